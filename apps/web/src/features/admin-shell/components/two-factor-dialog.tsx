import type { TwoFactorSetup } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { controlClasses, FormField } from '@/components/ui/form-field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { errorWords } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  startTwoFactorSetup,
  twoFactorKey,
} from '../api/two-factor.ts';

/** The QR code as a picture: the server's SVG is drawn as an image, never put into the page. */
const qrImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret in groups of four, as it is easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function Failure({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {errorWords(error)}
    </p>
  );
}

/** The account's password, which turning two-factor sign-in on or off asks for. */
function AccountPassword(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <PasswordField
      label={props.label}
      name="password"
      autoComplete="current-password"
      value={props.value}
      onValueChange={props.onChange}
      error={undefined}
      showLabel={t('login.showPassword')}
      hideLabel={t('login.hidePassword')}
    />
  );
}

/** The recovery codes, shown once, just after two-factor sign-in was turned on. */
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4">
      <h3 className="font-bold text-charcoal-900">{t('twoFactor.codesTitle')}</h3>
      <p className="text-sm text-charcoal-600">{t('twoFactor.codesLead')}</p>
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-2xl bg-cream-100 p-4 font-mono text-sm text-charcoal-900"
      >
        {codes.map((recovery) => (
          <li key={recovery}>{recovery}</li>
        ))}
      </ol>
      <Button onClick={onDone}>{t('twoFactor.saved')}</Button>
    </div>
  );
}

/** Turning on: scan (or type) the secret, then prove it with a code. */
function TurnOn({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const start = useMutation({ mutationFn: startTwoFactorSetup, onSuccess: setSetup });
  const enable = useMutation({
    mutationFn: () => enableTwoFactor(code.trim(), password),
    onSuccess: (answer) => {
      onEnabled(answer.recoveryCodes);
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: twoFactorKey });
    },
  });

  if (!setup) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-charcoal-600">{t('twoFactor.offLead')}</p>
        <Failure error={start.error} />
        <Button disabled={start.isPending} onClick={() => start.mutate()}>
          <ShieldCheck className="size-4" aria-hidden="true" />
          {start.isPending ? t('twoFactor.working') : t('twoFactor.setUp')}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-charcoal-600">{t('twoFactor.scan')}</p>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img
          src={qrImage(setup.qrSvg)}
          alt={t('twoFactor.qrAlt')}
          className="size-44 shrink-0 rounded-xl bg-white p-2 ring-1 ring-charcoal-900/10"
        />
        <div className="min-w-0 text-sm">
          <p className="text-charcoal-600">{t('twoFactor.typeInstead')}</p>
          <p
            data-testid="two-factor-secret"
            className="mt-1 font-mono text-base font-semibold break-all text-charcoal-900"
          >
            {grouped(setup.secret)}
          </p>
        </div>
      </div>
      <FormField label={t('twoFactor.code')} error={undefined}>
        {(control) => (
          <input
            {...control}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={`${controlClasses} font-mono text-lg tracking-[0.3em]`}
          />
        )}
      </FormField>
      <AccountPassword label={t('twoFactor.passwordOn')} value={password} onChange={setPassword} />
      <Failure error={enable.error} />
      <SubmitButton
        icon={ShieldCheck}
        pending={enable.isPending}
        label={t('twoFactor.turnOn')}
        pendingLabel={t('twoFactor.working')}
      />
    </form>
  );
}

/** Turning off: the password, so a session left open cannot weaken the account. */
function TurnOff({ codesLeft, onDone }: { codesLeft: number; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const disable = useMutation({
    mutationFn: () => disableTwoFactor(password),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: twoFactorKey });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="flex items-center gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900">
        <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
        {t('twoFactor.onLead', { count: codesLeft })}
      </p>
      <AccountPassword label={t('twoFactor.password')} value={password} onChange={setPassword} />
      <Failure error={disable.error} />
      <SubmitButton
        variant="dark"
        icon={ShieldOff}
        pending={disable.isPending}
        label={t('twoFactor.turnOff')}
        pendingLabel={t('twoFactor.working')}
      />
    </form>
  );
}

/**
 * Two-factor sign-in for the signed-in owner or manager (docs/product-rules.md#two-factor-sign-in):
 * what it is now, and the way to turn it on or off. Mounted only while open.
 */
export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const status = useQuery({ queryKey: twoFactorKey, queryFn: getTwoFactorStatus });
  // Kept here, not in TurnOn: the status read again after turning on must not hide them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  let content = <p className="text-sm text-charcoal-600">{t('twoFactor.loading')}</p>;
  if (recoveryCodes) content = <RecoveryCodes codes={recoveryCodes} onDone={onClose} />;
  else if (status.isError) content = <Failure error={status.error} />;
  else if (status.data?.enabled) {
    content = <TurnOff codesLeft={status.data.recoveryCodesLeft} onDone={onClose} />;
  } else if (status.data) content = <TurnOn onEnabled={setRecoveryCodes} />;
  return (
    // While the recovery codes show, only "I have saved them" closes: they are not shown again.
    <Modal open onClose={recoveryCodes ? () => {} : onClose} title={t('twoFactor.title')}>
      <div className="mt-4">{content}</div>
    </Modal>
  );
}
