import { leaf } from './backdrop.ts';
import { r1, type Svg, scatter, shade } from './svg.ts';
import { bowl, dip, plate } from './tableware.ts';

export interface MomoArt {
  kind: 'momo';
  style: 'steamed' | 'kothey' | 'chilli' | 'jhol' | 'sadeko';
}

type Random = () => number;

const STEEL = '#C7CDD6';
const ACHAR = '#E5642B';

export function drawMomo(svg: Svg, art: MomoArt, random: Random): string {
  switch (art.style) {
    case 'jhol':
      return jhol(svg, random);
    case 'sadeko':
      return sadeko(svg, random);
    default:
      return platter(svg, art.style, random);
  }
}

/** One pleated dumpling with its base at (x, y). */
function dumpling(svg: Svg, x: number, y: number, scale: number, style: MomoArt['style']) {
  const skin = {
    steamed: ['#FFFDF7', '#F1E2C6', '#CDB48E'],
    kothey: ['#FFF6E4', '#EED3A2', '#C99B55'],
    chilli: ['#FF9E6E', '#E0522A', '#9B2A0E'],
    jhol: ['#FFFDF7', '#F1E2C6', '#CDB48E'],
    sadeko: ['#FFFDF7', '#F1E2C6', '#CDB48E'],
  }[style];
  const fill = svg.radial(
    [
      [0, skin[0] ?? '#FFFFFF'],
      [0.6, skin[1] ?? '#FFFFFF'],
      [1, skin[2] ?? '#FFFFFF'],
    ],
    0.35,
    0.3,
    0.8,
  );
  const outline = 'M-52,0C-60,-32 -30,-60 0,-68C30,-60 60,-32 52,0Q0,16 -52,0Z';
  const pleats = [-34, -17, 0, 17, 34]
    .map((dx) => `M0,-62Q${dx * 0.4},-40 ${dx},${-14 + Math.abs(dx) * 0.2}`)
    .join('');
  const crisp =
    style === 'kothey'
      ? `<path d="M-52,0C-54,-10 -52,-14 -50,-16Q0,-4 50,-16C52,-14 54,-10 52,0Q0,16 -52,0Z" fill="#D98E2F"/>`
      : '';
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale * 100) / 100})"><path d="${outline}" fill="${fill}"/>${crisp}<path d="${pleats}" stroke="${skin[2]}" stroke-width="3" fill="none" stroke-linecap="round" stroke-opacity="0.7"/><path d="M-6,-66Q0,-80 7,-68" stroke="${skin[2]}" stroke-width="4" fill="none" stroke-linecap="round"/><ellipse cx="-22" cy="-40" rx="12" ry="7" fill="#FFFFFF" fill-opacity="0.45" transform="rotate(-35 -22 -40)"/></g>`;
}

const ROWS: readonly (readonly [number, number])[] = [
  [330, 420],
  [410, 412],
  [490, 420],
  [280, 452],
  [362, 448],
  [444, 448],
  [526, 452],
  [330, 486],
  [410, 490],
  [490, 486],
];

function platter(svg: Svg, style: MomoArt['style'], random: Random): string {
  const momos = ROWS.map(([x, y]) => dumpling(svg, 400 + (x - 400) * 1.12, y, 0.95, style)).join(
    '',
  );
  const garnish =
    style === 'chilli'
      ? scatter(405, 450, 150, 45, 16, random)
          .map(([x, y], i) =>
            i % 2 === 0
              ? `<rect x="${x}" y="${y}" width="16" height="7" rx="3" fill="#7CB342" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`
              : `<path d="M${x - 9},${y}L${x + 9},${y - 6}L${x + 9},${y + 6}Z" fill="#F57C00"/>`,
          )
          .join('')
      : '';
  return [
    plate(svg, 400, 455, 320, 88, STEEL),
    momos,
    garnish,
    dip(svg, 665, 500, style === 'chilli' ? '#FFF3D6' : ACHAR, 0.85),
    leaf(140, 500, 15, 1.3),
  ].join('');
}

function jhol(svg: Svg, random: Random): string {
  const rimY = 380;
  const momos = [
    [330, 392],
    [410, 384],
    [490, 392],
    [370, 416],
    [452, 416],
  ] as const;
  const soup = svg.radial(
    [
      [0, '#F6A25B'],
      [1, '#C9531C'],
    ],
    0.5,
    0.4,
    0.7,
  );
  const oil = scatter(400, rimY, 170, 38, 14, random)
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${r1(3 + random() * 5)}" fill="#FFD08A" fill-opacity="0.6"/>`,
    )
    .join('');
  const body = bowl(svg, 400, rimY, 230, 120, STEEL, (clip) => {
    const surface = `<g clip-path="${clip}"><ellipse cx="400" cy="${rimY + 4}" rx="230" ry="64" fill="${soup}"/>${oil}</g>`;
    const dumplings = momos.map(([x, y]) => dumpling(svg, x, y, 0.85, 'jhol')).join('');
    const herbs = [leaf(350, 370, 30, 0.8), leaf(470, 372, -20, 0.8)].join('');
    return surface + dumplings + herbs;
  });
  return body + leaf(660, 505, 10, 1.2);
}

/** Aloo sadeko: spiced potato cubes with chilli and coriander in a clay bowl. */
function sadeko(svg: Svg, random: Random): string {
  const rimY = 385;
  const clay = '#B65A2B';
  return (
    bowl(svg, 400, rimY, 220, 115, clay, () => {
      const cubes = scatter(400, rimY - 6, 165, 40, 26, random)
        .sort((a, b) => a[1] - b[1])
        .map(([x, y]) => {
          const tone = shade('#F2B33D', (random() - 0.5) * 0.3);
          return `<rect x="${x - 17}" y="${y - 17}" width="34" height="30" rx="9" fill="${tone}" transform="rotate(${Math.round(random() * 60 - 30)} ${x} ${y})"/><rect x="${x - 11}" y="${y - 13}" width="14" height="6" rx="3" fill="#FFF1C1" fill-opacity="0.7"/>`;
        })
        .join('');
      const bits = scatter(400, rimY - 10, 160, 36, 18, random)
        .map(([x, y], i) =>
          i % 2 === 0
            ? `<circle cx="${x}" cy="${y}" r="4" fill="#D32F2F"/>`
            : `<circle cx="${x}" cy="${y}" r="4.5" fill="#6AAE3A"/>`,
        )
        .join('');
      return cubes + bits;
    }) + leaf(650, 500, -15, 1.3)
  );
}
