import { ListChecks } from 'lucide-react';
import { SectionPage, useSectionList } from '@/features/admin-common/index.ts';
import { optionsSection } from '../options-section.ts';
import { OptionGroupCard } from './option-group-card.tsx';
import { OptionGroupFormDialog } from './option-group-form.tsx';

/** /admin/options (docs/product-rules.md#meal-options): the option groups, added, edited, deleted. */
export function AdminOptionsPage() {
  return (
    <SectionPage
      list={useSectionList(optionsSection)}
      icon={ListChecks}
      card={OptionGroupCard}
      skeleton="cards"
      form={OptionGroupFormDialog}
    />
  );
}
