import type { AdminMeal } from '@shop/shared';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { CardIconButton } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { MealOptionsDialog } from './meal-options-dialog.tsx';

/**
 * A meal card's Options button and the dialog it opens, choosing the meal's option groups
 * (docs/product-rules.md#meal-options).
 */
export function useMealOptions() {
  const { t } = useTranslation('admin-menu');
  const [meal, setMeal] = useState<AdminMeal | null>(null);
  return {
    action: (row: AdminMeal) => (
      <CardIconButton
        label={t('meals.options.action', { name: row.name })}
        icon={ListChecks}
        onClick={() => setMeal(row)}
      />
    ),
    dialog: meal && <MealOptionsDialog key={meal.id} meal={meal} onClose={() => setMeal(null)} />,
  };
}
