import { leaf } from './backdrop.ts';
import { blobPath, r1, type Svg, scatter, shade, shadow } from './svg.ts';
import { bowl, plate } from './tableware.ts';

export interface DessertArt {
  kind: 'dessert';
  style: 'sundae' | 'lava-cake' | 'juju-dhau' | 'lalmohan';
}

type Random = () => number;

export function drawDessert(svg: Svg, art: DessertArt, random: Random): string {
  const drawers = { sundae, 'lava-cake': lavaCake, 'juju-dhau': jujuDhau, lalmohan } as const;
  return drawers[art.style](svg, random);
}

function scoop(svg: Svg, x: number, y: number, colour: string, random: Random, size = 1): string {
  const fill = svg.radial(
    [
      [0, shade(colour, 0.35)],
      [0.7, colour],
      [1, shade(colour, -0.2)],
    ],
    0.4,
    0.35,
    0.75,
  );
  const outline = blobPath(x, y, 62 * size, 50 * size, { bumps: 16, jitter: 0.12 }, random);
  return `<path d="${outline}" fill="${fill}"/><ellipse cx="${r1(x - 20 * size)}" cy="${r1(y - 22 * size)}" rx="${r1(16 * size)}" ry="${r1(8 * size)}" fill="#FFFFFF" fill-opacity="0.45"/>`;
}

function sundae(svg: Svg, random: Random): string {
  const cup = svg.linear(
    [
      [0, '#FFFFFF', 0.75],
      [1, '#E3F2FD', 0.45],
    ],
    0,
    0,
    1,
    0,
  );
  const scoops = [
    scoop(svg, 350, 300, '#F8A5C2', random),
    scoop(svg, 455, 300, '#7B4A2E', random),
    scoop(svg, 402, 245, '#FFF3D6', random),
  ].join('');
  const fudge = `<path d="M330,240Q360,215 400,232T470,232" stroke="#4E2A14" stroke-width="11" fill="none" stroke-linecap="round"/><path d="M352,236l0,30M430,238l0,22" stroke="#4E2A14" stroke-width="9" stroke-linecap="round"/>`;
  const cherry = `<path d="M404,190Q412,160 432,150" stroke="#5D4037" stroke-width="4" fill="none"/><circle cx="402" cy="198" r="20" fill="#D32F2F"/><ellipse cx="395" cy="191" rx="6" ry="4" fill="#FFFFFF" fill-opacity="0.6"/>`;
  const wafer = `<rect x="470" y="150" width="22" height="110" rx="4" fill="#E8B76A" transform="rotate(22 481 205)"/>`;
  return [
    shadow(svg, 400, 505, 130, 14),
    `<path d="M320,480L480,480L460,505L340,505Z" fill="#E1F5FE" fill-opacity="0.8"/>`,
    `<rect x="388" y="390" width="24" height="92" fill="#E1F5FE" fill-opacity="0.8"/>`,
    wafer,
    scoops,
    `<path d="M270,310Q400,320 530,310L500,380Q400,420 300,380Z" fill="${cup}"/>`,
    `<path d="M270,310Q400,320 530,310" stroke="#FFFFFF" stroke-width="6" fill="none"/>`,
    fudge,
    cherry,
  ].join('');
}

function lavaCake(svg: Svg, random: Random): string {
  const cake = svg.linear(
    [
      [0, '#6D3B22'],
      [1, '#3B1D0F'],
    ],
    0,
    0,
    1,
    0,
  );
  const sugar = scatter(360, 330, 80, 18, 30, random)
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.2" fill="#FFFFFF" fill-opacity="0.85"/>`)
    .join('');
  const lava = svg.radial(
    [
      [0, '#7A3A16'],
      [1, '#2B1206'],
    ],
    0.4,
    0.35,
    0.7,
  );
  return [
    plate(svg, 400, 455, 290, 82),
    `<path d="M280,340L280,440A85,22 0 0 0 450,440L450,340Z" fill="${cake}"/>`,
    `<ellipse cx="365" cy="340" rx="85" ry="22" fill="#7A4529"/>`,
    sugar,
    `<ellipse cx="470" cy="468" rx="95" ry="20" fill="${lava}"/>`,
    `<path d="M400,410Q430,396 446,412L452,458Q420,470 396,456Z" fill="${lava}"/>`,
    `<ellipse cx="422" cy="414" rx="24" ry="10" fill="#2B1206"/>`,
    `<path d="M420,462Q470,452 530,466" stroke="#FFFFFF" stroke-width="4" fill="none" stroke-linecap="round" stroke-opacity="0.35"/>`,
    scoop(svg, 545, 420, '#FFF3D6', random, 0.7),
    `<circle cx="600" cy="470" r="14" fill="#C2185B"/><circle cx="585" cy="480" r="12" fill="#D81B60"/>`,
    leaf(545, 380, -30, 0.9),
  ].join('');
}

function jujuDhau(svg: Svg, random: Random): string {
  const rimY = 360;
  const curd = svg.radial(
    [
      [0, '#FFFDF2'],
      [0.7, '#FFF1C6'],
      [1, '#EBCB86'],
    ],
    0.45,
    0.4,
    0.7,
  );
  const body = bowl(svg, 400, rimY, 200, 140, '#A8502A', (clip) => {
    const skin = scatter(400, rimY + 4, 140, 30, 8, random)
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="18" ry="4" fill="#F3DA9C" fill-opacity="0.6"/>`,
      )
      .join('');
    return `<g clip-path="${clip}"><ellipse cx="400" cy="${rimY + 4}" rx="200" ry="56" fill="${curd}"/>${skin}</g>`;
  });
  const spoon = `<g transform="rotate(-28 560 330)"><rect x="540" y="250" width="16" height="150" rx="8" fill="#9E9E9E"/><ellipse cx="548" cy="408" rx="26" ry="36" fill="#BDBDBD"/></g>`;
  return body + spoon;
}

function lalmohan(svg: Svg, random: Random): string {
  const rimY = 380;
  const ball = svg.radial(
    [
      [0, '#B5652E'],
      [0.7, '#7A2E0E'],
      [1, '#4A1806'],
    ],
    0.38,
    0.32,
    0.75,
  );
  const balls = [
    [320, 372],
    [400, 362],
    [480, 372],
    [360, 400],
    [442, 400],
  ]
    .map(
      ([x = 0, y = 0]) =>
        `<circle cx="${x}" cy="${y}" r="46" fill="${ball}"/><ellipse cx="${x - 16}" cy="${y - 18}" rx="12" ry="7" fill="#FFFFFF" fill-opacity="0.45"/>`,
    )
    .join('');
  const pistachio = scatter(400, 360, 110, 30, 12, random)
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="10" height="4" rx="2" fill="#9CCC65" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`,
    )
    .join('');
  return bowl(svg, 400, rimY, 210, 110, '#FFFFFF', (clip) => {
    const syrup = `<g clip-path="${clip}"><ellipse cx="400" cy="${rimY + 6}" rx="210" ry="58" fill="#E2A04A" fill-opacity="0.9"/></g>`;
    return syrup + balls + pistachio;
  });
}
