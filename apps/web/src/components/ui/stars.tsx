import { Star } from 'lucide-react';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

const STAR_COUNT = 5;
const STARS = [1, 2, 3, 4, 5];

interface StarsProps {
  /** 0–5, fractions fill part of a star. */
  rating: number;
  reviews?: number;
  className?: string;
}

/** Five stars filled to the rating, with the number spelled out for screen readers. */
export function Stars({ rating, reviews, className }: StarsProps) {
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
      <span className="relative inline-flex" aria-hidden="true">
        <span className="flex text-charcoal-200">
          {STARS.map((star) => (
            <Star key={star} className="size-4 fill-current" strokeWidth={0} />
          ))}
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-mustard-500"
          style={{ width: `${(clamped / STAR_COUNT) * 100}%` }}
        >
          {STARS.map((star) => (
            <Star key={star} className="size-4 shrink-0 fill-current" strokeWidth={0} />
          ))}
        </span>
      </span>
      <span className="text-xs font-medium text-charcoal-600 tabular-nums" aria-hidden="true">
        {shown}
        {reviews !== undefined && <span className="text-charcoal-500"> ({number(reviews)})</span>}
      </span>
    </span>
  );
}
