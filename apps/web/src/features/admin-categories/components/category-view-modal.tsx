import type { AdminCategory } from '@shop/shared';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { DetailCards, StatusBadge } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { ADMIN_DATE } from '../admin-date.ts';

/** A category's details, read-only. */
export function CategoryViewModal({
  category,
  onClose,
}: {
  category: AdminCategory;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-menu');
  const { date } = useFormat();
  return (
    <Modal open onClose={onClose} title={category.name} className="sm:max-w-xl">
      <div className="mt-5 space-y-5">
        <ImageWithFallback
          src={category.image}
          alt={category.image ? category.name : t('categories.view.noImage')}
          frameClassName="aspect-[16/9] rounded-2xl"
        />
        <div className="flex items-start justify-between gap-4">
          <p className="text-charcoal-700">{category.description}</p>
          <StatusBadge status={category.isActive ? 'active' : 'inactive'} className="shrink-0" />
        </div>
        <DetailCards
          items={[
            {
              label: t('categories.view.meals'),
              value: `${t('categories.card.meals', { count: category.mealCount })} · ${t('categories.card.onMenu', { count: category.activeMealCount })}`,
            },
            {
              label: t('status.label'),
              value: category.isActive ? t('status.active') : t('status.inactive'),
            },
            {
              label: t('categories.view.created'),
              value: date(new Date(category.createdAt), ADMIN_DATE),
            },
            {
              label: t('categories.view.updated'),
              value: date(new Date(category.updatedAt), ADMIN_DATE),
            },
          ]}
        />
      </div>
    </Modal>
  );
}
