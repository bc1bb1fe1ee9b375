import type { AdminMeal } from '@shop/shared';
import { UtensilsCrossed } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Price } from '@/components/ui/price.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { useAllCategories } from '@/features/admin-categories/index.ts';
import {
  DetailFacts,
  DetailPart,
  DetailView,
  MediaGrid,
  SectionPage,
  type SectionViewProps,
  StatusBadge,
  useSectionList,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { MealCard, mealPrices, mealsSection } from '../meals-section.tsx';
import { MealFormDialog } from './meal-form.tsx';
import { useMealOptions } from './meal-options-action.tsx';

/** The back office's Meals screen (docs/product-rules.md#categories-and-meals). */
export function AdminMealsPage() {
  const list = useSectionList(mealsSection);
  const categories = useAllCategories();
  const options = useMealOptions();
  return (
    <SectionPage
      list={{
        ...list,
        query: {
          ...list.query,
          isError: list.query.isError || categories.isError,
          refetch: () => Promise.all([list.query.refetch(), categories.refetch()]),
        },
      }}
      icon={UtensilsCrossed}
      choices={{
        category: (categories.data ?? []).map(({ name }) => ({ value: name, label: name })),
      }}
      card={MealCard}
      rowActions={options.action}
      skeleton="image-cards"
      form={MealFormDialog}
      view={MealView}
    >
      {options.dialog}
    </SectionPage>
  );
}

/** A meal's details, read-only: its pictures and a player for each video. */
function MealView({ record: meal, onClose }: SectionViewProps<AdminMeal>) {
  const { t } = useTranslation('admin-menu');
  const { money, number } = useFormat();
  const words = (key: string) => t(`meals.view.${key}` as 'meals.view.price');
  return (
    <DetailView
      title={meal.name}
      onClose={onClose}
      badges={
        <>
          <StatusBadge status={meal.isActive ? 'active' : 'inactive'} />
          <Price {...mealPrices(meal)} size="lg" />
          <Stars rating={meal.rating} reviews={meal.reviews} />
        </>
      }
    >
      <p className="text-charcoal-700">{meal.description}</p>
      <DetailFacts
        look="cards"
        words={words}
        facts={{
          category: meal.categoryName,
          price: money(meal.price),
          newPrice: meal.newPrice === null ? t('meals.view.none') : money(meal.newPrice),
          rating: number(meal.rating),
          stock: number(meal.quantity),
          sold: number(meal.soldQuantity),
        }}
      />
      <DetailPart title={words('images')} plain>
        <MediaGrid
          urls={meal.images}
          empty={words('noImages')}
          className="grid-cols-2 sm:grid-cols-3"
          item={(url, index) => (
            <ImageWithFallback
              src={url}
              alt={t('files.imageAlt', { number: index + 1, name: meal.name })}
              frameClassName="aspect-[4/3] rounded-2xl"
            />
          )}
        />
      </DetailPart>
      <DetailPart title={words('videos')} plain>
        <MediaGrid
          urls={meal.videos}
          empty={words('noVideos')}
          className="sm:grid-cols-2"
          item={(url, index) => (
            // biome-ignore lint/a11y/useMediaCaption: a dish's clip has no speech to caption
            <video
              src={url}
              controls
              preload="metadata"
              aria-label={t('meals.view.video', { number: index + 1, name: meal.name })}
              className="aspect-video w-full rounded-2xl bg-charcoal-950"
            />
          )}
        />
      </DetailPart>
    </DetailView>
  );
}
