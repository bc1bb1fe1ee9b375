import type { FeedbackCategory } from '@shop/shared';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

const COLOURS: Record<FeedbackCategory, string> = {
  food_quality: 'bg-orange-100 text-orange-900',
  food: 'bg-orange-100 text-orange-900',
  service: 'bg-sky-100 text-sky-900',
  delivery: 'bg-violet-100 text-violet-900',
  website: 'bg-teal-100 text-teal-900',
  general: 'bg-charcoal-100 text-charcoal-800',
  other: 'bg-charcoal-100 text-charcoal-800',
  complaint: 'bg-red-100 text-red-900',
  suggestion: 'bg-emerald-100 text-emerald-900',
};

/** A feedback's category as a coloured badge. */
export function CategoryBadge({ category }: { category: FeedbackCategory }) {
  const { t } = useTranslation('admin-content');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
        COLOURS[category],
      )}
    >
      {t(`feedback.categories.${category}`)}
    </span>
  );
}
