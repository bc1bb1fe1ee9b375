import { OPTION_LIMITS } from '@shop/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { CheckField } from '@/components/ui/check-field.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { boxedCheck, MoveButtons, RowAction, useFormWords } from '@/features/admin-common/index.ts';
import { type ChoiceRow, moved, newChoiceRow } from '../choice-rows.ts';

/**
 * A group's choices in the order the customer sees them: each a name, a price, whether it is
 * chosen by default and offered today; rows are added, removed and moved up or down. The kit's
 * field specs hold one value per field, so the list is drawn here.
 */
export function ChoicesField(props: {
  choices: readonly ChoiceRow[];
  error?: string;
  onChange: (choices: ChoiceRow[]) => void;
}) {
  const { word } = useFormWords('admin-menu:options.form');
  const { choices, onChange } = props;
  const change = (index: number, part: Partial<ChoiceRow>) =>
    onChange(choices.map((row, at) => (at === index ? { ...row, ...part } : row)));
  return (
    <FormField kind="group" label={word('choices')} hint={word('choicesHint')} error={props.error}>
      {(control) => (
        <div className="space-y-3">
          <ol {...control} className="space-y-3">
            {choices.map((row, index) => {
              const number = index + 1;
              return (
                <li key={row.key}>
                  <fieldset className="min-w-0 space-y-3 rounded-2xl border border-charcoal-200 p-3">
                    <legend className="px-1 text-sm font-bold text-charcoal-900">
                      {word('choice', { number })}
                    </legend>
                    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_10rem]">
                      <TextField
                        label={word('choiceName')}
                        value={row.name}
                        maxLength={OPTION_LIMITS.nameLength}
                        autoComplete="off"
                        onValueChange={(name) => change(index, { name })}
                      />
                      <TextField
                        label={word('choicePrice')}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step={0.01}
                        value={row.price}
                        onValueChange={(price) => change(index, { price })}
                      />
                    </div>
                    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                      <CheckField
                        className={boxedCheck}
                        label={word('choiceDefault')}
                        checked={row.default}
                        onChange={(checked) => change(index, { default: checked })}
                      />
                      <CheckField
                        className={boxedCheck}
                        label={word('choiceAvailable')}
                        checked={row.available}
                        onChange={(available) => change(index, { available })}
                      />
                    </div>
                    <div className="flex justify-end gap-2">
                      <MoveButtons
                        index={index}
                        count={choices.length}
                        upLabel={word('moveUp', { number })}
                        downLabel={word('moveDown', { number })}
                        onMove={(by) => onChange(moved(choices, index, by))}
                      />
                      <RowAction
                        icon={Trash2}
                        tone="danger"
                        label={word('remove', { number })}
                        onClick={() => onChange(choices.filter((_, at) => at !== index))}
                      />
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <Button
            variant="secondary"
            onClick={() => onChange([...choices, newChoiceRow()])}
            disabled={choices.length >= OPTION_LIMITS.choices}
          >
            <Plus className="size-4" aria-hidden="true" />
            {word('addChoice')}
          </Button>
        </div>
      )}
    </FormField>
  );
}
