import { type AdminMeal, adminMealResponseSchema, successResponseSchema } from '@shop/shared';
import { UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Price } from '@/components/ui/price.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { useAllCategories, useMenuStatusFilter } from '@/features/admin-categories/index.ts';
import {
  adminApi,
  DeleteDialog,
  DetailCards,
  SectionListPage,
  StatusBadge,
  searchFilter,
  useSectionDialog,
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
  const statusFilter = useMenuStatusFilter();
  const dialogs = useSectionDialog<AdminMeal>();
  const toggle = useSectionToggle(
    mealsSection,
    (id, available) =>
      adminApi.put(`/admin/meals/${id}/toggle-status`, { available }, adminMealResponseSchema),
    t('meals.toggleFailed'),
  );

  const { search, category, status } = list.address.values;
  const filtered = Boolean(search || category) || status !== 'all';
  const page = list.pagination;
  const firstShown = page ? (page.page - 1) * page.limit + 1 : 0;

  return (
    <SectionListPage
      list={{
        ...list,
        query: {
          ...list.query,
          isError: list.query.isError || categories.isError,
          refetch: () => Promise.all([list.query.refetch(), categories.refetch()]),
        },
      }}
      title={t('meals.heading')}
      description={t('meals.intro')}
      add={{ label: t('meals.add'), onClick: dialogs.add }}
      filters={[
        searchFilter(t('meals.searchLabel'), t('meals.searchPlaceholder')),
        {
          kind: 'select',
          key: 'category',
          label: t('meals.categoryLabel'),
          options: [
            { value: '', label: t('meals.allCategories') },
            ...(categories.data ?? []).map(({ name }) => ({ value: name, label: name })),
          ],
        },
        statusFilter,
      ]}
      summary={
        page && (
          <p className="text-sm text-charcoal-600" aria-live="polite">
            {t('meals.summary', {
              from: firstShown,
              to: firstShown + list.rows.length - 1,
              total: page.total,
            })}
          </p>
        )
      }
      card={(meal) => (
        <MealCard key={meal.id} meal={meal} {...toggle(meal.id)} actions={dialogs.handlers(meal)} />
      )}
      skeleton="image-cards"
      pagerLabel={t('meals.pager.label')}
      empty={{
        icon: UtensilsCrossed,
        title: filtered ? t('meals.noMatch.title') : t('meals.empty.title'),
        text: filtered ? t('meals.noMatch.body') : t('meals.empty.body'),
      }}
      error={{ title: t('meals.loadFailedTitle'), message: t('meals.loadFailed') }}
    >
      {dialogs.form !== undefined && (
        <MealFormDialog
          key={dialogs.form?.id ?? 'new'}
          meal={dialogs.form}
          categories={categories.data ?? []}
          onClose={dialogs.close}
        />
      )}
      {dialogs.viewing && <MealView meal={dialogs.viewing} onClose={dialogs.close} />}
      <DeleteDialog
        section={mealsSection}
        row={dialogs.deleting}
        remove={(meal) => adminApi.delete(`/admin/meals/${meal.id}`, successResponseSchema)}
        title={t('meals.delete.title')}
        confirmLabel={t('meals.delete.confirm')}
        failed={t('meals.deleteFailed')}
        onClose={dialogs.close}
      >
        <p>{t('meals.delete.message', { name: dialogs.deleting?.name ?? '' })}</p>
        <p className="text-charcoal-600">{t('meals.delete.history')}</p>
      </DeleteDialog>
    </SectionListPage>
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
