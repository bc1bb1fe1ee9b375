import type { AdminMeal } from '@shop/shared';
import type { ReactNode } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Price } from '@/components/ui/price.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { DetailCards, StatusBadge } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { mealPrices } from './meal-card.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-bold text-charcoal-800">{title}</h3>
      {children}
    </section>
  );
}

/** A meal's details, read-only: its pictures and a player for each video. */
export function MealViewModal({ meal, onClose }: { meal: AdminMeal; onClose: () => void }) {
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
        <Section title={t('meals.view.images')}>
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
        </Section>
        <Section title={t('meals.view.videos')}>
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
        </Section>
      </div>
    </Modal>
  );
}
