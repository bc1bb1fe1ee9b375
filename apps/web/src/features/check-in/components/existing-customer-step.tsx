import {
  type CheckInCustomer,
  checkInSpendingSchema,
  checkInStatusFor,
  type SelfRegisterResponse,
  toNrs,
  toPaisa,
} from '@shop/shared';
import { CalendarCheck, CircleUserRound, LogIn, Mail, Phone, Trophy, Wallet } from 'lucide-react';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { recordVisit, UPDATE_FAILED } from '../api/record-visit.ts';
import { BackButton } from './back-button.tsx';
import { customerInitials, customerName } from './customer-name.ts';
import { KioskTextField } from './kiosk-text-field.tsx';
import { StatTile } from './stat-tile.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StepHeading } from './step-heading.tsx';

/** The new total this visit's bill would make, or null while the amount is not valid. */
function totalAfter(customer: CheckInCustomer, typed: string): number | null {
  const parsed = checkInSpendingSchema.safeParse({ total_spent: typed });
  if (!parsed.success) return null;
  return toNrs(toPaisa(customer.totalSpent) + toPaisa(parsed.data.total_spent));
}

/** Step 2: the customer the lookup found, and this visit's spending ('Update Spending & Check In'). */
export function ExistingCustomerStep({
  customer,
  onBack,
  onDone,
}: {
  customer: CheckInCustomer;
  onBack: () => void;
  onDone: (result: SelfRegisterResponse) => void;
}) {
  const { t } = useTranslation('check-in');
  const { money, number } = useFormat();
  const form = useFormSubmit({
    schema: checkInSpendingSchema,
    initialValues: { total_spent: '' },
    send: ({ total_spent }) =>
      recordVisit({ customer_id: customer.id, email: customer.email, total_spent }, UPDATE_FAILED),
    onSuccess: onDone,
  });
  const name = customerName(customer);
  const initials = customerInitials(customer);
  const newTotal = totalAfter(customer, form.values.total_spent);

  return (
    <section aria-labelledby="existing-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StepHeading id="existing-title" focusOnShow>
          {t('existing.heading')}
        </StepHeading>
        <StatusBadge status={customer.customerStatus} size="lg" />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-8">
        <div className="min-w-0">
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-charcoal-900 text-2xl font-bold text-white"
            >
              {initials ?? <CircleUserRound className="size-8" />}
            </span>
            <div className="min-w-0">
              <p
                data-testid="customer-name"
                className="truncate text-2xl font-bold text-charcoal-900"
              >
                {name ?? t('existing.guest')}
              </p>
              <dl className="mt-1 grid gap-1 text-base text-charcoal-700">
                <div className="flex min-w-0 items-center gap-2">
                  <dt>
                    <Mail className="size-4 text-charcoal-500" aria-hidden="true" />
                    <span className="sr-only">{t('existing.email')}</span>
                  </dt>
                  <dd className="truncate">{customer.email ?? t('existing.notGiven')}</dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt>
                    <Phone className="size-4 text-charcoal-500" aria-hidden="true" />
                    <span className="sr-only">{t('existing.phone')}</span>
                  </dt>
                  <dd>{customer.phone ?? t('existing.notGiven')}</dd>
                </div>
              </dl>
            </div>
          </div>
          {/* Beside the form (lg and up) the column is narrow: the amount gets a row of its own. */}
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
            <StatTile
              icon={Wallet}
              label={t('existing.totalSpent')}
              testId="total-spent"
              className="col-span-2 sm:col-span-1 lg:col-span-2"
            >
              {money(customer.totalSpent)}
            </StatTile>
            <StatTile icon={Trophy} label={t('existing.status')} testId="customer-status">
              {t(`status.${customer.customerStatus}`)}
            </StatTile>
            <StatTile icon={CalendarCheck} label={t('existing.visits')} testId="visit-count">
              {number(customer.visitCount)}
            </StatTile>
          </dl>
        </div>
        <form
          ref={form.formRef}
          onSubmit={form.onSubmit}
          noValidate
          aria-labelledby="existing-title"
          className="rounded-3xl bg-cream-100 p-5 ring-1 ring-charcoal-900/5 sm:p-6"
        >
          <fieldset disabled={form.submission.isPending}>
            <KioskTextField
              label={t('existing.spending')}
              hint={t('existing.spendingHint')}
              type="number"
              name="total_spent"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="0.00"
              value={form.values.total_spent}
              onValueChange={(value) => form.setValue('total_spent', value)}
              error={form.errors.total_spent}
              inputClassName="bg-white text-2xl font-semibold"
            />
          </fieldset>
          <p
            aria-live="polite"
            className="mt-4 flex min-h-8 flex-wrap items-center gap-2 text-sm text-charcoal-700"
          >
            {newTotal !== null && (
              <>
                <span>{t('existing.preview', { total: money(newTotal) })}</span>
                <StatusBadge status={checkInStatusFor(newTotal)} />
              </>
            )}
          </p>
          <FormStatus outcome={form.outcome} className="mt-4" />
          <SubmitButton
            size="lg"
            icon={LogIn}
            pending={form.submission.isPending}
            label={t('existing.submit')}
            pendingLabel={t('existing.submitting')}
            className="mt-5 h-auto min-h-16 w-full py-3 text-center text-lg leading-tight whitespace-normal!"
          />
        </form>
      </div>
      <div className="mt-8 border-t border-charcoal-100 pt-6">
        <BackButton onBack={onBack} disabled={form.submission.isPending} />
      </div>
    </section>
  );
}
