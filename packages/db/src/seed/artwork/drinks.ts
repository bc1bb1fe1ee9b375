import { blobPath, r1, type Svg, scatter, shade, shadow } from './svg.ts';

export interface DrinkArt {
  kind: 'drink';
  style: 'shake' | 'soda' | 'lassi';
  colour: string;
  /** Garnish on top: a cherry on a shake, a lemon or peach slice on a soda. */
  garnish: string;
}

type Random = () => number;

/** A tall glass (a clay kulhad for lassi) centred on `cx`, standing on `base`. */
export function drawDrink(svg: Svg, art: DrinkArt, random: Random, cx = 400, base = 505) {
  if (art.style === 'lassi') return kulhad(svg, art, random, cx, base);
  const top = base - 320;
  const glass = `M${cx - 95},${top}L${cx + 95},${top}L${cx + 72},${base - 8}Q${cx + 70},${base} ${cx + 60},${base}L${cx - 60},${base}Q${cx - 70},${base} ${cx - 72},${base - 8}Z`;
  const liquidTop = top + (art.style === 'soda' ? 45 : 30);
  const clip = svg.clip(`<path d="${glass}"/>`);
  const liquid = svg.linear(
    [
      [0, shade(art.colour, 0.2)],
      [1, shade(art.colour, -0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  const inside =
    art.style === 'soda'
      ? sodaInside(cx, liquidTop, base, random)
      : creamyInside(art, cx, liquidTop, random);
  return [
    shadow(svg, cx, base + 2, 120, 14),
    straw(cx, top, art.style === 'soda' ? '#43A047' : '#E53935'),
    `<path d="${glass}" fill="#FFFFFF" fill-opacity="0.35"/>`,
    `<g clip-path="${clip}"><rect x="${cx - 100}" y="${liquidTop}" width="200" height="${base - liquidTop}" fill="${liquid}"/>${inside}</g>`,
    art.style === 'soda' ? '' : cream(svg, cx, top, random),
    `<path d="${glass}" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-opacity="0.8"/>`,
    `<path d="M${cx - 70},${top + 30}L${cx - 56},${base - 30}" stroke="#FFFFFF" stroke-width="10" stroke-linecap="round" stroke-opacity="0.45"/>`,
    topping(art, cx, top),
  ].join('');
}

/** Lassi in a terracotta kulhad, topped with malai, saffron and pistachio. */
function kulhad(svg: Svg, art: DrinkArt, random: Random, cx: number, base: number): string {
  const top = base - 230;
  const clay = svg.linear(
    [
      [0, '#9C4A22'],
      [0.35, '#D98859'],
      [1, '#8A3D1A'],
    ],
    0,
    0,
    1,
    0,
  );
  const cup = `M${cx - 115},${top}L${cx + 115},${top}L${cx + 82},${base - 6}Q${cx + 80},${base} ${cx + 70},${base}L${cx - 70},${base}Q${cx - 80},${base} ${cx - 82},${base - 6}Z`;
  const surface = svg.radial([
    [0, shade(art.colour, 0.75)],
    [1, shade(art.colour, 0.35)],
  ]);
  const malai = blobPath(cx - 10, top + 2, 60, 18, { bumps: 10, jitter: 0.3 }, random);
  const flecks = scatter(cx, top + 2, 80, 18, 14, random)
    .map(([x, y], i) =>
      i % 2 === 0
        ? `<path d="M${x},${y}l9,-3" stroke="#E65100" stroke-width="2.5" stroke-linecap="round"/>`
        : `<circle cx="${x}" cy="${y}" r="3.5" fill="#8BC34A"/>`,
    )
    .join('');
  return [
    shadow(svg, cx, base + 2, 130, 14),
    `<path d="${cup}" fill="${clay}"/>`,
    `<path d="M${cx - 104},${top + 40}L${cx + 104},${top + 40}" stroke="#7A3414" stroke-width="6" stroke-opacity="0.5"/>`,
    `<ellipse cx="${cx}" cy="${top}" rx="115" ry="34" fill="#C46A3C"/>`,
    `<ellipse cx="${cx}" cy="${top + 2}" rx="101" ry="27" fill="${surface}"/>`,
    `<path d="${malai}" fill="#FFFDF5"/>`,
    flecks,
    topping(art, cx, top),
  ].join('');
}

function straw(cx: number, top: number, colour: string): string {
  const x = cx + 28;
  return `<g transform="rotate(14 ${x} ${top + 60})"><rect x="${x}" y="${top - 110}" width="18" height="220" rx="6" fill="#FFFFFF"/><path d="M${x},${top - 95}l18,-14M${x},${top - 60}l18,-14M${x},${top - 25}l18,-14M${x},${top + 10}l18,-14" stroke="${colour}" stroke-width="8"/></g>`;
}

function sodaInside(cx: number, top: number, base: number, random: Random): string {
  const ice = [
    [cx - 45, top + 10, 12],
    [cx + 15, top + 5, -10],
    [cx - 10, top + 60, 20],
  ]
    .map(
      ([x = 0, y = 0, angle = 0]) =>
        `<rect x="${x}" y="${y}" width="54" height="50" rx="9" fill="#FFFFFF" fill-opacity="0.45" transform="rotate(${angle} ${x + 27} ${y + 25})"/>`,
    )
    .join('');
  const bubbles = scatter(cx, (top + base) / 2 + 40, 60, (base - top) / 2 - 40, 14, random)
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${r1(2 + random() * 4)}" fill="none" stroke="#FFFFFF" stroke-width="2" stroke-opacity="0.7"/>`,
    )
    .join('');
  return ice + bubbles;
}

function creamyInside(art: DrinkArt, cx: number, top: number, random: Random): string {
  const flecks =
    art.style === 'lassi'
      ? scatter(cx, top + 8, 70, 6, 10, random)
          .map(
            ([x, y], i) =>
              `<circle cx="${x}" cy="${y}" r="3" fill="${i % 2 ? '#7CB342' : '#E65100'}"/>`,
          )
          .join('')
      : '';
  const drips = [cx - 60, cx - 15, cx + 35]
    .map(
      (x, i) =>
        `<path d="M${x},${top}l0,${40 + i * 25}" stroke="${shade(art.colour, -0.45)}" stroke-width="10" stroke-linecap="round" stroke-opacity="0.55"/>`,
    )
    .join('');
  return (art.style === 'shake' ? drips : '') + flecks;
}

function cream(svg: Svg, cx: number, top: number, random: Random): string {
  const fill = svg.radial(
    [
      [0, '#FFFFFF'],
      [1, '#F1E6DA'],
    ],
    0.4,
    0.3,
    0.8,
  );
  const swirls = [
    [cx, top - 10, 100, 34],
    [cx, top - 45, 72, 28],
    [cx, top - 74, 42, 22],
  ]
    .map(
      ([x = 0, y = 0, rx = 0, ry = 0]) =>
        `<path d="${blobPath(x, y, rx, ry, { bumps: 12, jitter: 0.18 }, random)}" fill="${fill}"/>`,
    )
    .join('');
  return swirls;
}

function topping(art: DrinkArt, cx: number, top: number): string {
  if (art.style === 'soda') {
    const x = cx - 80;
    return `<circle cx="${x}" cy="${top + 5}" r="40" fill="${art.garnish}"/><circle cx="${x}" cy="${top + 5}" r="32" fill="${shade(art.garnish, 0.45)}"/><path d="M${x - 32},${top + 5}L${x + 32},${top + 5}M${x},${top - 27}L${x},${top + 37}M${x - 22},${top - 17}L${x + 22},${top + 27}M${x + 22},${top - 17}L${x - 22},${top + 27}" stroke="${art.garnish}" stroke-width="3"/>`;
  }
  if (art.style === 'lassi') {
    return `<g transform="translate(${cx + 40} ${top - 6})"><path d="M-22,0C-11,-15 11,-15 22,0C11,15 -11,15 -22,0Z" fill="#5BA33B" transform="rotate(-30)"/><path d="M-20,0C-9,-15 13,-15 24,0C13,15 -9,15 -20,0Z" fill="#7CB342" transform="translate(26 4) rotate(25)"/></g>`;
  }
  const y = top - 108;
  return `<path d="M${cx + 4},${y}Q${cx + 14},${y - 30} ${cx + 30},${y - 40}" stroke="#5D4037" stroke-width="4" fill="none"/><circle cx="${cx}" cy="${y + 8}" r="20" fill="${art.garnish}"/><ellipse cx="${cx - 7}" cy="${y + 1}" rx="6" ry="4" fill="#FFFFFF" fill-opacity="0.6"/>`;
}
