import type { CSSProperties } from 'react';
import { Toaster, type ToasterProps } from 'sonner';
import { useTranslation } from '@/i18n/index.ts';

/**
 * Sonner's light "rich" text colours reach only about 4.2:1 on their tinted backgrounds; these
 * darker ones pass WCAG AA (4.5:1) for the small toast text.
 */
const READABLE_COLORS = {
  '--success-text': '#166534',
  '--info-text': '#1d4ed8',
  '--warning-text': '#92400e',
  '--error-text': '#b91c1c',
};

/** Toasts stack at the right edge: their close button sits on the corner nearest it. */
const CLOSE_BUTTON_AT_RIGHT = {
  '--toast-close-button-start': 'unset',
  '--toast-close-button-end': '0',
  '--toast-close-button-transform': 'translate(35%, -35%)',
};

/**
 * Sonner sets its own system font stack; the shop's keeps the self-hosted Devanagari face, so
 * a Nepali toast is not drawn as empty boxes where the system has no Devanagari font.
 */
const SHOP_FONT = { fontFamily: 'var(--font-sans)' };

const TOASTER_STYLE = {
  ...READABLE_COLORS,
  ...CLOSE_BUTTON_AT_RIGHT,
  ...SHOP_FONT,
} as CSSProperties;

export type ShopToasterProps = Pick<ToasterProps, 'id' | 'offset' | 'mobileOffset'>;

/**
 * The shop's toasts (docs/product-rules.md#toasts): top right, gone after 3 s, readable.
 * Loaded with the first toast (shop-toaster.tsx).
 */
export default function SonnerToaster(props: ShopToasterProps) {
  const { t } = useTranslation('common');
  return (
    <Toaster
      containerAriaLabel={t('notifications')}
      position="top-right"
      duration={3000}
      richColors
      closeButton
      style={TOASTER_STYLE}
      {...props}
    />
  );
}
