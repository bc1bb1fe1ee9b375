import type { FeedbackCategory } from '@shop/shared';
import { controlClasses } from '@/components/ui/form-field.tsx';
import { SearchBox } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { type FeedbackFilters, RATINGS } from '../feedback-filters.ts';

const selectClasses = cn(controlClasses, 'bg-white sm:w-48');

/**
 * Search, the category filter (every category present: docs/product-rules.md#feedback) and the
 * rating filter.
 */
export function FeedbackToolbar({
  search,
  onSearch,
  filters,
  onFilters,
  categories,
}: {
  search: string;
  onSearch: (search: string) => void;
  filters: FeedbackFilters;
  onFilters: (filters: FeedbackFilters) => void;
  categories: readonly FeedbackCategory[];
}) {
  const { t } = useTranslation('admin-content');
  // A category chosen before its last feedback went away stays offered, so the select shows it.
  const offered =
    filters.category === 'all' || categories.includes(filters.category)
      ? categories
      : [...categories, filters.category];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <SearchBox
        hideLabel
        label={t('feedback.searchLabel')}
        placeholder={t('feedback.searchPlaceholder')}
        value={search}
        onChange={onSearch}
        className="sm:max-w-md sm:flex-1"
      />
      <select
        aria-label={t('feedback.categoryFilter')}
        value={filters.category}
        onChange={(event) =>
          onFilters({ ...filters, category: event.target.value as FeedbackFilters['category'] })
        }
        className={selectClasses}
      >
        <option value="all">{t('feedback.allCategories')}</option>
        {offered.map((category) => (
          <option key={category} value={category}>
            {t(`feedback.categories.${category}`)}
          </option>
        ))}
      </select>
      <select
        aria-label={t('feedback.ratingFilter')}
        value={String(filters.rating)}
        onChange={(event) =>
          onFilters({
            ...filters,
            rating: event.target.value === 'all' ? 'all' : Number(event.target.value),
          })
        }
        className={selectClasses}
      >
        <option value="all">{t('feedback.allRatings')}</option>
        {RATINGS.map((rating) => (
          <option key={rating} value={rating}>
            {t('feedback.ratingOption', { count: rating })}
          </option>
        ))}
      </select>
    </div>
  );
}
