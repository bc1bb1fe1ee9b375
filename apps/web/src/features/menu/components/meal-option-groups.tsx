import type { MealOptionGroup } from '@shop/shared';
import { Check } from 'lucide-react';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import {
  type GroupNeed,
  groupNeed,
  isAtMost,
  isSingleChoice,
  togglePick,
} from '../option-picks.ts';

interface MealOptionGroupsProps {
  mealId: number;
  groups: readonly MealOptionGroup[];
  picks: readonly number[];
  onChange: (picks: number[]) => void;
  /** After a try to add with a group unanswered: say what each one still needs. */
  showNeeds: boolean;
}

/** "Choose 1", "Up to 3", "2 to 3": how many a group takes. */
function useRuleText() {
  const { t } = useTranslation('menu');
  return (group: MealOptionGroup) => {
    if (isSingleChoice(group)) return t('options.chooseOne');
    if (group.min <= 1) return t('options.upTo', { max: group.max });
    return t('options.between', { min: group.min, max: group.max });
  };
}

function NeedText({ need, id }: { need: GroupNeed; id: string }) {
  const { t } = useTranslation('menu');
  if (!need) return null;
  return (
    <p id={id} className="mt-1.5 text-xs font-semibold text-red-700">
      {need.kind === 'required'
        ? t('options.pickOne')
        : t('options.pickAtLeast', { min: need.min })}
    </p>
  );
}

function Group({
  mealId,
  group,
  picks,
  onChange,
  showNeeds,
}: Omit<MealOptionGroupsProps, 'groups'> & { group: MealOptionGroup }) {
  const { t } = useTranslation('menu');
  const { money } = useFormat();
  const ruleText = useRuleText();
  const single = isSingleChoice(group);
  const need = showNeeds ? groupNeed(picks, group) : null;
  const needId = `option-need-${mealId}-${group.id}`;
  return (
    <fieldset aria-describedby={need ? needId : undefined} className="min-w-0">
      <legend className="flex w-full flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-sm font-bold text-charcoal-900">{group.name}</span>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-[11px] font-semibold',
            group.required ? 'bg-flame-100 text-flame-800' : 'bg-charcoal-100 text-charcoal-600',
          )}
        >
          {group.required ? t('options.required') : t('options.optional')} · {ruleText(group)}
        </span>
      </legend>
      <NeedText need={need} id={needId} />
      <div className="mt-2 grid gap-2">
        {group.choices.map((choice) => {
          const checked = picks.includes(choice.id);
          const closed = !choice.available || isAtMost(picks, group, choice.id);
          return (
            <label
              key={choice.id}
              className={cn(
                'relative flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-white px-3 py-2 text-sm ring-1 transition',
                checked
                  ? 'ring-2 ring-flame-500'
                  : 'ring-charcoal-900/10 hover:ring-charcoal-900/25',
                closed && 'cursor-not-allowed opacity-55 hover:ring-charcoal-900/10',
              )}
            >
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`option-${mealId}-${group.id}`}
                value={choice.id}
                checked={checked}
                disabled={closed}
                onChange={() => onChange(togglePick(picks, group, choice.id))}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center border-2 transition peer-focus-visible:ring-2 peer-focus-visible:ring-flame-500 peer-focus-visible:ring-offset-2',
                  single ? 'rounded-full' : 'rounded-md',
                  checked ? 'border-flame-600 bg-flame-600 text-white' : 'border-charcoal-300',
                )}
              >
                {checked &&
                  (single ? (
                    <span className="size-2 rounded-full bg-white" />
                  ) : (
                    <Check className="size-3.5" strokeWidth={3} />
                  ))}
              </span>
              <span className="min-w-0 flex-1 break-words">
                <span className="font-semibold text-charcoal-900">{choice.name}</span>
                {!choice.available && (
                  <span className="block text-xs text-charcoal-500">{t('options.notToday')}</span>
                )}
              </span>
              {choice.price !== 0 && (
                <span className="shrink-0 text-xs font-semibold text-charcoal-600 tabular-nums">
                  {choice.price > 0 ? '+' : '−'}
                  {money(Math.abs(choice.price))}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The meal's option groups, each kept to its rule as the customer chooses. */
export function MealOptionGroups({ groups, ...props }: MealOptionGroupsProps) {
  const { t } = useTranslation('menu');
  if (groups.length === 0) return null;
  return (
    <div className="space-y-4">
      <h3 className="sr-only">{t('options.title')}</h3>
      {groups.map((group) => (
        <Group key={group.id} group={group} {...props} />
      ))}
    </div>
  );
}
