import { leaf } from './backdrop.ts';
import { blobPath, r1, type Svg, scatter, shade } from './svg.ts';
import { carton, dip, plate } from './tableware.ts';

export interface SidesArt {
  kind: 'sides';
  style: 'fries' | 'masala-fries' | 'cheese-fries' | 'onion-rings';
}

type Random = () => number;

export function drawSides(svg: Svg, art: SidesArt, random: Random): string {
  if (art.style === 'onion-rings') return onionRings(svg, random);
  return fries(svg, art.style, random);
}

/** A carton of fries; the masala and loaded versions add their toppings. */
export function fries(svg: Svg, style: SidesArt['style'], random: Random, cx = 400, base = 500) {
  const stick = svg.linear(
    [
      [0, '#FFE9A8'],
      [0.5, '#FFC93C'],
      [1, '#E59E12'],
    ],
    0,
    0,
    1,
    0,
  );
  const sticks: string[] = [];
  for (let i = 0; i < 22; i++) {
    const x = r1(cx - 92 + (i % 11) * 16 + random() * 6);
    const length = r1(130 + random() * 50);
    const top = r1(base - 150 - length * 0.62 + (i < 11 ? 0 : 24));
    const angle = Math.round((x - cx) / 9 + (random() - 0.5) * 8);
    sticks.push(
      `<g transform="rotate(${angle} ${x} ${top + length})"><rect x="${x}" y="${top}" width="20" height="${length}" rx="5" fill="${stick}"/><rect x="${x}" y="${top}" width="20" height="9" rx="4" fill="#D98A10" fill-opacity="0.55"/></g>`,
    );
  }
  let toppings = '';
  if (style === 'masala-fries') {
    toppings = scatter(cx, base - 235, 95, 45, 40, random)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r1(1.5 + random() * 2)}" fill="#C62828"/>`)
      .join('');
    toppings += leaf(cx - 30, base - 250, 20, 0.7) + leaf(cx + 40, base - 230, -40, 0.7);
  } else if (style === 'cheese-fries') {
    toppings = `<path d="M${cx - 95},${base - 215}C${cx - 60},${base - 260} ${cx - 30},${base - 180} ${cx},${base - 230}S${cx + 60},${base - 190} ${cx + 95},${base - 240}" stroke="#FFB300" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M${cx - 95},${base - 219}C${cx - 60},${base - 264} ${cx - 30},${base - 184} ${cx},${base - 234}" stroke="#FFE082" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    toppings += [
      [-50, -215],
      [30, -240],
      [70, -205],
    ]
      .map(
        ([dx = 0, dy = 0]) =>
          `<ellipse cx="${cx + dx}" cy="${base + dy}" rx="15" ry="6" fill="#7CB342" stroke="#2E7D32" stroke-width="3"/>`,
      )
      .join('');
  }
  return carton(svg, '#D62828', sticks.join('') + toppings, cx, base);
}

function onionRings(svg: Svg, random: Random): string {
  const coat = svg.linear([
    [0, '#FFD27A'],
    [1, '#C77A22'],
  ]);
  const rings = [
    [320, 470, -8],
    [470, 468, 10],
    [395, 440, 4],
    [350, 400, -20],
    [450, 395, 18],
  ]
    .map(([x = 0, y = 0, angle = 0]) => {
      const outer = blobPath(0, 0, 82, 40, { bumps: 26, jitter: 0.1 }, random);
      const hole = blobPath(0, -2, 46, 16, { bumps: 14, jitter: 0.1 }, random);
      const crumbs = Array.from({ length: 16 }, () => {
        const a = random() * Math.PI * 2;
        const t = 0.2 + random() * 0.6;
        const px = r1(Math.cos(a) * (46 + t * 36));
        const py = r1(Math.sin(a) * (16 + t * 24));
        return `<circle cx="${px}" cy="${py}" r="3.5" fill="#FFE6A8" fill-opacity="0.7"/>`;
      }).join('');
      return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="${outer}${hole}" fill="${coat}" fill-rule="evenodd"/>${crumbs}<path d="${hole}" fill="none" stroke="${shade('#C77A22', -0.3)}" stroke-width="5"/><path d="M-30,-14Q0,-20 30,-14" stroke="#F7EBD0" stroke-width="5" fill="none" stroke-opacity="0.7"/></g>`;
    })
    .join('');
  return plate(svg, 400, 455, 290, 82, '#FFF8EC') + rings + dip(svg, 665, 500, '#D84315', 0.85);
}
