import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import { MealCard, MealCardSkeleton } from '@/features/menu/index.ts';
import { translateError, useTranslation } from '@/i18n/index.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { FEATURED_FALLBACK_MESSAGE, FEATURED_MEALS_COUNT } from '../api/get-featured-meals.ts';
import { useFeaturedMeals } from '../hooks/use-featured-meals.ts';

/** A swipeable row on phones (eight full cards would be a very long scroll), a grid above. */
const rowClasses =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 [scrollbar-width:thin] sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4';
const cellClasses = 'flex w-[78%] shrink-0 snap-start sm:w-auto [&>*]:flex-1';
const SKELETONS = Array.from({ length: FEATURED_MEALS_COUNT }, (_, index) => index);

/** The 8 best-selling meals in stock, straight into the cart. */
export function FeaturedFoods() {
  const { t } = useTranslation('home');
  const meals = useFeaturedMeals();

  let content: ReactNode;
  if (meals.isPending) {
    content = (
      <div className={rowClasses} aria-hidden="true">
        {SKELETONS.map((key) => (
          <div key={key} className={cellClasses}>
            <MealCardSkeleton view="grid" />
          </div>
        ))}
      </div>
    );
  } else if (meals.isError) {
    content = (
      <ErrorState
        title={t('featured.failed')}
        message={
          errorMessage(meals.error) === FEATURED_FALLBACK_MESSAGE
            ? t('featured.fetchFailed')
            : translateError(meals.error)
        }
        onRetry={() => void meals.refetch()}
      />
    );
  } else {
    content = (
      <ul className={rowClasses}>
        {meals.data.map((meal) => (
          <li key={meal.id} className={cn(cellClasses, 'animate-fade-in')}>
            <MealCard meal={meal} view="grid" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="featured-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-6 lg:px-8">
        <div className="mb-10 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="featured-title"
            eyebrow={t('featured.eyebrow')}
            title={t('featured.title')}
          >
            {t('featured.lead')}
          </SectionHeading>
          <ButtonLink to="/meals" variant="secondary" className="shrink-0 self-start sm:self-auto">
            {t('featured.viewMenu')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
        {content}
      </div>
    </section>
  );
}
