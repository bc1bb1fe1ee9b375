import {
  ADMIN_EVENTS_PAGE_SIZE,
  type AdminEvent,
  adminEventListQuerySchema,
  adminEventListResponseSchema,
  EVENT_STATUS_FILTERS,
  type EventForm,
  restaurantDateTimeInput,
} from '@shop/shared';
import { CalendarCheck, CalendarDays } from 'lucide-react';
import { adminQueryKeys, defineSection, requestBody } from '@/features/admin-common/index.ts';
import { adminPromotions } from '@/i18n/locales/en/admin-promotions.ts';

/**
 * GET /api/admin/events: a page of events, newest first, and the figures of all. An event's code
 * is a coupon, so the coupons change with it; the shop's popup keeps the active events for the
 * whole visit (features/events), so it reads them again too.
 */
export const eventsSection = defineSection({
  words: ['admin-promotions', 'events'],
  nameOf: (event) => event.title,
  tiles: [
    ['total', CalendarDays, 'flame'],
    ['active', CalendarCheck, 'emerald'],
  ],
  filters: [
    { kind: 'search', key: 'search' },
    { kind: 'select', key: 'status', choices: EVENT_STATUS_FILTERS },
  ],
  deletePath: (event) => `/admin/events/${event.id}`,
  deleteNote: (event) => !!event.coupon_code && { code: event.coupon_code },
  fixedQuery: { limit: ADMIN_EVENTS_PAGE_SIZE },
  loadFailed: adminPromotions.events.loadFailed,
  alsoStale: [adminQueryKeys.section('coupons'), ['events', 'active']],
  from: ['/admin/events', adminEventListQuerySchema, adminEventListResponseSchema],
});

/** The event form as its inputs hold it (date-times in Kathmandu); empty to create one. */
export const eventFormValues = (event: AdminEvent | null) => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  start_date: event ? restaurantDateTimeInput(event.start_date) : '',
  end_date: event ? restaurantDateTimeInput(event.end_date) : '',
  coupon_code: event?.coupon_code ?? '',
  discount_percentage: event?.discount_percentage?.toString() ?? '',
  is_active: event?.is_active ?? true,
});

/** The checked form as the multipart body the API reads: ISO date-times, is_active as 1 or 0. */
export const eventFormData = (form: EventForm, image: File | null) =>
  requestBody(
    {
      ...form,
      start_date: form.start_date.toISOString(),
      end_date: form.end_date.toISOString(),
      is_active: form.is_active ? 1 : 0,
    },
    { image: image ? [image] : [] },
  );
