import { describe, expect, it } from 'vitest';
import { DEFAULT_LATER_ORDER_SETTINGS } from '../domain/ordering-defaults.ts';
import { busyPauseSchema, laterOrderSettingsSchema } from './ordering.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('busyPauseSchema', () => {
  const startedAt = '2026-03-02T06:15:00Z';

  it('takes each way a pause ends', () => {
    for (const pause of [
      { ends: 'until', startedAt, until: '2026-03-02T06:45:00Z', reason: 'Kitchen full' },
      { ends: 'resumed', startedAt, reason: 'Kitchen full' },
      { ends: 'next-opening', startedAt: '2026-03-02T12:00:00+05:45', reason: 'Kitchen full' },
    ]) {
      expect(busyPauseSchema.safeParse(pause).success).toBe(true);
    }
  });

  it('needs a reason and, for a timed pause, an end after its start', () => {
    expect(
      messages(busyPauseSchema.safeParse({ ends: 'resumed', startedAt, reason: '  ' })),
    ).toEqual(['Reason is required']);
    expect(
      messages(busyPauseSchema.safeParse({ ends: 'until', startedAt, reason: 'Busy' })),
    ).toEqual(['A pause until a time needs that time']);
    expect(
      messages(
        busyPauseSchema.safeParse({ ends: 'until', startedAt, until: startedAt, reason: 'Busy' }),
      ),
    ).toEqual(['A pause must end after it starts']);
    expect(
      messages(
        busyPauseSchema.safeParse({ ends: 'until', startedAt, until: 'soon', reason: 'Busy' }),
      ),
    ).toEqual(['Until must be a valid date and time']);
  });
});

describe('laterOrderSettingsSchema', () => {
  it('takes the defaults', () => {
    expect(laterOrderSettingsSchema.parse(DEFAULT_LATER_ORDER_SETTINGS)).toEqual(
      DEFAULT_LATER_ORDER_SETTINGS,
    );
  });

  it('refuses each value out of its range, in words', () => {
    const bad = {
      enabled: 'yes',
      daysAhead: 31,
      slotMinutes: 2.5,
      leadMinutes: -1,
      capacityPerSlot: 0,
    };
    expect(messages(laterOrderSettingsSchema.safeParse(bad))).toEqual([
      'enabled must be true or false',
      'Days ahead must be a whole number from 0 to 30',
      'Slot length must be a whole number of minutes from 5 to 240',
      'Lead time must be a whole number of minutes from 0 to 1440',
      'Orders per slot must be a whole number from 1 to 1000',
    ]);
  });
});
