import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { unlockAlertTone } from '@/lib/alert-tone.ts';
import { cn } from '@/lib/cn.ts';
import { useAlertSound } from '../stores/alert-sound-store.ts';

/** Mutes or unmutes the new-order sound; the choice is remembered. */
export function AlertSoundToggle() {
  const { t } = useTranslation('admin');
  const { muted, toggle } = useAlertSound();
  const Icon = muted ? VolumeX : Volume2;
  const label = muted ? t('alerts.unmute') : t('alerts.mute');
  return (
    <button
      type="button"
      onClick={() => {
        void unlockAlertTone();
        toggle();
      }}
      aria-pressed={muted}
      aria-label={t('alerts.mute')}
      title={label}
      className={cn(
        'flex size-10 items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500',
        muted
          ? 'bg-charcoal-900/5 text-charcoal-500 hover:text-charcoal-800'
          : 'text-charcoal-700 hover:bg-charcoal-900/5 hover:text-flame-700',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
