import { blobPath, r1, type Svg, scatter, shadow } from './svg.ts';
import { carton, dip, plate } from './tableware.ts';

export type Coating = 'golden' | 'spicy' | 'honey';

export interface ChickenArt {
  kind: 'chicken';
  style: 'bucket' | 'plate' | 'wings' | 'tenders' | 'popcorn';
  coating: Coating;
}

const COATINGS: Record<Coating, { light: string; base: string; dark: string; crumb: string }> = {
  golden: { light: '#FFD27A', base: '#E39534', dark: '#99501A', crumb: '#FFE2A6' },
  spicy: { light: '#FFA25C', base: '#D2561D', dark: '#84280B', crumb: '#FFB98A' },
  honey: { light: '#FFC45E', base: '#C8701E', dark: '#70330B', crumb: '#FFD98F' },
};

type Random = () => number;

export function drawChicken(svg: Svg, art: ChickenArt, random: Random): string {
  const drawers = { bucket, plate: platter, wings, tenders, popcorn } as const;
  return drawers[art.style](svg, art.coating, random);
}

/** One crispy piece: a bumpy, tapering coat, crumb texture and an optional bone. */
function piece(
  svg: Svg,
  coating: Coating,
  random: Random,
  place: { x: number; y: number; angle: number; scale: number },
  shape: { rx: number; ry: number; taper: number; power?: number; bone: boolean },
): string {
  const c = COATINGS[coating];
  const fill = svg.once(`coating-${coating}`, () =>
    svg.radial(
      [
        [0, c.light],
        [0.55, c.base],
        [1, c.dark],
      ],
      0.4,
      0.35,
      0.75,
    ),
  );
  const bone = shape.bone
    ? `<rect x="${shape.rx - 30}" y="-11" width="78" height="22" rx="11" fill="#F3E3C3"/><circle cx="${shape.rx + 50}" cy="-11" r="15" fill="#FBF1DC"/><circle cx="${shape.rx + 50}" cy="11" r="15" fill="#EBD7B0"/>`
    : '';
  const coat = blobPath(
    0,
    0,
    shape.rx,
    shape.ry,
    {
      bumps: Math.max(12, Math.round(shape.rx / 2.6)),
      jitter: 0.2,
      taper: shape.taper,
      power: shape.power ?? 2,
    },
    random,
  );
  const crumbCount = Math.round(shape.rx / 4);
  const crumbs = scatter(-8, 0, shape.rx * 0.75, shape.ry * 0.65, crumbCount, random)
    .map(([x, y], i) => {
      const colour = i % 4 === 0 ? c.dark : c.crumb;
      return `<circle cx="${x}" cy="${y}" r="${r1(2.5 + random() * 4.5)}" fill="${colour}" fill-opacity="${i % 4 === 0 ? 0.45 : 0.6}"/>`;
    })
    .join('');
  const gloss =
    coating === 'golden'
      ? ''
      : `<ellipse cx="${r1(-shape.rx * 0.3)}" cy="${r1(-shape.ry * 0.45)}" rx="${r1(shape.rx * 0.4)}" ry="${r1(shape.ry * 0.16)}" fill="#FFFFFF" fill-opacity="0.35"/>`;
  return `<g transform="translate(${r1(place.x)} ${r1(place.y)}) rotate(${Math.round(place.angle)}) scale(${r1(place.scale * 100) / 100})">${bone}<path d="${coat}" fill="${fill}"/>${crumbs}${gloss}</g>`;
}

const DRUMSTICK = { rx: 74, ry: 58, taper: 0.38, bone: true };
const WING = { rx: 52, ry: 34, taper: 0.3, bone: false };
const TENDER = { rx: 84, ry: 30, taper: 0, power: 2.6, bone: false };
const BITE = { rx: 20, ry: 16, taper: 0, bone: false };

function bucket(svg: Svg, coating: Coating, random: Random): string {
  const top = 300;
  const base = 505;
  const pieces = [
    { x: 320, y: 268, angle: -140, scale: 0.9 },
    { x: 480, y: 262, angle: -40, scale: 0.9 },
    { x: 395, y: 232, angle: -95, scale: 0.95 },
    { x: 350, y: 290, angle: -120, scale: 0.85 },
    { x: 452, y: 292, angle: -62, scale: 0.85 },
  ]
    .map((place) => piece(svg, coating, random, place, DRUMSTICK))
    .join('');
  const outline = `M250,${top}L550,${top}L522,${base}L278,${base}Z`;
  const clip = svg.clip(`<path d="${outline}"/>`);
  const stripes: string[] = [];
  for (let i = 0; i < 10; i += 2) {
    const a = 250 + i * 30;
    const b = 278 + i * 24.4;
    stripes.push(`M${a},${top}L${a + 30},${top}L${r1(b + 24.4)},${base}L${r1(b)},${base}Z`);
  }
  const shading = svg.linear(
    [
      [0, '#000000', 0.18],
      [0.35, '#000000', 0],
      [0.8, '#000000', 0.05],
      [1, '#000000', 0.25],
    ],
    0,
    0,
    1,
    0,
  );
  const extra = piece(svg, coating, random, { x: 640, y: 470, angle: 160, scale: 0.75 }, DRUMSTICK);
  return [
    shadow(svg, 400, base + 4, 200, 20),
    pieces,
    `<path d="${outline}" fill="#FFFFFF"/>`,
    `<path d="${stripes.join('')}" fill="#D62828" clip-path="${clip}"/>`,
    `<path d="${outline}" fill="${shading}"/>`,
    `<rect x="240" y="${top - 8}" width="320" height="24" rx="10" fill="#B71C1C"/>`,
    `<rect x="246" y="${top - 6}" width="308" height="6" rx="3" fill="#FFFFFF" fill-opacity="0.35"/>`,
    `<circle cx="400" cy="410" r="48" fill="#FFF8E7"/>`,
    `<circle cx="400" cy="410" r="38" fill="none" stroke="#D62828" stroke-width="6"/>`,
    `<path d="M382,420L400,392L418,420Z" fill="#D62828"/>`,
    shadow(svg, 640, 500, 90, 12),
    extra,
  ].join('');
}

function platter(svg: Svg, coating: Coating, random: Random): string {
  const pieces = [
    { x: 330, y: 420, angle: -160, scale: 1 },
    { x: 470, y: 410, angle: -25, scale: 1 },
    { x: 410, y: 462, angle: 10, scale: 1.05 },
  ]
    .map((place) => piece(svg, coating, random, place, DRUMSTICK))
    .join('');
  return plate(svg, 400, 455, 290, 82) + pieces + dip(svg, 650, 500, '#F3E5AB', 0.8);
}

function wings(svg: Svg, coating: Coating, random: Random): string {
  const spots = [
    [300, 430, -20],
    [400, 420, 15],
    [500, 432, -10],
    [350, 468, 25],
    [455, 470, -30],
    [400, 385, 5],
  ] as const;
  const pile = spots
    .map(([x, y, angle]) => piece(svg, coating, random, { x, y, angle, scale: 1 }, WING))
    .join('');
  const garnish = scatter(400, 430, 150, 45, 14, random)
    .map(([x, y], i) =>
      i % 2 === 0
        ? `<ellipse cx="${x}" cy="${y}" rx="4" ry="2" fill="#FFF6DF"/>`
        : `<circle cx="${x}" cy="${y}" r="4" fill="none" stroke="#7CB342" stroke-width="2.5"/>`,
    )
    .join('');
  return (
    plate(svg, 400, 455, 280, 80, '#2F2F33') + pile + garnish + dip(svg, 660, 505, '#F7F3E8', 0.8)
  );
}

function tenders(svg: Svg, coating: Coating, random: Random): string {
  const paper = checkeredPaper(svg, 400, 360);
  const strips = [
    { x: 318, y: 330, angle: -52, scale: 1 },
    { x: 482, y: 330, angle: -128, scale: 1 },
    { x: 400, y: 300, angle: -90, scale: 1.05 },
    { x: 355, y: 352, angle: -72, scale: 0.95 },
    { x: 448, y: 350, angle: -106, scale: 0.95 },
  ]
    .map((place) => piece(svg, coating, random, place, TENDER))
    .join('');
  const basketFill = svg.linear([
    [0, '#E53935'],
    [1, '#A31515'],
  ]);
  const holes: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 7; col++) {
      holes.push(
        `<rect x="${300 + col * 29 + row * 3}" y="${410 + row * 28}" width="16" height="12" rx="5"/>`,
      );
    }
  }
  return [
    shadow(svg, 400, 505, 190, 18),
    paper,
    strips,
    `<path d="M245,395L555,395L515,502L285,502Z" fill="${basketFill}"/>`,
    `<g fill="#7A0F0F" fill-opacity="0.55">${holes.join('')}</g>`,
    `<rect x="238" y="386" width="324" height="18" rx="9" fill="#C62828"/>`,
    dip(svg, 650, 500, '#D84315', 0.75),
  ].join('');
}

function checkeredPaper(svg: Svg, cx: number, cy: number): string {
  const clip = svg.clip(
    `<path d="M${cx - 170},${cy + 40}L${cx - 120},${cy - 90}L${cx + 130},${cy - 100}L${cx + 175},${cy + 40}Z"/>`,
  );
  const squares: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 14; col++) {
      if ((row + col) % 2 === 0) {
        squares.push(
          `<rect x="${cx - 180 + col * 26}" y="${cy - 110 + row * 26}" width="26" height="26"/>`,
        );
      }
    }
  }
  return `<g clip-path="${clip}"><rect x="${cx - 200}" y="${cy - 120}" width="400" height="180" fill="#FFFFFF"/><g fill="#E53935" fill-opacity="0.8">${squares.join('')}</g></g>`;
}

function popcorn(svg: Svg, coating: Coating, random: Random): string {
  const bites = scatter(400, 300, 105, 42, 22, random)
    .sort((a, b) => a[1] - b[1])
    .map(([x, y]) =>
      piece(
        svg,
        coating,
        random,
        { x, y, angle: random() * 360, scale: 0.9 + random() * 0.5 },
        BITE,
      ),
    )
    .join('');
  const spill = [
    [560, 488],
    [600, 495],
    [255, 492],
  ]
    .map(([x = 0, y = 0]) =>
      piece(svg, coating, random, { x, y, angle: random() * 360, scale: 1.1 }, BITE),
    )
    .join('');
  return carton(svg, '#D62828', bites) + shadow(svg, 580, 500, 60, 8) + spill;
}
