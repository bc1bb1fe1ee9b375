import { type AdminEventSaved, adminEventSavedSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** POST /api/admin/events, or PUT /api/admin/events/{id} with an id: the multipart event form. */
export function saveEvent(id: number | null, form: FormData): Promise<AdminEventSaved> {
  return id === null
    ? adminApi.post('/admin/events', form, adminEventSavedSchema)
    : adminApi.put(`/admin/events/${id}`, form, adminEventSavedSchema);
}
