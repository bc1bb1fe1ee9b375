import { create } from 'zustand';

/** Where the mute choice is remembered, per browser. */
export const ALERTS_MUTED_KEY = 'adminAlertsMuted';

function readMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(ALERTS_MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

interface AlertSoundState {
  muted: boolean;
  toggle: () => void;
}

/** Whether a new order plays a sound; the admin's choice is kept across visits. */
export const useAlertSound = create<AlertSoundState>()((set, get) => ({
  muted: readMuted(),
  toggle: () => {
    const muted = !get().muted;
    try {
      globalThis.localStorage?.setItem(ALERTS_MUTED_KEY, String(muted));
    } catch {
      // Storage disabled: the choice lasts as long as the page.
    }
    set({ muted });
  },
}));
