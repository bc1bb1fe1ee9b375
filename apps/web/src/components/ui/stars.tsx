import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

const STAR_COUNT = 5;

interface StarsProps {
  /** 0–5, fractions fill part of a star. */
  rating: number;
  reviews?: number;
  /** The stars' size: `md` for a rating that stands on its own (a rated order). */
  size?: 'sm' | 'md';
  className?: string;
}

/** Five stars filled to the rating, with the number spelled out for screen readers. */
export function Stars({ rating, reviews, size = 'sm', className }: StarsProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const clamped = Math.min(STAR_COUNT, Math.max(0, rating));
  const shown = number(clamped, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label =
    reviews === undefined
      ? t('rating.rated', { rating: shown })
      : t('rating.ratedFrom', { rating: shown, count: reviews });
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span className="sr-only">{label}</span>
      <span
        className={cn(
          'star-row relative inline-block shrink-0 bg-charcoal-200',
          size === 'md' && '[--star-size:1.25rem]',
        )}
        aria-hidden="true"
      >
        <span
          className="absolute inset-y-0 left-0 bg-mustard-500"
          style={{ width: `${(clamped / STAR_COUNT) * 100}%` }}
        />
      </span>
      <span className="text-xs font-medium text-charcoal-600 tabular-nums" aria-hidden="true">
        {shown}
        {reviews !== undefined && <span className="text-charcoal-500"> ({number(reviews)})</span>}
      </span>
    </span>
  );
}
