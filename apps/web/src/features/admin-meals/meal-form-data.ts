import type { MealForm } from '@shop/shared';

export interface MealFiles {
  /** On edit, the URLs of the current files that stay, in order; null when adding a meal. */
  keptImages: readonly string[] | null;
  keptVideos: readonly string[] | null;
  newImages: readonly File[];
  newVideos: readonly File[];
}

/**
 * The meal form as the server reads it: the checked fields as text, the lists of files to keep
 * as JSON, and each new file as one more `images` or `videos` part.
 */
export function mealFormData(meal: MealForm, files: MealFiles): FormData {
  const form = new FormData();
  form.append('name', meal.name);
  form.append('description', meal.description);
  form.append('categoryName', meal.categoryName);
  form.append('price', String(meal.price));
  form.append('newPrice', meal.newPrice === null ? '' : String(meal.newPrice));
  form.append('quantity', String(meal.quantity));
  form.append('rating', String(meal.rating));
  if (files.keptImages) form.append('keptImages', JSON.stringify(files.keptImages));
  if (files.keptVideos) form.append('keptVideos', JSON.stringify(files.keptVideos));
  for (const image of files.newImages) form.append('images', image);
  for (const video of files.newVideos) form.append('videos', video);
  return form;
}
