import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useKitchenSound } from '../stores/kitchen-sound-store.ts';

/**
 * "Tap to turn on sound" until the chime can play (browsers need a tap first, also after a
 * reload); then a small switch that turns it off again.
 */
export function SoundControl() {
  const { t } = useTranslation('kitchen');
  const { wanted, unlocked, turnOn, turnOff } = useKitchenSound();
  const on = wanted && unlocked;
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => (on ? turnOff() : void turnOn())}
      title={on ? t('sound.turnOff') : undefined}
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-2 rounded-full px-4 text-base font-bold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-mustard-400',
        on
          ? 'bg-white/10 text-white hover:bg-white/20'
          : 'animate-pulse bg-mustard-400 text-charcoal-950 hover:bg-mustard-500',
      )}
    >
      {on ? (
        <Volume2 className="size-5" aria-hidden="true" />
      ) : (
        <VolumeX className="size-5" aria-hidden="true" />
      )}
      {/* On a phone the pulsing icon alone: its words would push the bar onto three rows. */}
      <span className="max-sm:sr-only">{on ? t('sound.on') : t('sound.turnOn')}</span>
    </button>
  );
}
