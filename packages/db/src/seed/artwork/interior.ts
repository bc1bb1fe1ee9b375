import { mountains, SKIES } from './landscape.ts';
import { r1, type Svg, shade } from './svg.ts';

const WALLS = ['#C8643B', '#D9A13B', '#9E3B2C'] as const;

/** The dining room: a warm wall, a window onto the Himalaya, pendant lamps and tables. */
export function interior(svg: Svg, variant: number): string {
  const wall = WALLS[variant % WALLS.length] ?? WALLS[0];
  const w = svg.width;
  const h = svg.height;
  const floorY = 440;
  const wallFill = svg.linear([
    [0, shade(wall, 0.15)],
    [1, shade(wall, -0.15)],
  ]);
  const floor = svg.linear([
    [0, '#8A5634'],
    [1, '#5B3620'],
  ]);
  const windowX = variant === 1 ? 420 : 80;
  return svg.render(
    [
      `<rect width="${w}" height="${h}" fill="${wallFill}"/>`,
      windowView(svg, windowX, 90, 300, 230, variant),
      menuBoard(variant === 1 ? 90 : 470, 110),
      `<rect y="${floorY - 90}" width="${w}" height="90" fill="${shade(wall, -0.35)}"/>`,
      `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${floor}"/>`,
      [140, 400, 660].map((x) => lamp(svg, x)).join(''),
      [
        [210, 480],
        [560, 500],
      ]
        .map(([x = 0, y = 0]) => table(x, y))
        .join(''),
      plant(w - 60, floorY + 10),
    ].join(''),
  );
}

function windowView(
  svg: Svg,
  x: number,
  y: number,
  width: number,
  height: number,
  variant: number,
) {
  const sky = SKIES[variant % SKIES.length] ?? SKIES[0];
  const clip = svg.clip(`<rect x="${x}" y="${y}" width="${width}" height="${height}"/>`);
  const sy = r1(height / 360);
  const view = `<g clip-path="${clip}"><g transform="translate(${x} ${r1(y - 40 * sy)}) scale(${r1(width / 800)} ${sy})">${mountains(svg, sky, 800, 330)}</g></g>`;
  return `<rect x="${x - 12}" y="${y - 12}" width="${width + 24}" height="${height + 24}" rx="6" fill="#4E342E"/>${view}<path d="M${x + width / 2},${y}V${y + height}M${x},${y + height / 2}H${x + width}" stroke="#4E342E" stroke-width="10"/>`;
}

function menuBoard(x: number, y: number): string {
  const lines = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${x + 30}" y="${y + 50 + i * 30}" width="${150 - (i % 2) * 40}" height="8" rx="4" fill="#FFFFFF" fill-opacity="0.75"/><circle cx="${x + 210}" cy="${y + 54 + i * 30}" r="6" fill="#FFC93C"/>`,
    )
    .join('');
  return `<rect x="${x}" y="${y}" width="240" height="210" rx="10" fill="#263238" stroke="#8D6E63" stroke-width="10"/><rect x="${x + 30}" y="${y + 20}" width="110" height="14" rx="7" fill="#FFC93C"/>${lines}`;
}

function lamp(svg: Svg, x: number): string {
  const glow = svg.radial([
    [0, '#FFE9A8', 0.85],
    [1, '#FFE9A8', 0],
  ]);
  return `<ellipse cx="${x}" cy="120" rx="110" ry="90" fill="${glow}"/><path d="M${x},0V70" stroke="#212121" stroke-width="3"/><path d="M${x - 42},112Q${x - 40},70 ${x},70Q${x + 40},70 ${x + 42},112Z" fill="#212121"/><ellipse cx="${x}" cy="113" rx="20" ry="8" fill="#FFF3C4"/>`;
}

function table(x: number, y: number): string {
  const chair = (cx: number) =>
    `<rect x="${cx - 28}" y="${y - 90}" width="56" height="80" rx="10" fill="#6D4C41"/><rect x="${cx - 32}" y="${y - 20}" width="64" height="14" rx="6" fill="#5D4037"/><path d="M${cx - 24},${y - 6}V${y + 60}M${cx + 24},${y - 6}V${y + 60}" stroke="#4E342E" stroke-width="8"/>`;
  return [
    chair(x - 120),
    chair(x + 120),
    `<path d="M${x},${y}V${y + 80}" stroke="#3E2723" stroke-width="14"/>`,
    `<ellipse cx="${x}" cy="${y + 82}" rx="50" ry="10" fill="#3E2723"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="120" ry="26" fill="#A1683F"/>`,
    `<ellipse cx="${x}" cy="${y - 4}" rx="120" ry="22" fill="#C68A55"/>`,
    `<ellipse cx="${x - 40}" cy="${y - 6}" rx="28" ry="8" fill="#FFFFFF"/><ellipse cx="${x + 40}" cy="${y - 6}" rx="28" ry="8" fill="#FFFFFF"/>`,
    `<path d="M${x - 5},${y - 6}V${y - 40}" stroke="#FFFFFF" stroke-width="6" stroke-opacity="0.8"/><circle cx="${x - 5}" cy="${y - 46}" r="7" fill="#FFB300"/>`,
  ].join('');
}

function plant(x: number, y: number): string {
  const leaves = [-60, -30, 0, 30, 60]
    .map(
      (angle) =>
        `<path d="M0,0C-18,-50 -10,-100 0,-120C10,-100 18,-50 0,0Z" fill="#3E8E41" transform="translate(${x} ${y - 40}) rotate(${angle})"/>`,
    )
    .join('');
  return `${leaves}<path d="M${x - 34},${y - 50}L${x + 34},${y - 50}L${x + 26},${y + 20}L${x - 26},${y + 20}Z" fill="#B65A2B"/>`;
}
