import { Users } from 'lucide-react';
import { SectionPage, useSectionList } from '@/features/admin-common/index.ts';
import { customersSection, useCustomerColumns } from '../customers-section.tsx';
import { placeName } from '../place-name.ts';
import { CustomerDetails } from './customer-details.tsx';
import { useCustomerStatus } from './customer-status.tsx';

/**
 * /admin/customers (docs/product-rules.md#customers): tiles, the filters and sort in the address,
 * the table, the details, deactivating (asked first: it signs the customer out) and deleting.
 */
export function AdminCustomersPage() {
  const list = useSectionList(customersSection);
  const status = useCustomerStatus();
  return (
    <SectionPage
      list={list}
      icon={Users}
      columns={useCustomerColumns()}
      cardsBelow="xl"
      // Eight columns beside the sidebar: closer than the kit's cells, as the table always was.
      dense
      choices={{
        location: (list.query.data?.locations ?? []).map((value) => ({
          value,
          label: placeName(value),
        })),
      }}
      // Five controls: one row only where the drop-downs keep their words whole beside the sidebar.
      toolbarClassName="sm:grid-cols-2! lg:grid-cols-3! 2xl:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_minmax(0,1.2fr)]!"
      rowActions={status.action}
      view={CustomerDetails}
    >
      {status.dialog}
    </SectionPage>
  );
}
