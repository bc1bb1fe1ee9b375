import { cn } from '@/lib/cn.ts';

/** The shop's burger mark, sized by the caller: the site's logo, the back office, the kiosk. */
export function BurgerMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('shrink-0', className)} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="var(--color-flame-600)" />
      <path d="M14 28c0-8.8 8-15 18-15s18 6.2 18 15v1H14z" fill="var(--color-flame-100)" />
      <circle cx="25" cy="21" r="1.5" fill="var(--color-flame-600)" />
      <circle cx="33" cy="18.5" r="1.5" fill="var(--color-flame-600)" />
      <circle cx="40" cy="22" r="1.5" fill="var(--color-flame-600)" />
      <rect x="12" y="33" width="40" height="6" rx="3" fill="var(--color-charcoal-900)" />
      <path d="M14 43h36v1.5c0 4.4-3.6 8-8 8H22c-4.4 0-8-3.6-8-8z" fill="var(--color-flame-100)" />
    </svg>
  );
}
