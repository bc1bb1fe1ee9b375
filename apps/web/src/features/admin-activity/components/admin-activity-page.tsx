import { activityFilterOptionsSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import {
  adminApi,
  SectionPage,
  sectionKey,
  useSectionList,
} from '@/features/admin-common/index.ts';
import { activitySection, useActivityColumns } from '../activity-section.tsx';
import { actionWords, entityWords } from '../activity-words.ts';

/**
 * /admin/activity (docs/product-rules.md#audit-log): the audit log, newest first, filtered by
 * admin, action, record and Kathmandu days; the filters and page live in the address.
 */
export function AdminActivityPage() {
  const list = useSectionList(activitySection);
  const options = useQuery({
    queryKey: [...sectionKey(activitySection), 'filters'],
    queryFn: ({ signal }) =>
      adminApi.get('/admin/activity/filters', activityFilterOptionsSchema, undefined, { signal }),
  });
  const { admins = [], actions = [], entityTypes = [] } = options.data ?? {};
  const choices = (values: readonly string[], words: (value: string) => string) =>
    values.map((value) => ({ value, label: words(value) }));
  return (
    <SectionPage
      list={list}
      icon={History}
      columns={useActivityColumns((entityType, entityId) =>
        list.address.change({ entityType, entityId }),
      )}
      cardsBelow="md"
      // Tighter than the kit's cells, so that the details fit beside the sidebar at 1280 px.
      dense
      choices={{
        adminId: admins.map(({ id, name }) => ({ value: id, label: name })),
        action: choices(actions, actionWords),
        entityType: choices(entityTypes, entityWords),
      }}
      toolbarClassName="sm:grid-cols-2! lg:grid-cols-3! 2xl:grid-cols-6!"
    />
  );
}
