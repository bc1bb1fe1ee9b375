import { PageHeading } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { RestaurantDetailsCard } from './restaurant-details-card.tsx';

/** /admin/restaurant (docs/product-rules.md#printed-tickets-and-receipts): what heads a receipt. */
export function AdminRestaurantPage() {
  const { t } = useTranslation('admin-ordering');
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeading
        title={t('restaurant.documentTitle')}
        heading={t('restaurant.heading')}
        description={t('restaurant.description')}
      />
      <RestaurantDetailsCard />
    </div>
  );
}
