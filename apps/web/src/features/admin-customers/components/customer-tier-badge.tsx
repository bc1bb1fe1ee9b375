import type { AdminCustomerTier } from '@shop/shared';
import { Crown } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

const TONES: Record<AdminCustomerTier, string> = {
  VIP: 'bg-amber-50 text-amber-800 ring-amber-300',
  Regular: 'bg-sky-50 text-sky-800 ring-sky-200',
  Active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Inactive: 'bg-charcoal-100 text-charcoal-700 ring-charcoal-200',
};

/** The admin tier (VIP, Regular, Active, Inactive) as a coloured pill. */
export function CustomerTierBadge({ tier }: { tier: AdminCustomerTier }) {
  const { t } = useTranslation('admin-customers');
  return (
    <span
      data-tier={tier}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1',
        TONES[tier],
      )}
    >
      {tier === 'VIP' && <Crown className="size-3.5" aria-hidden="true" />}
      {t(`tier.${tier}`)}
    </span>
  );
}
