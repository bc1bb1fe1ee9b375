import { type AdminMeal, adminMealResponseSchema } from '@shop/shared';
import { UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Price } from '@/components/ui/price.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { useAllCategories } from '@/features/admin-categories/index.ts';
import {
  adminApi,
  DetailCards,
  SectionPage,
  StatusBadge,
  useSectionList,
  useSectionToggle,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { MealCard, mealPrices, mealsSection } from '../meals-section.tsx';
import { MealFormDialog } from './meal-form.tsx';

/** The back office's Meals screen (docs/product-rules.md#categories-and-meals). */
export function AdminMealsPage() {
  const { t } = useTranslation('admin-menu');
  const list = useSectionList(mealsSection);
  const categories = useAllCategories();
  const toggle = useSectionToggle(
    mealsSection,
    (id, available) =>
      adminApi.put(`/admin/meals/${id}/toggle-status`, { available }, adminMealResponseSchema),
    t('meals.toggleFailed'),
  );
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
      card={(meal, actions) => <MealCard meal={meal} {...toggle(meal.id)} actions={actions} />}
      skeleton="image-cards"
      form={(meal, close) => (
        <MealFormDialog meal={meal} categories={categories.data ?? []} onClose={close} />
      )}
      view={(meal, { close }) => <MealView meal={meal} onClose={close} />}
      deleteNote={() => <p className="text-charcoal-600">{t('meals.delete.history')}</p>}
    />
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-bold text-charcoal-800">{title}</h3>
      {children}
    </section>
  );
}

/** A meal's details, read-only: its pictures and a player for each video. */
function MealView({ meal, onClose }: { meal: AdminMeal; onClose: () => void }) {
  const { t } = useTranslation('admin-menu');
  const { money, number } = useFormat();
  return (
    <Modal open onClose={onClose} title={meal.name} className="sm:max-w-3xl">
      <div className="mt-4 space-y-6">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={meal.isActive ? 'active' : 'inactive'} />
          <Price {...mealPrices(meal)} size="lg" />
          <Stars rating={meal.rating} reviews={meal.reviews} />
        </div>
        <p className="text-charcoal-700">{meal.description}</p>
        <DetailCards
          items={[
            { label: t('meals.view.category'), value: meal.categoryName },
            { label: t('meals.view.price'), value: money(meal.price) },
            {
              label: t('meals.view.newPrice'),
              value: meal.newPrice === null ? t('meals.view.none') : money(meal.newPrice),
            },
            { label: t('meals.view.rating'), value: number(meal.rating) },
            { label: t('meals.view.stock'), value: number(meal.quantity) },
            { label: t('meals.view.sold'), value: number(meal.soldQuantity) },
          ]}
        />
        <Part title={t('meals.view.images')}>
          {meal.images.length === 0 ? (
            <p className="text-sm text-charcoal-600">{t('meals.view.noImages')}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {meal.images.map((url, index) => (
                <li key={url}>
                  <ImageWithFallback
                    src={url}
                    alt={t('files.imageAlt', { number: index + 1, name: meal.name })}
                    frameClassName="aspect-[4/3] rounded-2xl"
                  />
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part title={t('meals.view.videos')}>
          {meal.videos.length === 0 ? (
            <p className="text-sm text-charcoal-600">{t('meals.view.noVideos')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {meal.videos.map((url, index) => (
                <li key={url}>
                  {/* biome-ignore lint/a11y/useMediaCaption: a dish's clip has no speech to caption */}
                  <video
                    src={url}
                    controls
                    preload="metadata"
                    aria-label={t('meals.view.video', { number: index + 1, name: meal.name })}
                    className="aspect-video w-full rounded-2xl bg-charcoal-950"
                  />
                </li>
              ))}
            </ul>
          )}
        </Part>
      </div>
    </Modal>
  );
}
