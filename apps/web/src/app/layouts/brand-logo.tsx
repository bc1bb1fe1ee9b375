import { SITE } from '@shop/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/**
 * The burger mark and wordmark; links home. `compact` (the header) leaves room for the bar's
 * buttons: below 360 px the mark alone, below 400 px a smaller wordmark, and no tagline beside the desktop navigation at 1024 px.
 */
export function BrandLogo({
  tone = 'dark',
  compact = false,
}: {
  tone?: 'dark' | 'light';
  compact?: boolean;
}) {
  const { t } = useTranslation('layout');
  return (
    <Link
      to="/"
      className="group inline-flex min-w-0 shrink-0 items-center gap-2 rounded-xl sm:gap-2.5"
      aria-label={t('brand.home', { name: SITE.name })}
    >
      <svg
        viewBox="0 0 64 64"
        className={cn(
          'size-9 shrink-0 transition-transform duration-300 group-hover:-rotate-6 sm:size-10',
          compact && 'max-[399px]:size-8',
        )}
        aria-hidden="true"
      >
        <rect width="64" height="64" rx="16" fill="var(--color-flame-600)" />
        <path d="M14 28c0-8.8 8-15 18-15s18 6.2 18 15v1H14z" fill="var(--color-flame-100)" />
        <circle cx="25" cy="21" r="1.5" fill="var(--color-flame-600)" />
        <circle cx="33" cy="18.5" r="1.5" fill="var(--color-flame-600)" />
        <circle cx="40" cy="22" r="1.5" fill="var(--color-flame-600)" />
        <rect x="12" y="33" width="40" height="6" rx="3" fill="var(--color-charcoal-900)" />
        <path
          d="M14 43h36v1.5c0 4.4-3.6 8-8 8H22c-4.4 0-8-3.6-8-8z"
          fill="var(--color-flame-100)"
        />
      </svg>
      <span className={cn('flex flex-col', compact && 'max-[359px]:hidden')}>
        <span
          className={cn(
            'font-display-tight text-xl whitespace-nowrap sm:text-[1.45rem]',
            compact && 'max-[399px]:text-lg',
            tone === 'dark' ? 'text-charcoal-900' : 'text-white',
          )}
        >
          Burger
          {/* At 18 px the text is no longer large: the darker orange keeps its contrast. */}
          <span className={cn('text-flame-500', compact && 'max-[399px]:text-flame-600')}>
            {' '}
            House
          </span>
        </span>
        <span
          className={cn(
            'mt-0.5 hidden text-[0.65rem] font-semibold tracking-[0.18em] whitespace-nowrap uppercase sm:block',
            compact && 'lg:hidden xl:block',
            tone === 'dark' ? 'text-charcoal-500' : 'text-charcoal-300',
          )}
        >
          {t('brand.tagline')}
        </span>
      </span>
    </Link>
  );
}
