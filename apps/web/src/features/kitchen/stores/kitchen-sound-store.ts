import { create } from 'zustand';
import { alertToneUnlocked, unlockAlertTone } from '@/lib/alert-tone.ts';

/** Where the display remembers that the kitchen wants its chime, per browser. */
export const KITCHEN_SOUND_KEY = 'kitchenSound';

function readWanted(): boolean {
  try {
    return globalThis.localStorage?.getItem(KITCHEN_SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

function remember(wanted: boolean): void {
  try {
    globalThis.localStorage?.setItem(KITCHEN_SOUND_KEY, wanted ? 'on' : 'off');
  } catch {
    // Storage disabled: the choice lasts as long as the page.
  }
}

interface KitchenSoundState {
  /** The kitchen turned the chime on (remembered across visits). */
  wanted: boolean;
  /** The browser lets the page play it: a tap since this page loaded unlocked audio. */
  unlocked: boolean;
  /** From a tap: unlocks audio and remembers the choice. */
  turnOn: () => Promise<void>;
  turnOff: () => void;
  /** From any tap while the chime is wanted: a reloaded page needs one before it may play. */
  unlock: () => Promise<void>;
}

/**
 * The chime of a new ticket. Browsers play sound only after a gesture on the page, so the
 * display asks for a tap until sound is on; once chosen, any later tap unlocks it again.
 */
export const useKitchenSound = create<KitchenSoundState>()((set, get) => ({
  wanted: readWanted(),
  unlocked: alertToneUnlocked(),
  turnOn: async () => {
    remember(true);
    set({ wanted: true });
    set({ unlocked: await unlockAlertTone() });
  },
  turnOff: () => {
    remember(false);
    set({ wanted: false });
  },
  unlock: async () => {
    if (!get().wanted || get().unlocked) return;
    set({ unlocked: await unlockAlertTone() });
  },
}));
