import { MapPinned } from 'lucide-react';
import { SectionPage, useSectionList } from '@/features/admin-common/index.ts';
import { deliveryAreasSection, useAreaColumns } from '../areas-section.tsx';
import { AreaFormDialog } from './area-form.tsx';

/** /admin/delivery-areas (docs/product-rules.md#delivery-areas): the areas, added, edited, deleted. */
export function AdminDeliveryAreasPage() {
  return (
    <SectionPage
      list={useSectionList(deliveryAreasSection)}
      icon={MapPinned}
      columns={useAreaColumns()}
      cardsBelow="md"
      rowProps={(area) => ({ 'data-area-id': area.id })}
      form={AreaFormDialog}
    />
  );
}
