import { ListChecks } from 'lucide-react';
import { SectionPage, useSectionList } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { optionsSection } from '../options-section.ts';
import { OptionGroupCard } from './option-group-card.tsx';
import { OptionGroupFormDialog } from './option-group-form.tsx';

/** /admin/options (docs/product-rules.md#meal-options): the option groups, added, edited, deleted. */
export function AdminOptionsPage() {
  const { t } = useTranslation('admin-menu');
  return (
    <SectionPage
      list={useSectionList(optionsSection)}
      icon={ListChecks}
      card={(group, actions) => <OptionGroupCard group={group} actions={actions} />}
      skeleton="cards"
      form={(group, close) => <OptionGroupFormDialog group={group} onClose={close} />}
      deleteNote={(group) =>
        group.meals.length > 0 && (
          <p className="text-charcoal-600">
            {t('options.delete.mealsNote', { count: group.meals.length })}
          </p>
        )
      }
    />
  );
}
