import { blobPath, r1, type Svg, scatter, shade, shadow } from './svg.ts';

export type Patty = 'buff' | 'chicken' | 'paneer' | 'veg';
export type Topping = 'cheese' | 'lettuce' | 'tomato' | 'onion' | 'jalapeno' | 'egg' | 'mushroom';

export interface BurgerArt {
  kind: 'burger';
  bun: 'sesame' | 'brioche' | 'charcoal';
  /** Bottom to top; a cheese slice melts over every patty when `cheese` is set. */
  patties: readonly Patty[];
  cheese?: boolean;
  /** Toppings between the last patty and the top bun, bottom to top. */
  toppings: readonly Topping[];
  /** Sauce dripping under the top bun. */
  sauce?: string;
}

const CENTRE = 400;
const BASE = 500;
const HALF = 180;
const MAX_HEIGHT = 340;

type Layer = (svg: Svg, y: number, random: () => number) => { body: string; height: number };

/** A side view of a stacked burger resting on y = 500, centred on x = 400. */
export function drawBurger(svg: Svg, art: BurgerArt, random: () => number): string {
  const layers: Layer[] = [bottomBun];
  for (const patty of art.patties) {
    layers.push(pattyLayer(patty));
    if (art.cheese) layers.push(cheese);
  }
  for (const topping of art.toppings) layers.push(TOPPINGS[topping]);
  if (art.sauce) layers.push(sauceLayer(art.sauce));
  layers.push(topBun(art.bun));

  let y = BASE;
  const parts: string[] = [];
  for (const layer of layers) {
    const { body, height } = layer(svg, y, random);
    parts.push(body);
    y -= height;
  }
  const scale = Math.min(1, MAX_HEIGHT / (BASE - y));
  const fit = `translate(${CENTRE} ${BASE}) scale(${r1(scale * 100) / 100}) translate(${-CENTRE} ${-BASE})`;
  return `${shadow(svg, CENTRE, BASE + 6, 230, 24)}<g transform="${fit}">${parts.join('')}</g>`;
}

const bottomBun: Layer = (svg, y) => {
  const h = 58;
  const top = y - h;
  const x0 = CENTRE - HALF + 4;
  const x1 = CENTRE + HALF - 4;
  const fill = svg.linear([
    [0, '#F3B868'],
    [1, '#C0702C'],
  ]);
  const body = `<path d="M${x0},${top}L${x1},${top}C${x1 + 6},${top + 40} ${x1 - 20},${y} ${x1 - 60},${y}L${x0 + 60},${y}C${x0 + 20},${y} ${x0 - 6},${top + 40} ${x0},${top}Z" fill="${fill}"/><rect x="${x0}" y="${top}" width="${x1 - x0}" height="9" rx="4" fill="#FBE2B4"/>`;
  return { body, height: h - 6 };
};

const PATTY_COLOURS: Record<Patty, { base: string; crumb: string; speck: string }> = {
  buff: { base: '#6E3A22', crumb: '#9A5A38', speck: '#2E160B' },
  chicken: { base: '#E39A3B', crumb: '#FFD48A', speck: '#A4561A' },
  paneer: { base: '#E07B32', crumb: '#F7B26A', speck: '#8F3A12' },
  veg: { base: '#C98B3C', crumb: '#8DBF4A', speck: '#6B4A1E' },
};

function pattyLayer(kind: Patty): Layer {
  return (svg, y, random) => {
    const crispy = kind === 'chicken';
    const h = crispy ? 66 : 58;
    const cy = y - h / 2;
    const colours = PATTY_COLOURS[kind];
    const fill = svg.linear([
      [0, shade(colours.base, 0.18)],
      [0.6, colours.base],
      [1, shade(colours.base, -0.35)],
    ]);
    const outline = blobPath(
      CENTRE,
      cy,
      HALF + 14,
      h / 2,
      { bumps: crispy ? 64 : 44, jitter: crispy ? 0.14 : 0.06, power: 3.2 },
      random,
    );
    const texture = scatter(CENTRE, cy, HALF - 4, h / 2 - 8, crispy ? 34 : 26, random)
      .map(([x, sy], i) => {
        const colour = i % 3 === 0 ? colours.speck : colours.crumb;
        const size = r1(crispy ? 3 + random() * 4 : 2 + random() * 3);
        return `<circle cx="${x}" cy="${sy}" r="${size}" fill="${colour}" fill-opacity="0.7"/>`;
      })
      .join('');
    const sheen = `<path d="M${CENTRE - HALF + 20},${r1(cy - h / 2 + 10)}Q${CENTRE},${r1(cy - h / 2 + 2)} ${CENTRE + HALF - 20},${r1(cy - h / 2 + 10)}" stroke="#FFFFFF" stroke-opacity="0.22" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    return { body: `<path d="${outline}" fill="${fill}"/>${texture}${sheen}`, height: h - 10 };
  };
}

/** A melting slice with drips hanging over the layer below. */
const cheese: Layer = (svg, y, random) => {
  const top = y - 12;
  const x0 = CENTRE - HALF - 12;
  const x1 = CENTRE + HALF + 12;
  const fill = svg.linear([
    [0, '#FFD54F'],
    [1, '#FFA000'],
  ]);
  let d = `M${x0},${top}L${x1},${top}L${x1 + 8},${y + 18}L${x1 - 22},${y}`;
  const drips = 5;
  for (let i = drips; i >= 1; i--) {
    const x = r1(x0 + ((x1 - x0) * i) / (drips + 1) + (random() - 0.5) * 30);
    const len = r1(16 + random() * 26);
    d += `L${x + 11},${y}C${x + 11},${y + len} ${x - 11},${y + len} ${x - 11},${y}`;
  }
  d += `L${x0 + 22},${y}L${x0 - 8},${y + 18}Z`;
  return { body: `<path d="${d}" fill="${fill}"/>`, height: 6 };
};

const tomato: Layer = (svg, y) => {
  const h = 18;
  const fill = svg.linear([
    [0, '#FF6F61'],
    [1, '#C62828'],
  ]);
  const slice = (x: number) =>
    `<rect x="${x}" y="${y - h}" width="190" height="${h}" rx="9" fill="${fill}"/><rect x="${x + 14}" y="${y - h + 5}" width="162" height="5" rx="2.5" fill="#FFAB91" fill-opacity="0.8"/>`;
  return { body: slice(CENTRE - HALF - 16) + slice(CENTRE + HALF - 172), height: 15 };
};

const lettuce: Layer = (svg, y, random) => {
  const top = y - 14;
  const x0 = CENTRE - HALF - 26;
  const x1 = CENTRE + HALF + 26;
  const fill = svg.linear([
    [0, '#9CCC65'],
    [1, '#4E8F2A'],
  ]);
  let d = `M${x0},${top}Q${CENTRE},${top - 10} ${x1},${top}`;
  const waves = 9;
  for (let i = 1; i <= waves; i++) {
    const x = r1(x1 - ((x1 - x0) * i) / waves);
    const depth = r1(y + 8 + random() * 16);
    d += `Q${r1(x + (x1 - x0) / waves / 2)},${depth} ${x},${y}`;
  }
  const vein = `<path d="M${x0 + 20},${top + 6}Q${CENTRE},${top - 2} ${x1 - 20},${top + 6}" stroke="#DCEDC8" stroke-width="3" fill="none" stroke-opacity="0.8"/>`;
  return { body: `<path d="${d}Z" fill="${fill}"/>${vein}`, height: 17 };
};

const onion: Layer = (_svg, y) => {
  const rings = [-110, 0, 110]
    .map(
      (dx) =>
        `<ellipse cx="${CENTRE + dx}" cy="${y - 5}" rx="70" ry="7" fill="none" stroke="#8E3B8A" stroke-width="5"/><ellipse cx="${CENTRE + dx}" cy="${y - 5}" rx="62" ry="4" fill="none" stroke="#F3E5F5" stroke-width="2"/>`,
    )
    .join('');
  return { body: rings, height: 12 };
};

const jalapeno: Layer = (_svg, y) => {
  const slices = [-140, -70, 0, 70, 140]
    .map(
      (dx) =>
        `<ellipse cx="${CENTRE + dx}" cy="${y - 6}" rx="30" ry="8" fill="#7CB342" stroke="#2E7D32" stroke-width="4"/><circle cx="${CENTRE + dx - 6}" cy="${y - 6}" r="2.5" fill="#F1F8E9"/><circle cx="${CENTRE + dx + 7}" cy="${y - 5}" r="2.5" fill="#F1F8E9"/>`,
    )
    .join('');
  return { body: slices, height: 14 };
};

const egg: Layer = (svg, y, random) => {
  const white = blobPath(
    CENTRE + 10,
    y - 8,
    HALF + 10,
    14,
    { bumps: 14, jitter: 0.25, power: 2.4 },
    random,
  );
  const yolk = svg.radial(
    [
      [0, '#FFE082'],
      [1, '#FF8F00'],
    ],
    0.4,
    0.35,
    0.7,
  );
  const body = `<path d="${white}" fill="#FFFDF5"/><ellipse cx="${CENTRE + 30}" cy="${y - 18}" rx="44" ry="24" fill="${yolk}"/><ellipse cx="${CENTRE + 18}" cy="${y - 28}" rx="12" ry="6" fill="#FFFFFF" fill-opacity="0.6"/>`;
  return { body, height: 16 };
};

const mushroom: Layer = (_svg, y) => {
  const slices = [-130, -45, 45, 130]
    .map((dx) => {
      const x = CENTRE + dx;
      return `<path d="M${x - 40},${y - 4}Q${x - 40},${y - 30} ${x},${y - 30}Q${x + 40},${y - 30} ${x + 40},${y - 4}Z" fill="#8D6E63"/><path d="M${x - 12},${y - 6}L${x - 10},${y - 18}L${x + 10},${y - 18}L${x + 12},${y - 6}Z" fill="#D7CCC8"/>`;
    })
    .join('');
  return { body: slices, height: 26 };
};

const TOPPINGS: Record<Topping, Layer> = {
  cheese,
  lettuce,
  tomato,
  onion,
  jalapeno,
  egg,
  mushroom,
};

function sauceLayer(colour: string): Layer {
  return (svg, y, random) => {
    const fill = svg.linear([
      [0, shade(colour, 0.2)],
      [1, shade(colour, -0.2)],
    ]);
    const x0 = CENTRE - HALF + 6;
    const x1 = CENTRE + HALF - 6;
    let d = `M${x0},${y - 8}L${x1},${y - 8}`;
    for (let i = 4; i >= 1; i--) {
      const x = r1(x0 + ((x1 - x0) * i) / 5 + (random() - 0.5) * 40);
      const len = r1(12 + random() * 22);
      d += `L${x + 8},${y}C${x + 8},${y + len} ${x - 8},${y + len} ${x - 8},${y}`;
    }
    d += `L${x0},${y}Z`;
    return { body: `<path d="${d}" fill="${fill}"/>`, height: 4 };
  };
}

const BUNS = {
  sesame: { light: '#FAD08A', mid: '#E89A40', dark: '#B5622A', seeds: 24 },
  brioche: { light: '#FFC875', mid: '#E07F24', dark: '#9E4B16', seeds: 0 },
  charcoal: { light: '#6A6A6A', mid: '#3A3A3A', dark: '#161616', seeds: 22 },
} as const;

function topBun(kind: BurgerArt['bun']): Layer {
  return (svg, y, random) => {
    const colours = BUNS[kind];
    const h = 132;
    const top = y - h;
    const base = y - 4;
    const x0 = CENTRE - HALF - 10;
    const x1 = CENTRE + HALF + 10;
    const fill = svg.radial(
      [
        [0, colours.light],
        [0.55, colours.mid],
        [1, colours.dark],
      ],
      0.38,
      0.28,
      0.8,
    );
    const dome = `M${x0},${base}C${x0},${top + 50} ${x0 + 70},${top} ${CENTRE},${top}C${x1 - 70},${top} ${x1},${top + 50} ${x1},${base}Q${x1},${y + 2} ${x1 - 22},${y + 2}L${x0 + 22},${y + 2}Q${x0},${y + 2} ${x0},${base}Z`;
    const shine = `<ellipse cx="${CENTRE - 70}" cy="${top + 42}" rx="78" ry="22" fill="#FFFFFF" fill-opacity="0.28" transform="rotate(-14 ${CENTRE - 70} ${top + 42})"/>`;
    const seeds: string[] = [];
    for (let i = 0; i < colours.seeds; i++) {
      const u = (random() * 2 - 1) * 0.82;
      const v = 0.2 + random() * 0.68;
      const x = r1(CENTRE + u * (HALF - 6));
      const sy = r1(base - v * (base - top - 6) * Math.sqrt(1 - u * u));
      const angle = Math.round(u * 50 + (random() - 0.5) * 50);
      seeds.push(
        `<ellipse cx="${x}" cy="${sy}" rx="7.5" ry="3.8" fill="#FFF6DF" stroke="#D9B57A" stroke-width="0.8" transform="rotate(${angle} ${x} ${sy})"/>`,
      );
    }
    return { body: `<path d="${dome}" fill="${fill}"/>${shine}${seeds.join('')}`, height: h };
  };
}
