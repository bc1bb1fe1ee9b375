import type { SelfRegisterResponse } from '@shop/shared';
import {
  CalendarCheck,
  CircleCheckBig,
  PartyPopper,
  Trophy,
  UserRoundPlus,
  Wallet,
} from 'lucide-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown.ts';
import { customerName } from './customer-name.ts';
import { StatTile } from './stat-tile.tsx';
import { StepHeading } from './step-heading.tsx';

/**
 * docs/product-rules.md#check-in-kiosk: the success panel goes to the home page after 5 seconds.
 */
export const SUCCESS_REDIRECT_MS = 5_000;

/**
 * 'Welcome Back!' or 'Registration Successful!', then home after 5 seconds
 * (docs/product-rules.md#check-in-kiosk).
 */
export function SuccessPanel({
  result,
  onNextCustomer,
}: {
  result: SelfRegisterResponse;
  onNextCustomer: () => void;
}) {
  const { t } = useTranslation('check-in');
  const { money, number } = useFormat();
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate('/'), [navigate]);
  const secondsLeft = useRedirectCountdown(SUCCESS_REDIRECT_MS, goHome);
  const { customer, returning } = result;
  const name = customerName(customer);
  const Icon = returning ? PartyPopper : UserRoundPlus;

  const lead = returning
    ? name
      ? t('success.welcomeBackLead', { name })
      : t('success.welcomeBackLeadGuest')
    : name
      ? t('success.registeredLead', { name })
      : t('success.registeredLeadGuest');

  return (
    <section aria-labelledby="success-title" className="mx-auto max-w-2xl text-center">
      <span className="relative mx-auto flex size-24 items-center justify-center">
        <span aria-hidden="true" className="absolute -inset-3 rounded-full bg-emerald-400/15" />
        <span className="relative flex size-24 items-center justify-center rounded-full bg-emerald-600 text-white shadow-xl shadow-emerald-900/25">
          <CircleCheckBig className="size-12" aria-hidden="true" />
        </span>
      </span>
      <StepHeading id="success-title" focusOnShow className="mt-6 text-4xl sm:text-5xl">
        {returning ? t('success.welcomeBack') : t('success.registered')}
      </StepHeading>
      <p className="mt-3 text-lg text-balance text-charcoal-700">
        <Icon
          className="mr-2 inline-block size-5 align-[-0.2em] text-flame-600"
          aria-hidden="true"
        />
        {lead}
      </p>
      <dl className="mt-8 grid grid-cols-2 gap-3 text-left sm:grid-cols-3">
        {returning && (
          <StatTile icon={CalendarCheck} label={t('success.visitNumber')} testId="visit-number">
            {number(customer.visitCount)}
          </StatTile>
        )}
        <StatTile icon={Trophy} label={t('success.status')} testId="success-status">
          {t(`status.${customer.customerStatus}`)}
        </StatTile>
        <StatTile
          icon={Wallet}
          label={t('success.totalSpent')}
          testId="success-total"
          className={returning ? 'col-span-2 sm:col-span-1' : 'sm:col-span-2'}
        >
          {money(customer.totalSpent)}
        </StatTile>
      </dl>
      <div className="mt-8 flex flex-col items-center gap-4">
        <Button
          size="lg"
          onClick={onNextCustomer}
          className="h-16 w-full text-lg sm:w-auto sm:min-w-72"
        >
          {t('success.nextCustomer')}
        </Button>
        <p className="text-sm text-charcoal-600">{t('success.redirect', { count: secondsLeft })}</p>
      </div>
    </section>
  );
}
