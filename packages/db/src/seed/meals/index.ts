import type { MealSeed } from '../menu-data.ts';
import { BURGERS } from './burgers.ts';
import { FRIED_CHICKEN } from './chicken.ts';
import { DESSERTS } from './desserts.ts';
import { DRINKS } from './drinks.ts';
import { MOMO } from './momo.ts';
import { SIDES } from './sides.ts';
import { WRAPS } from './wraps.ts';

export const MEALS: readonly MealSeed[] = [
  ...BURGERS,
  ...FRIED_CHICKEN,
  ...WRAPS,
  ...MOMO,
  ...SIDES,
  ...DRINKS,
  ...DESSERTS,
];
