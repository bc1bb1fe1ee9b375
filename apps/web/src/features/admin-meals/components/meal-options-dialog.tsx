import {
  type AdminMeal,
  type AdminOptionGroup,
  mealOptionGroupsSavedSchema,
  OPTION_LIMITS,
} from '@shop/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  adminApi,
  ConfirmDialog,
  errorWords,
  RowAction,
  sectionKey,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { optionsSection, ruleOf } from '@/features/admin-options/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { mealsSection } from '../meals-section.tsx';
import { moved, offeredBy, picked } from './option-picks.ts';

/** Every option group, read under the options section's key so that its changes show here. */
function useAllGroups() {
  return useQuery({
    queryKey: [...sectionKey(optionsSection), 'all'],
    queryFn: ({ signal }) =>
      adminApi.get(optionsSection.path, optionsSection.response, undefined, { signal }),
  });
}

/**
 * The option groups a meal offers, in the order the menu shows them, chosen from all the groups
 * and saved at once (PUT /api/admin/meals/{id}/option-groups, docs/product-rules.md#meal-options).
 */
export function MealOptionsDialog({ meal, onClose }: { meal: AdminMeal; onClose: () => void }) {
  const { t } = useTranslation('admin-menu');
  const queryClient = useQueryClient();
  const groups = useAllGroups();
  // Null until the admin changes something: until then, what the meal offers now.
  const [chosen, setChosen] = useState<number[] | null>(null);
  const ids = chosen ?? offeredBy(meal.id, groups.data?.data ?? []);
  const save = useSectionMutation(mealsSection, (groupIds: number[]) =>
    adminApi.put(
      `/admin/meals/${meal.id}/option-groups`,
      { groupIds },
      mealOptionGroupsSavedSchema,
    ),
  );
  const confirm = () => {
    if (groups.data === undefined) return;
    save.mutate(ids, {
      onSuccess: async () => {
        // The groups' cards list the meals offering them.
        await refreshQueries(queryClient, [{ queryKey: sectionKey(optionsSection) }]);
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open
      purpose="change"
      title={t('meals.options.title', { name: meal.name })}
      confirmLabel={t('meals.options.save')}
      busy={save.isPending}
      error={save.isError ? errorWords(save.error, t('meals.options.saveFailed')) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {groups.isError ? (
        <p role="alert">{errorWords(groups.error, t('meals.options.loadFailed'))}</p>
      ) : groups.data === undefined ? (
        <p aria-live="polite">{t('meals.options.loading')}</p>
      ) : groups.data.data.length === 0 ? (
        <p>
          {t('meals.options.empty')}{' '}
          <Link to="/admin/options" className="font-semibold text-flame-700 underline">
            {t('meals.options.emptyLink')}
          </Link>
        </p>
      ) : (
        <>
          <p>{t('meals.options.intro', { count: OPTION_LIMITS.groupsPerMeal })}</p>
          <GroupPicks groups={groups.data.data} ids={ids} onChange={setChosen} />
        </>
      )}
    </ConfirmDialog>
  );
}

interface GroupPicksProps {
  groups: readonly AdminOptionGroup[];
  ids: readonly number[];
  onChange: (ids: number[]) => void;
}

/** The chosen groups first, in order, with their up and down; then the others, by name. */
function GroupPicks({ groups, ids, onChange }: GroupPicksProps) {
  const { t } = useTranslation('admin-menu');
  const byId = new Map(groups.map((group) => [group.id, group]));
  const chosen = ids.flatMap((id) => byId.get(id) ?? []);
  const others = groups.filter((group) => !ids.includes(group.id));
  const full = ids.length >= OPTION_LIMITS.groupsPerMeal;
  const row = (group: AdminOptionGroup, at: number | null) => {
    const rule = ruleOf(group);
    const move = (by: -1 | 1) => () => onChange(moved(ids, group.id, by));
    return (
      <li key={group.id} className="flex items-center gap-2 rounded-xl bg-cream-50 px-3 py-2">
        <label className="flex flex-1 items-center gap-3">
          <input
            type="checkbox"
            checked={at !== null}
            disabled={at === null && full}
            onChange={(event) => onChange(picked(ids, group.id, event.target.checked))}
            className="size-5 shrink-0 accent-flame-600"
          />
          <span>
            <span className="font-semibold text-charcoal-900">{group.name}</span>
            {' · '}
            {t(`options.rule.${rule.key}`, { count: rule.max, min: rule.min, max: rule.max })}
          </span>
        </label>
        {at !== null && (
          <>
            {at > 0 ? (
              <RowAction
                label={t('meals.options.move.up', { name: group.name })}
                icon={ArrowUp}
                onClick={move(-1)}
              />
            ) : (
              <span className="size-9" />
            )}
            {at < ids.length - 1 ? (
              <RowAction
                label={t('meals.options.move.down', { name: group.name })}
                icon={ArrowDown}
                onClick={move(1)}
              />
            ) : (
              <span className="size-9" />
            )}
          </>
        )}
      </li>
    );
  };
  return (
    <ul aria-label={t('meals.options.groups')} className="mt-3 space-y-2">
      {chosen.map((group, at) => row(group, at))}
      {others.map((group) => row(group, null))}
    </ul>
  );
}
