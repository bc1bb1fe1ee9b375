import { createRandom } from '../random.ts';
import { backdrop, PALETTES, type Palette } from './backdrop.ts';
import { type DishArt, drawDish } from './dish.ts';
import type { DrinkArt } from './drinks.ts';
import { r1, Svg } from './svg.ts';

/** The three pictures a meal can have: the dish alone, as a combo, and up close. */
export type Shot = 'hero' | 'combo' | 'close-up';

export const WIDTH = 800;
export const HEIGHT = 600;

const COLA: DrinkArt = { kind: 'drink', style: 'soda', colour: '#6B2F1A', garnish: '#FBC02D' };
const LASSI: DrinkArt = { kind: 'drink', style: 'lassi', colour: '#FFE9B0', garnish: '#7CB342' };
const CHOCOLATE_SHAKE: DrinkArt = {
  kind: 'drink',
  style: 'shake',
  colour: '#8D5A3B',
  garnish: '#D32F2F',
};
const FRIES: DishArt = { kind: 'sides', style: 'fries' };

/** What sits beside each kind of dish in a combo picture: [behind-left, front-right]. */
const COMPANIONS: Record<DishArt['kind'], readonly [DishArt | null, DishArt | null]> = {
  burger: [COLA, FRIES],
  chicken: [COLA, FRIES],
  wrap: [LASSI, FRIES],
  momo: [LASSI, null],
  sides: [COLA, null],
  drink: [null, FRIES],
  dessert: [CHOCOLATE_SHAKE, null],
};

/** `art` drawn at `scale`, its resting point moved from (400, 505) to (x, y). */
function placed(svg: Svg, art: DishArt, random: () => number, x: number, scale: number, y = 505) {
  const transform = `translate(${x} ${y}) scale(${scale}) translate(-400 -505)`;
  return `<g transform="${transform}">${drawDish(svg, art, random)}</g>`;
}

export function mealPicture(art: DishArt, shot: Shot, seed: number): string {
  const random = createRandom(seed).next;
  const svg = new Svg(WIDTH, HEIGHT);
  const palette = PALETTES[seed % PALETTES.length] as Palette;
  const room = backdrop(svg, palette, random);
  if (shot === 'hero') return svg.render(room + placed(svg, art, random, 400, 1.08));
  if (shot === 'close-up') {
    const zoom = `translate(400 400) scale(1.55) translate(-400 -400)`;
    return svg.render(`${room}<g transform="${zoom}">${drawDish(svg, art, random)}</g>`);
  }
  const [left, right] = COMPANIONS[art.kind];
  const body = [
    left ? placed(svg, left, random, 150, 0.6) : '',
    placed(svg, art, random, right ? 390 : 460, 0.9),
    right ? placed(svg, right, random, 660, 0.58) : '',
  ];
  return svg.render(room + body.join(''));
}

/** Three dishes, one behind and two in front: a category's or an event's cover picture. */
export function trioPicture(arts: readonly DishArt[], seed: number, overlay = ''): string {
  const random = createRandom(seed).next;
  const svg = new Svg(WIDTH, HEIGHT);
  const palette = PALETTES[seed % PALETTES.length] as Palette;
  const [back, left, right] = arts;
  const body = [
    back ? placed(svg, back, random, 400, 0.7, 476) : '',
    left ? placed(svg, left, random, 210, 0.62, 556) : '',
    right ? placed(svg, right, random, 590, 0.62, 556) : '',
  ];
  return svg.render(backdrop(svg, palette, random) + overlay + body.join(''));
}

/** Lungta prayer flags strung across the top: a festive touch for events. */
export function prayerFlags(y: number, sag: number, width = WIDTH): string {
  const colours = ['#1E88E5', '#FFFFFF', '#E53935', '#43A047', '#FDD835'];
  const count = 16;
  const flags: string[] = [];
  const rope: string[] = [];
  for (let i = 0; i <= count; i++) {
    const x = (width * i) / count;
    const t = i / count;
    const fy = y + 4 * sag * t * (1 - t);
    rope.push(`${i === 0 ? 'M' : 'L'}${r1(x)},${r1(fy)}`);
    if (i < count) {
      const colour = colours[i % colours.length];
      flags.push(
        `<path d="M${r1(x + 6)},${r1(fy + 2)}L${r1(x + 42)},${r1(fy + 3)}L${r1(x + 38)},${r1(fy + 52)}L${r1(x + 4)},${r1(fy + 50)}Z" fill="${colour}" fill-opacity="0.92"/>`,
      );
    }
  }
  return `<path d="${rope.join('')}" stroke="#6D4C41" stroke-width="2.5" fill="none"/>${flags.join('')}`;
}
