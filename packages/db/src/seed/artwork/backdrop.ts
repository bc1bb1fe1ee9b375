import { r1, type Svg, shade } from './svg.ts';

/** Warm backgrounds: a light centre colour and a deeper edge colour, plus sprinkle accents. */
export interface Palette {
  light: string;
  deep: string;
  accents: readonly string[];
}

export const PALETTES: readonly Palette[] = [
  { light: '#FFF3E0', deep: '#FFB74D', accents: ['#E65100', '#FFFFFF', '#8D6E63'] },
  { light: '#FFF8E1', deep: '#FFCA28', accents: ['#D84315', '#FFFFFF', '#6D4C41'] },
  { light: '#FBE9E7', deep: '#FF8A65', accents: ['#BF360C', '#FFF3E0', '#5D4037'] },
  { light: '#FFF0E6', deep: '#F4845F', accents: ['#8C2F0F', '#FFE0B2', '#4E342E'] },
  { light: '#FDF1DC', deep: '#E9A25F', accents: ['#7B3F00', '#FFFFFF', '#C62828'] },
  { light: '#FFEFD5', deep: '#F9A03F', accents: ['#B23A1E', '#FFF8E7', '#6B4226'] },
];

/**
 * The room every dish sits in: a glowing gradient, sprinkles of sesame, timur pepper and herb
 * leaves around the edges, and a wooden tabletop under the food.
 */
export function backdrop(svg: Svg, palette: Palette, random: () => number): string {
  const { width: w, height: h } = svg;
  const sky = svg.linear(
    [
      [0, palette.light],
      [1, palette.deep],
    ],
    0,
    0,
    1,
    1,
  );
  const glow = svg.radial([
    [0, '#FFFFFF', 0.75],
    [0.55, '#FFFFFF', 0.25],
    [1, '#FFFFFF', 0],
  ]);
  const tableTop = h * 0.78;
  return [
    `<rect width="${w}" height="${h}" fill="${sky}"/>`,
    rays(w, tableTop),
    `<ellipse cx="${w / 2}" cy="${h * 0.45}" rx="${w * 0.42}" ry="${h * 0.48}" fill="${glow}"/>`,
    sprinkles(w, tableTop, palette, random),
    table(svg, w, h, tableTop),
  ].join('');
}

/** Faint sunburst rays from behind the dish. */
function rays(w: number, centreY: number): string {
  const cx = w / 2;
  const rayCount = 14;
  const paths: string[] = [];
  for (let i = 0; i < rayCount; i++) {
    const a = (i / rayCount) * Math.PI * 2;
    const b = a + Math.PI / rayCount;
    const reach = w;
    paths.push(
      `M${cx},${centreY}L${r1(cx + Math.cos(a) * reach)},${r1(centreY + Math.sin(a) * reach)}L${r1(cx + Math.cos(b) * reach)},${r1(centreY + Math.sin(b) * reach)}Z`,
    );
  }
  return `<path d="${paths.join('')}" fill="#FFFFFF" fill-opacity="0.09"/>`;
}

function sprinkles(w: number, bottom: number, palette: Palette, random: () => number): string {
  const items: string[] = [];
  let attempts = 0;
  while (items.length < 22 && attempts < 200) {
    attempts++;
    const x = random() * w;
    const y = random() * bottom;
    // Keep the middle clear for the dish.
    const dx = (x - w / 2) / (w * 0.36);
    const dy = (y - bottom * 0.58) / (bottom * 0.62);
    if (dx * dx + dy * dy < 1) continue;
    const angle = Math.round(random() * 180);
    const kind = random();
    if (kind < 0.5) {
      const color = palette.accents[1] ?? '#FFFFFF';
      items.push(
        `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="7" ry="3.6" fill="${color}" fill-opacity="0.9" transform="rotate(${angle} ${r1(x)} ${r1(y)})"/>`,
      );
    } else if (kind < 0.8) {
      const color = palette.accents[0] ?? '#E65100';
      items.push(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(3 + random() * 4)}" fill="${color}" fill-opacity="0.55"/>`,
      );
    } else {
      items.push(leaf(x, y, angle, 0.8 + random() * 0.6));
    }
  }
  return items.join('');
}

/** A small herb leaf (coriander-green) with a midrib. */
export function leaf(x: number, y: number, angle: number, scale = 1): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${angle}) scale(${r1(scale)})"><path d="M-16,0C-8,-11 8,-11 16,0C8,11 -8,11 -16,0Z" fill="#5BA33B"/><path d="M-13,0L13,0" stroke="#3E7D23" stroke-width="1.6" stroke-linecap="round"/></g>`;
}

function table(svg: Svg, w: number, h: number, top: number): string {
  const wood = '#9A5530';
  const fill = svg.linear([
    [0, shade(wood, 0.12)],
    [1, shade(wood, -0.25)],
  ]);
  const grain: string[] = [];
  for (let i = 1; i < 5; i++) {
    const y = top + ((h - top) * i) / 5;
    const wobble = 6 + i * 2;
    grain.push(
      `M0,${r1(y)}C${w * 0.25},${r1(y - wobble)} ${w * 0.55},${r1(y + wobble)} ${w},${r1(y - wobble / 2)}`,
    );
  }
  return [
    `<rect x="0" y="${top}" width="${w}" height="${h - top}" fill="${fill}"/>`,
    `<path d="${grain.join('')}" stroke="${shade(wood, -0.35)}" stroke-width="2" fill="none" stroke-opacity="0.35"/>`,
    `<rect x="0" y="${top}" width="${w}" height="5" fill="${shade(wood, 0.35)}" fill-opacity="0.7"/>`,
  ].join('');
}
