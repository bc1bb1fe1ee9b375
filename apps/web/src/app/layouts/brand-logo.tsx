import { SITE } from '@shop/shared';
import { Link } from 'react-router';
import { BurgerMark } from '@/components/ui/burger-mark.tsx';
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
      <BurgerMark
        className={cn(
          'size-9 transition-transform duration-300 group-hover:-rotate-6 sm:size-10',
          compact && 'max-[399px]:size-8',
        )}
      />
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
