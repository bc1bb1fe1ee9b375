/** docs/product-rules.md#gallery-management: a gallery card shows at most 4 images. */
export const CARD_IMAGES = 4;

/**
 * The images a card shows, and the '+N' on the fourth when there are more than 4
 * (docs/product-rules.md#gallery-management: N is the count minus 3, the images the overlay stands
 * for, itself included).
 */
export function cardThumbs(images: readonly string[]): { shown: string[]; more: number } {
  const shown = images.slice(0, CARD_IMAGES);
  return { shown, more: images.length > CARD_IMAGES ? images.length - (CARD_IMAGES - 1) : 0 };
}

/** Where a gallery picture is served. */
export function galleryImageUrl(fileName: string): string {
  return `/uploads/gallery/${encodeURIComponent(fileName)}`;
}
