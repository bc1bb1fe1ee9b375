import { type AlertTone, playAlertTone } from '@/lib/alert-tone.ts';

/**
 * A new ticket's chime: three bright notes, loud enough for a busy kitchen (the back office's
 * tone is two quiet ones).
 */
export const KITCHEN_CHIME: AlertTone = {
  notes: [
    { frequency: 1046.5, start: 0 },
    { frequency: 1318.5, start: 0.18 },
    { frequency: 1568, start: 0.36 },
  ],
  noteSeconds: 0.32,
  volume: 0.6,
};

export function playKitchenChime(): void {
  playAlertTone(KITCHEN_CHIME);
}
