import { type AdminEvent, type EventForm, restaurantDateTimeInput } from '@shop/shared';

/** The event form as its inputs hold it: text, and date-times in Kathmandu. */
export interface EventFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  coupon_code: string;
  discount_percentage: string;
  is_active: boolean;
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  description: '',
  start_date: '',
  end_date: '',
  coupon_code: '',
  discount_percentage: '',
  is_active: true,
};

/** An event's fields as the form shows them for editing. */
export function eventFormValuesOf(event: AdminEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    start_date: restaurantDateTimeInput(event.start_date),
    end_date: restaurantDateTimeInput(event.end_date),
    coupon_code: event.coupon_code ?? '',
    discount_percentage:
      event.discount_percentage === null ? '' : String(event.discount_percentage),
    is_active: event.is_active,
  };
}

/** The checked form as the multipart body the API reads (is_active as 1 or 0). */
export function eventFormData(form: EventForm, image: File | null): FormData {
  const body = new FormData();
  body.set('title', form.title);
  body.set('description', form.description);
  body.set('start_date', form.start_date.toISOString());
  body.set('end_date', form.end_date.toISOString());
  body.set('coupon_code', form.coupon_code ?? '');
  body.set(
    'discount_percentage',
    form.discount_percentage === null ? '' : String(form.discount_percentage),
  );
  body.set('is_active', form.is_active ? '1' : '0');
  if (image) body.set('image', image);
  return body;
}
