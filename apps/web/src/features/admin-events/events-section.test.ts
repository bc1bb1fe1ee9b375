import { type AdminEvent, eventFormSchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { eventFormData, eventFormValues } from './events-section.tsx';

const event: AdminEvent = {
  id: 7,
  title: 'Momo Mania Week',
  description: 'Dumplings all week',
  image_url: null,
  start_date: '2026-03-09T18:15:00.000Z',
  end_date: '2026-03-16T18:15:00.000Z',
  coupon_code: 'MOMOFEST10',
  discount_percentage: 10,
  is_active: true,
  status: 'active',
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
};

describe('the event form values', () => {
  it('show an event in Kathmandu time and send it back unchanged, as the multipart form', () => {
    const values = eventFormValues(event);
    const { start_date, end_date, discount_percentage } = values;
    expect([start_date, end_date, discount_percentage]).toEqual([
      '2026-03-10T00:00',
      '2026-03-17T00:00',
      '10',
    ]);
    const body = eventFormData(eventFormSchema.parse(values), null);
    expect(Object.fromEntries(body)).toEqual({
      title: 'Momo Mania Week',
      description: 'Dumplings all week',
      start_date: event.start_date,
      end_date: event.end_date,
      coupon_code: 'MOMOFEST10',
      discount_percentage: '10',
      is_active: '1',
    });
  });

  it('send a switched-off event without a code as 0 and blanks, with the picked image', () => {
    const values = {
      ...eventFormValues(event),
      coupon_code: '',
      discount_percentage: '',
      is_active: false,
    };
    const image = new File(['x'], 'poster.png', { type: 'image/png' });
    const body = eventFormData(eventFormSchema.parse(values), image);
    expect(body.get('is_active')).toBe('0');
    expect(body.get('coupon_code')).toBe('');
    expect((body.get('image') as File).name).toBe('poster.png');
  });
});
