import { mealPicture, prayerFlags, type Shot, trioPicture } from './artwork/compose.ts';
import type { DishArt } from './artwork/dish.ts';
import { interior } from './artwork/interior.ts';
import { landscape } from './artwork/landscape.ts';
import { nightEvent } from './artwork/night.ts';
import type { Picture } from './artwork/render.ts';
import { Svg } from './artwork/svg.ts';
import { team } from './artwork/team.ts';
import type { GallerySeed, GalleryShot } from './galleries.ts';
import type { CategorySeed, MealSeed } from './menu-data.ts';
import type { EventSeed } from './promotions.ts';
import { createRandom, seedFromText } from './random.ts';

/** 'Timur Fried Chicken (6 pc)' → 'timur-fried-chicken-6-pc' */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const SHOTS: readonly Shot[] = ['hero', 'combo', 'close-up'];

/** Paths relative to the uploads root, as meals.images stores them. */
export function mealImagePaths(meal: MealSeed): string[] {
  return SHOTS.slice(0, meal.pictures).map((_, i) => `meals/${slugify(meal.name)}-${i + 1}.webp`);
}

export function categoryImagePath(category: CategorySeed): string {
  return `categories/${slugify(category.name)}.webp`;
}

export function eventImagePath(event: EventSeed): string {
  return `events/${slugify(event.title)}.webp`;
}

/** Bare file names, as gallery_images.fileName stores them; the files live in gallery/. */
export function galleryFileNames(gallery: GallerySeed): string[] {
  return gallery.shots.map((_, i) => `${slugify(gallery.title)}-${i + 1}.webp`);
}

export interface PictureSources {
  meals: readonly MealSeed[];
  categories: readonly CategorySeed[];
  events: readonly EventSeed[];
  galleries: readonly GallerySeed[];
}

/** Every picture the demo data refers to, each drawn from its own stable seed. */
export function allPictures(sources: PictureSources): Picture[] {
  const artOf = new Map(sources.meals.map((meal) => [meal.name, meal.art]));
  const arts = (names: readonly string[]) =>
    names.flatMap((name) => {
      const art = artOf.get(name);
      return art ? [art] : [];
    });
  const pictures: Picture[] = [];
  for (const meal of sources.meals) {
    mealImagePaths(meal).forEach((path, i) => {
      const shot = SHOTS[i] ?? 'hero';
      pictures.push({ path, draw: () => mealPicture(meal.art, shot, seedFromText(path)) });
    });
  }
  for (const category of sources.categories) {
    const path = categoryImagePath(category);
    pictures.push({ path, draw: () => trioPicture(arts(category.cover), seedFromText(path)) });
  }
  for (const event of sources.events) {
    const path = eventImagePath(event);
    const flags = prayerFlags(8, 70);
    pictures.push({
      path,
      draw: () => trioPicture(arts(event.featuring), seedFromText(path), flags),
    });
  }
  for (const gallery of sources.galleries) {
    galleryFileNames(gallery).forEach((name, i) => {
      const path = `gallery/${name}`;
      const shot = gallery.shots[i];
      if (shot) pictures.push({ path, draw: () => galleryPicture(shot, seedFromText(path)) });
    });
  }
  return pictures;
}

function galleryPicture(shot: GalleryShot, seed: number): string {
  if ('dishes' in shot) return dishesPicture(shot.dishes, seed);
  const svg = new Svg(800, 600);
  switch (shot.scene) {
    case 'interior':
      return interior(svg, shot.variant);
    case 'landscape':
      return landscape(svg, shot.variant);
    case 'night':
      return nightEvent(svg, shot.variant, createRandom(seed).next);
    case 'team':
      return team(svg, shot.variant);
  }
}

function dishesPicture(dishes: readonly DishArt[], seed: number): string {
  const [only] = dishes;
  return dishes.length === 1 && only ? mealPicture(only, 'combo', seed) : trioPicture(dishes, seed);
}
