export const GALLERY_CATEGORIES = ['food', 'restaurant', 'events', 'team', 'other'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
