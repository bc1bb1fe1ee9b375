import { LogOut } from 'lucide-react';
import { type SessionCustomer, useSignOut } from '@/features/account/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/** The first letter of the first name, drawn in a flame disc (header icon, menu greeting). */
export function CustomerInitial({
  customer,
  className,
}: {
  customer: SessionCustomer;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex items-center justify-center rounded-full bg-flame-600 font-bold text-white uppercase',
        className,
      )}
    >
      {customer.firstName.trim().charAt(0) || customer.email.charAt(0)}
    </span>
  );
}

/** "Hi, Asha" and the email the customer signed in with, atop the Account menus. */
export function AccountGreeting({ customer }: { customer: SessionCustomer }) {
  const { t } = useTranslation('layout');
  return (
    <div className="flex items-center gap-3 px-3 py-2.5">
      <CustomerInitial customer={customer} className="size-10 text-base" />
      <div className="min-w-0">
        <p className="truncate text-sm font-bold text-charcoal-900">
          {t('account.greeting', { name: customer.firstName })}
        </p>
        <p className="truncate text-xs text-charcoal-500">{customer.email}</p>
      </div>
    </div>
  );
}

/** Log out: ends the session on the server and in this browser, then goes home. */
export function SignOutButton({
  large = false,
}: {
  /** The phone menu's size. */ large?: boolean;
}) {
  const { t } = useTranslation('layout');
  const signOut = useSignOut();
  return (
    <button
      type="button"
      onClick={() => void signOut()}
      className={cn(
        'flex w-full items-start gap-3 rounded-xl py-2.5 text-left transition hover:bg-red-50 focus-visible:bg-red-50',
        large ? 'px-3' : 'px-4 py-3',
      )}
    >
      <LogOut
        className={cn('shrink-0 text-red-700', large ? 'mt-1 size-5' : 'mt-0.5 size-4')}
        aria-hidden="true"
      />
      <span>
        <span className={cn('block font-semibold text-red-700', large ? 'text-base' : 'text-sm')}>
          {t('account.logout')}
        </span>
        <span className={cn('mt-0.5 block text-charcoal-500', large ? 'text-sm' : 'text-xs')}>
          {t('account.logoutDescription')}
        </span>
      </span>
    </button>
  );
}
