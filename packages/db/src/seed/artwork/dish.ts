import { type BurgerArt, drawBurger } from './burger.ts';
import { type ChickenArt, drawChicken } from './chicken.ts';
import { type DessertArt, drawDessert } from './desserts.ts';
import { type DrinkArt, drawDrink } from './drinks.ts';
import { drawMomo, type MomoArt } from './momo.ts';
import { drawSides, type SidesArt } from './sides.ts';
import type { Svg } from './svg.ts';
import { drawWrap, type WrapArt } from './wrap.ts';

/** What a picture of one menu item shows; each kind has its own illustrator. */
export type DishArt = BurgerArt | ChickenArt | WrapArt | MomoArt | SidesArt | DrinkArt | DessertArt;

/** Draws the dish centred on x = 400, resting on the table at y ≈ 500 of an 800×600 canvas. */
export function drawDish(svg: Svg, art: DishArt, random: () => number): string {
  switch (art.kind) {
    case 'burger':
      return drawBurger(svg, art, random);
    case 'chicken':
      return drawChicken(svg, art, random);
    case 'wrap':
      return drawWrap(svg, art, random);
    case 'momo':
      return drawMomo(svg, art, random);
    case 'sides':
      return drawSides(svg, art, random);
    case 'drink':
      return drawDrink(svg, art, random);
    case 'dessert':
      return drawDessert(svg, art, random);
  }
}
