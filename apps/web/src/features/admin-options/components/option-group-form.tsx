import {
  type AdminOptionGroup,
  adminOptionGroupSavedSchema,
  OPTION_LIMITS,
  type OptionGroupRequestParsed,
  optionGroupRequestSchema,
} from '@shop/shared';
import { ListPlus, Save } from 'lucide-react';
import {
  FormDialog,
  type SectionFormProps,
  useSectionForm,
} from '@/features/admin-common/index.ts';
import { choiceRowOf, newChoiceRow } from '../choice-rows.ts';
import { changedGroup, optionsSection } from '../options-section.ts';
import { ChoicesField } from './choices-field.tsx';

/** A group as the form's fields hold it; a new one starts as "choose up to 1" of one choice. */
export function groupFormValues(group: AdminOptionGroup | null) {
  return {
    name: group?.name ?? '',
    min: String(group?.min ?? 0),
    max: String(group?.max ?? 1),
    required: group?.required ?? false,
    choices: group ? group.choices.map(choiceRowOf) : [newChoiceRow()],
  };
}
type GroupFormValues = ReturnType<typeof groupFormValues>;

/**
 * Add or edit an option group (docs/product-rules.md#meal-options), checked with the shared
 * schema the server uses; an edit sends the version read and every choice in order, the
 * existing ones with their ids, so a group changed meanwhile is shown as it is now.
 */
export function OptionGroupFormDialog({
  record: group,
  onClose,
}: SectionFormProps<AdminOptionGroup>) {
  const form = useSectionForm<AdminOptionGroup, GroupFormValues, OptionGroupRequestParsed, unknown>(
    optionsSection,
    {
      schema: optionGroupRequestSchema,
      record: group,
      valuesOf: groupFormValues,
      save: ['/admin/option-groups', adminOptionGroupSavedSchema],
      body: (data, read) => ({ ...data, version: read?.version }),
      changed: changedGroup,
      onClose,
    },
  );
  const count = { kind: 'whole', max: OPTION_LIMITS.maxChoices } as const;
  return (
    <FormDialog className="sm:max-w-2xl" form={form} submitIcon={group ? Save : ListPlus}>
      {form.draw({ name: { maxLength: OPTION_LIMITS.nameLength, autoComplete: 'off' } })}
      {form.pairs({ min: { ...count, min: 0 }, max: { ...count, min: 1 } })}
      {form.draw({ required: { kind: 'check' } })}
      <ChoicesField
        choices={form.values.choices}
        error={form.errors.choices}
        onChange={(choices) => form.setValue('choices', choices)}
      />
    </FormDialog>
  );
}
