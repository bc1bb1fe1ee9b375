import { type AdminGallery, galleryFormSchema } from '@shop/shared';
import { z } from 'zod';

/** What the form holds: status is active or inactive, sent as isActive. */
export interface GalleryFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  category: string;
  status: 'active' | 'inactive';
  tags: string;
}

/** The server's own rules for the text fields (the spec's messages), plus the status. */
export const galleryFormValuesSchema = galleryFormSchema
  .pick({ title: true, description: true, category: true, tags: true })
  .extend({ status: z.enum(['active', 'inactive']) });

export type ValidGalleryForm = z.output<typeof galleryFormValuesSchema>;

export const EMPTY_GALLERY_FORM: GalleryFormValues = {
  title: '',
  description: '',
  category: '',
  status: 'active',
  tags: '',
};

/** Editing fills the form from the chosen gallery (docs/product-rules.md#gallery-management). */
export function galleryFormValues(gallery: AdminGallery | null): GalleryFormValues {
  if (!gallery) return EMPTY_GALLERY_FORM;
  return {
    title: gallery.title,
    description: gallery.description,
    category: gallery.category,
    status: gallery.isActive ? 'active' : 'inactive',
    tags: gallery.tags.join(', '),
  };
}

/**
 * The multipart body of a save: the text fields first (the server reads them before the
 * files), isActive as true or false, tags comma-separated, then one `images` part per file.
 */
export function galleryFormData(values: ValidGalleryForm, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description ?? '');
  form.append('category', values.category ?? '');
  form.append('isActive', String(values.status === 'active'));
  form.append('tags', (values.tags ?? []).join(','));
  for (const file of files) form.append('images', file, file.name);
  return form;
}
