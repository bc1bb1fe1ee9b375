import { r1, type Svg, shade } from './svg.ts';

const SKIN = ['#C68B59', '#A86B3C', '#D9A066', '#8D5524'] as const;
const TILES = ['#F5EFE6', '#E8F1F2', '#FBEDE3'] as const;

/** The kitchen crew in whites and red aprons, in front of the tiled kitchen wall. */
export function team(svg: Svg, variant: number): string {
  const w = svg.width;
  const h = svg.height;
  const tile = TILES[variant % TILES.length] ?? TILES[0];
  const grid: string[] = [];
  for (let x = 0; x <= w; x += 50) grid.push(`M${x},0V${h}`);
  for (let y = 0; y <= h; y += 50) grid.push(`M0,${y}H${w}`);
  const count = [3, 4, 2][variant % 3] ?? 3;
  const chefs = Array.from({ length: count }, (_, i) => {
    const x = r1(w / 2 + (i - (count - 1) / 2) * (count > 3 ? 170 : 210));
    const skin = SKIN[(i + variant) % SKIN.length] ?? SKIN[0];
    return chef(svg, x, i % 2 === 0 ? 600 : 620, skin, (i + variant) % 2 === 0);
  }).join('');
  return svg.render(
    [
      `<rect width="${w}" height="${h}" fill="${tile}"/>`,
      `<path d="${grid.join('')}" stroke="${shade(tile, -0.12)}" stroke-width="2"/>`,
      shelf(svg, w),
      chefs,
    ].join(''),
  );
}

function shelf(svg: Svg, w: number): string {
  const steel = svg.linear([
    [0, '#ECEFF1'],
    [1, '#90A4AE'],
  ]);
  const pans = [120, 260, 540, 680]
    .map(
      (x, i) =>
        `<path d="M${x},110V135" stroke="#546E7A" stroke-width="3"/><circle cx="${x}" cy="${170 + (i % 2) * 10}" r="${34 + (i % 2) * 8}" fill="#37474F"/><circle cx="${x}" cy="${170 + (i % 2) * 10}" r="${24 + (i % 2) * 8}" fill="#546E7A"/>`,
    )
    .join('');
  return `<rect x="0" y="96" width="${w}" height="16" fill="${steel}"/>${pans}`;
}

function chef(svg: Svg, x: number, base: number, skin: string, crossedArms: boolean): string {
  const jacket = svg.linear([
    [0, '#FFFFFF'],
    [1, '#DDE3E8'],
  ]);
  const top = base - 300;
  const body = `<path d="M${x - 95},${base}L${x - 90},${top + 120}Q${x - 85},${top + 90} ${x - 50},${top + 85}L${x + 50},${top + 85}Q${x + 85},${top + 90} ${x + 90},${top + 120}L${x + 95},${base}Z" fill="${jacket}"/>`;
  const apron = `<path d="M${x - 55},${top + 170}L${x + 55},${top + 170}L${x + 62},${base}L${x - 62},${base}Z" fill="#D62828"/><path d="M${x - 40},${top + 170}L${x - 30},${top + 95}M${x + 40},${top + 170}L${x + 30},${top + 95}" stroke="#B71C1C" stroke-width="6"/>`;
  const buttons = [0, 1]
    .map(
      (i) =>
        `<circle cx="${x - 18}" cy="${top + 115 + i * 24}" r="4" fill="#90A4AE"/><circle cx="${x + 18}" cy="${top + 115 + i * 24}" r="4" fill="#90A4AE"/>`,
    )
    .join('');
  const arms = crossedArms
    ? `<rect x="${x - 80}" y="${top + 175}" width="160" height="42" rx="21" fill="#EEF2F5"/><circle cx="${x - 70}" cy="${top + 196}" r="14" fill="${skin}"/><circle cx="${x + 70}" cy="${top + 196}" r="14" fill="${skin}"/>`
    : `<path d="M${x + 90},${top + 130}Q${x + 120},${top + 200} ${x + 150},${top + 150}" stroke="#EEF2F5" stroke-width="34" fill="none" stroke-linecap="round"/><circle cx="${x + 150}" cy="${top + 145}" r="15" fill="${skin}"/><ellipse cx="${x + 160}" cy="${top + 128}" rx="60" ry="12" fill="#ECEFF1"/><path d="M${x + 128},${top + 126}Q${x + 160},${top + 80} ${x + 192},${top + 126}Z" fill="#E39A3F"/>`;
  const face = `<circle cx="${x}" cy="${top + 40}" r="52" fill="${skin}"/><circle cx="${x - 18}" cy="${top + 35}" r="5" fill="#2B1B12"/><circle cx="${x + 18}" cy="${top + 35}" r="5" fill="#2B1B12"/><path d="M${x - 20},${top + 58}Q${x},${top + 76} ${x + 20},${top + 58}" stroke="#5D2E1A" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="${x - 32}" cy="${top + 55}" r="8" fill="#E57373" fill-opacity="0.35"/><circle cx="${x + 32}" cy="${top + 55}" r="8" fill="#E57373" fill-opacity="0.35"/>`;
  const hat = `<rect x="${x - 48}" y="${top - 22}" width="96" height="28" rx="6" fill="#F5F5F5"/><circle cx="${x - 32}" cy="${top - 45}" r="30" fill="#FFFFFF"/><circle cx="${x + 32}" cy="${top - 45}" r="30" fill="#FFFFFF"/><circle cx="${x}" cy="${top - 62}" r="36" fill="#FFFFFF"/>`;
  return body + apron + buttons + arms + face + hat;
}
