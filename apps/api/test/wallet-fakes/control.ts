export const ESEWA_STATUSES = [
  'COMPLETE',
  'PENDING',
  'FULL_REFUND',
  'PARTIAL_REFUND',
  'AMBIGUOUS',
  'NOT_FOUND',
  'CANCELED',
] as const;
export type EsewaStatus = (typeof ESEWA_STATUSES)[number];

export const KHALTI_STATUSES = [
  'Completed',
  'Pending',
  'Initiated',
  'Refunded',
  'Expired',
  'User canceled',
  'Partially refunded',
] as const;
export type KhaltiStatus = (typeof KHALTI_STATUSES)[number];

/** A body for a failed Khalti initiate; `true` means Khalti's documented minimum-amount error. */
export type KhaltiInitiateError = boolean | Record<string, unknown>;

export interface FakeControlSettings {
  /** What the eSewa status API answers for every transaction; null answers the truth. */
  esewaStatus: EsewaStatus | null;
  /** What the Khalti lookup answers for every initiated pidx; null answers the truth. */
  khaltiStatus: KhaltiStatus | null;
  /** The API endpoints answer 503. */
  down: boolean;
  /** The API endpoints answer after this many milliseconds. */
  delayMs: number;
  /** Khalti initiate answers 400 with this body (see KhaltiInitiateError). */
  khaltiInitiateError: KhaltiInitiateError;
}

export interface FakeControl extends FakeControlSettings {
  /** Merges the given settings, after checking all of them (nothing changes if one is wrong). */
  set(settings: Partial<FakeControlSettings>): void;
  /** Back to the defaults: the truth, up, no delay, no initiate error. */
  reset(): void;
  /** A plain copy of the current settings. */
  settings(): FakeControlSettings;
}

const DEFAULTS: FakeControlSettings = {
  esewaStatus: null,
  khaltiStatus: null,
  down: false,
  delayMs: 0,
  khaltiInitiateError: false,
};

export class InvalidControlSetting extends Error {}

type Checks = { [K in keyof FakeControlSettings]: (value: unknown) => boolean };
const CHECKS: Checks = {
  esewaStatus: (v) => v === null || (ESEWA_STATUSES as readonly unknown[]).includes(v),
  khaltiStatus: (v) => v === null || (KHALTI_STATUSES as readonly unknown[]).includes(v),
  down: (v) => typeof v === 'boolean',
  delayMs: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0,
  khaltiInitiateError: (v) => typeof v === 'boolean' || (typeof v === 'object' && v !== null),
};

function isSettingName(name: string): name is keyof FakeControlSettings {
  return Object.hasOwn(CHECKS, name);
}

/** Checks an untrusted settings object (e.g. a JSON body) and returns it typed. */
export function parseControlSettings(input: unknown): Partial<FakeControlSettings> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new InvalidControlSetting('Control settings must be a JSON object');
  }
  for (const [name, value] of Object.entries(input)) {
    if (!isSettingName(name)) throw new InvalidControlSetting(`Unknown control setting: ${name}`);
    if (!CHECKS[name](value)) {
      throw new InvalidControlSetting(`Invalid value for ${name}: ${JSON.stringify(value)}`);
    }
  }
  return input as Partial<FakeControlSettings>;
}

/** The fakes' next behaviour; each setter checks its value, as the HTTP control does. */
export function createFakeControl(): FakeControl {
  let current: FakeControlSettings = { ...DEFAULTS };
  const control = {
    set(settings: Partial<FakeControlSettings>) {
      current = { ...current, ...parseControlSettings(settings) };
    },
    reset() {
      current = { ...DEFAULTS };
    },
    settings: () => ({ ...current }),
  } as FakeControl;
  for (const name of Object.keys(DEFAULTS) as (keyof FakeControlSettings)[]) {
    Object.defineProperty(control, name, {
      enumerable: true,
      get: () => current[name],
      set: (value: unknown) => control.set({ [name]: value }),
    });
  }
  return control;
}
