import type { CustomerProfile, SessionCustomer } from '@shop/shared';
import { Info, Save } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '@/components/ui/form-field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';

type Details = Pick<
  CustomerProfile,
  'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'city' | 'zipCode'
>;

const FIELDS = [
  { key: 'firstName', label: 'info.firstName', autoComplete: 'given-name' },
  { key: 'lastName', label: 'info.lastName', autoComplete: 'family-name' },
  { key: 'email', label: 'info.email', autoComplete: 'email', wide: true },
  { key: 'phone', label: 'info.phone', autoComplete: 'tel' },
  { key: 'address', label: 'info.address', autoComplete: 'street-address', wide: true },
  { key: 'city', label: 'info.city', autoComplete: 'address-level2' },
  { key: 'zipCode', label: 'info.zip', autoComplete: 'postal-code' },
] as const;

/**
 * The customer's details as an edit form whose fields are disabled: editing is not available
 * yet (docs/product-rules.md#who-may-do-what), so Save only says so.
 */
export function ProfileInfo({ details }: { details: Details | SessionCustomer | null }) {
  const { t } = useTranslation('profile');
  const [told, setTold] = useState(false);
  return (
    <section
      aria-labelledby="profile-info-title"
      className="rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card sm:p-7"
    >
      <h2 id="profile-info-title" className="text-xl font-bold text-charcoal-900">
        {t('info.title')}
      </h2>
      <p className="mt-1 text-sm text-charcoal-600">{t('info.lead')}</p>
      <form
        noValidate
        aria-labelledby="profile-info-title"
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          setTold(true);
          toast.info(t('info.editingDisabled'));
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={t(field.label)}
              name={field.key}
              autoComplete={field.autoComplete}
              value={details?.[field.key] ?? ''}
              onValueChange={() => {}}
              disabled
              className={'wide' in field ? 'sm:col-span-2' : undefined}
            />
          ))}
        </div>
        <div aria-live="polite" className="mt-6">
          {told && (
            <p className="flex animate-fade-in items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm font-medium text-sky-900">
              <Info className="mt-0.5 size-5 shrink-0 text-sky-600" aria-hidden="true" />
              <span>
                <span className="block">{t('info.editingDisabled')}</span>
                <span className="mt-0.5 block font-normal">{t('info.editingNote')}</span>
              </span>
            </p>
          )}
        </div>
        <div className="mt-6 flex justify-end">
          <SubmitButton
            pending={false}
            label={t('info.save')}
            pendingLabel={t('info.save')}
            icon={Save}
            className="w-full sm:w-auto"
          />
        </div>
      </form>
    </section>
  );
}
