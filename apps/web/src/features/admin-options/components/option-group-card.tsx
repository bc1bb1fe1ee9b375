import type { AdminOptionGroup } from '@shop/shared';
import { Pill, RecordCard, type SectionCardProps } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { ruleOf } from '../group-rule.ts';

/**
 * One option group: its rule, its choices in order with what each adds, which are chosen by
 * default and which are off today, and the meals that offer it. A group none of whose choices
 * is offered today shows as inactive.
 */
export function OptionGroupCard({ record: group, actions }: SectionCardProps<AdminOptionGroup>) {
  const { t } = useTranslation('admin-menu');
  const { money } = useFormat();
  const rule = ruleOf(group);
  const offered = group.choices.some((choice) => choice.available);
  const meals = group.meals.map((meal) => meal.name).join(', ');
  return (
    <RecordCard
      title={group.name}
      status={offered ? 'active' : 'inactive'}
      actions={actions}
      lead={
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm font-semibold text-flame-700">
          {t(`options.rule.${rule.key}`, { count: rule.max, min: rule.min, max: rule.max })}
          {group.required && <Pill tone="amber">{t('options.card.required')}</Pill>}
        </p>
      }
    >
      <ul aria-label={t('options.card.choices')} className="mt-3 space-y-1.5 text-sm">
        {group.choices.map((choice) => (
          <li key={choice.id} className="flex flex-wrap items-baseline gap-x-2">
            <span
              className={cn(
                'font-medium text-charcoal-900',
                !choice.available && 'text-charcoal-500 line-through',
              )}
            >
              {choice.name}
            </span>
            {choice.price > 0 && (
              <span className="text-charcoal-700 tabular-nums">
                {t('options.card.price', { amount: money(choice.price) })}
              </span>
            )}
            {choice.default && <Pill tone="emerald">{t('options.card.default')}</Pill>}
            {!choice.available && <Pill tone="charcoal">{t('options.card.unavailable')}</Pill>}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-charcoal-600">
        {meals ? t('options.card.meals', { names: meals }) : t('options.card.noMeals')}
      </p>
    </RecordCard>
  );
}
