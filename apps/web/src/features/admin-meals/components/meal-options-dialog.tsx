import {
  type AdminMeal,
  type AdminOptionGroup,
  mealOptionGroupsSavedSchema,
  OPTION_LIMITS,
} from '@shop/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ListChecks, ListPlus, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import {
  adminApi,
  DialogForm,
  errorWords,
  MoveButtons,
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
 * With no group to offer yet, it says so and leads to the Meal options screen instead.
 */
export function MealOptionsDialog({ meal, onClose }: { meal: AdminMeal; onClose: () => void }) {
  const { t } = useTranslation(['admin-menu', 'admin']);
  const queryClient = useQueryClient();
  const groups = useAllGroups();
  const list = groups.isError ? undefined : groups.data?.data;
  // Null until the admin changes something: until then, what the meal offers now.
  const [chosen, setChosen] = useState<number[] | null>(null);
  const ids = chosen ?? offeredBy(meal.id, list ?? []);
  const save = useSectionMutation(mealsSection, (groupIds: number[]) =>
    adminApi.put(
      `/admin/meals/${meal.id}/option-groups`,
      { groupIds },
      mealOptionGroupsSavedSchema,
    ),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!list?.length) return;
    save.mutate(ids, {
      onSuccess: async () => {
        // The groups' cards list the meals offering them.
        await refreshQueries(queryClient, [{ queryKey: sectionKey(optionsSection) }]);
        onClose();
      },
    });
  };
  const failed = save.isError ? errorWords(save.error, t('meals.options.saveFailed')) : null;
  return (
    // One dialog whatever the answer: an empty list arriving after loading keeps it, and focus.
    <DialogForm
      title={t('meals.options.title', { name: meal.name })}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      outcome={failed ? { tone: 'error', message: failed } : null}
      submit={list?.length ? { icon: Save, label: t('meals.options.save') } : null}
      className="sm:max-w-md"
      fieldsClassName="space-y-2 text-sm text-charcoal-700"
    >
      {list?.length === 0 ? (
        <NoGroupsYet />
      ) : groups.isError ? (
        <p role="alert">{errorWords(groups.error, t('meals.options.loadFailed'))}</p>
      ) : list === undefined ? (
        <p aria-live="polite">{t('meals.options.loading')}</p>
      ) : (
        <>
          <p>{t('meals.options.intro', { count: OPTION_LIMITS.groupsPerMeal })}</p>
          <GroupPicks groups={list} ids={ids} onChange={setChosen} />
        </>
      )}
    </DialogForm>
  );
}

/** No option group exists yet: nothing to tick, so the way to add one instead of a Save. */
function NoGroupsYet() {
  const { t } = useTranslation('admin-menu');
  return (
    <EmptyState
      icon={ListChecks}
      title={t('options.empty.title')}
      headingLevel="h3"
      className="mt-6"
      action={
        <ButtonLink to="/admin/options">
          <ListPlus className="size-4" aria-hidden="true" />
          {t('meals.options.emptyLink')}
        </ButtonLink>
      }
    >
      {t('options.empty.none')}
    </EmptyState>
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
    return (
      <li key={group.id} className="flex items-center gap-2 rounded-xl bg-cream-50 px-3 py-2">
        <label className="flex min-w-0 flex-1 items-center gap-3">
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
          <MoveButtons
            index={at}
            count={ids.length}
            upLabel={t('meals.options.move.up', { name: group.name })}
            downLabel={t('meals.options.move.down', { name: group.name })}
            onMove={(by) => onChange(moved(ids, group.id, by))}
          />
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
