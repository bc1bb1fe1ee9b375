import type { AdminFeedback } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { feedbacksCsv } from './feedback-section.tsx';

const feedback = (fields: Partial<AdminFeedback>): AdminFeedback => ({
  id: 1,
  name: 'Ram Thapa',
  email: 'ram@example.com',
  category: 'food_quality',
  rating: 5,
  message: 'Great',
  images: [],
  status: 'pending',
  created_at: '2025-06-01T06:15:00.000Z', // noon in Kathmandu
  updated_at: '2025-06-01T06:15:00.000Z',
  ...fields,
});

describe('feedbacks.csv', () => {
  it('has the spec’s columns and one quoted, escaped record per row shown', () => {
    const csv = feedbacksCsv([
      feedback({ message: 'Loved it.\r\nWill come back "soon"' }),
      feedback({ name: '@admin', rating: 1, message: '-1 star', status: 'resolved' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Name","Email","Category","Rating","Message","Status","Date"',
      '"Ram Thapa","ram@example.com","food_quality","5","Loved it. Will come back ""soon""","pending","2025-06-01 12:00"',
      '"\'@admin","ram@example.com","food_quality","1","\'-1 star","resolved","2025-06-01 12:00"',
      '',
    ]);
  });
});
