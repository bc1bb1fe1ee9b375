import { COUPON_TEXTS } from '@shop/shared';
import { LoaderCircle, TicketCheck, TicketPercent, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { controlClasses, FormField } from '@/components/ui/form-field.tsx';
import { Trans, useFormat, useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { CouponControls } from '../hooks/use-coupon.ts';
import { useCouponNoticeText } from '../hooks/use-coupon-notice-text.ts';
import { CheckoutSection } from './checkout-section.tsx';
import { CouponOffers } from './coupon-offers.tsx';

interface CouponSectionProps {
  coupon: CouponControls;
  disabled: boolean;
  /** A free-delivery coupon takes an area's fee off this order. */
  waivesFee: boolean;
}

/**
 * The coupon box: the code upper-cased as typed, Apply asks the server about this cart; an
 * applied coupon shows what it saves (a free-delivery one, that the area's fee is waived) and can be
 * removed. Its own form, so Enter in the code box applies the code instead of placing the order.
 */
export function CouponSection({ coupon, disabled, waivesFee }: CouponSectionProps) {
  const { t } = useTranslation('checkout');
  const { money } = useFormat();
  const translate = useTranslateMessage();
  const noticeText = useCouponNoticeText();
  const { applied } = coupon;

  return (
    <CheckoutSection
      id="coupon-title"
      step={3}
      icon={TicketPercent}
      title={t('coupon.title')}
      lead={applied ? undefined : t('coupon.lead')}
    >
      {applied ? (
        <div
          role="status"
          className="flex items-center gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-4"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white text-emerald-700 shadow-sm ring-1 ring-emerald-100">
            <TicketCheck className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-emerald-950">
              <Trans
                t={t}
                i18nKey="coupon.applied"
                values={{ code: applied.code }}
                components={[<span key="code" className="font-mono font-bold tracking-wider" />]}
              />
            </p>
            <p className="mt-0.5 text-sm text-emerald-900">
              {applied.discount > 0
                ? t('coupon.saving', { amount: money(applied.discount) })
                : waivesFee
                  ? t('coupon.feeWaived')
                  : translate(applied.message ?? COUPON_TEXTS.nothingOff)}
            </p>
          </div>
          <button
            type="button"
            onClick={coupon.remove}
            disabled={disabled}
            aria-label={t('coupon.removeLabel', { code: applied.code })}
            className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-emerald-900 transition hover:bg-white/70 disabled:opacity-55"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('coupon.remove')}</span>
          </button>
        </div>
      ) : (
        <form
          noValidate
          aria-label={t('coupon.title')}
          onSubmit={(event) => {
            event.preventDefault();
            coupon.apply();
          }}
        >
          <FormField
            label={t('coupon.label')}
            optional
            announce
            error={coupon.notice ? noticeText(coupon.notice) : undefined}
          >
            {(control) => (
              <div className="flex gap-2">
                <input
                  {...control}
                  name="coupon"
                  value={coupon.code}
                  onChange={(event) => coupon.setCode(event.target.value)}
                  placeholder={t('coupon.placeholder')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={50}
                  disabled={disabled}
                  className={cn(
                    controlClasses,
                    'font-mono font-semibold tracking-wider placeholder:tracking-normal',
                  )}
                />
                <Button
                  type="submit"
                  variant="dark"
                  disabled={disabled || coupon.checking}
                  className="h-auto shrink-0 px-5 sm:px-6"
                >
                  {coupon.checking && (
                    <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
                  )}
                  {coupon.checking ? t('coupon.applying') : t('coupon.apply')}
                </Button>
              </div>
            )}
          </FormField>
          <CouponOffers onPick={coupon.pick} disabled={disabled || coupon.checking} />
        </form>
      )}
    </CheckoutSection>
  );
}
