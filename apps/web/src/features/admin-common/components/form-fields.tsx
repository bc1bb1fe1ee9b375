import { type ComponentProps, useId } from 'react';
import {
  controlClasses,
  FormField,
  TextAreaField,
  TextField,
} from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/cn.ts';
import { adminApi } from '../admin-api.ts';
import { type SectionForm, useFormWords } from './form-dialog.tsx';

type TextProps = Partial<ComponentProps<typeof TextField>>;
type AreaProps = Partial<ComponentProps<typeof TextAreaField>>;

/**
 * A section form's fields, their words read by convention under the form's `words`: the label is the
 * field's name (`<prefix>.<name>`), with `<name>Placeholder` and `<name>Hint` where the catalog
 * has them. Any prop given wins (a hint that depends on the record, a label of the kit's).
 */
export function useFormFields<Values extends Record<string, unknown>>(form: SectionForm<Values>) {
  const { say, has } = useFormWords(form.words);
  const optional = (key: string) => (has(key) ? say(key) : undefined);
  const frame = <K extends keyof Values & string>(name: K) => ({
    label: say(name),
    placeholder: optional(`${name}Placeholder`),
    hint: optional(`${name}Hint`),
    name,
    value: form.values[name] as string,
    onValueChange: (value: string) => form.setValue(name, value as Values[K]),
    error: form.errors[name],
  });
  type Name = keyof Values & string;
  return {
    say,
    text: (name: Name, props?: TextProps) => <TextField {...frame(name)} {...props} />,
    area: (name: Name, props?: AreaProps) => <TextAreaField rows={3} {...frame(name)} {...props} />,
    /** A labelled checkbox for a yes-or-no field. */
    check: (name: Name, props?: { label?: string; hint?: string }) => (
      <CheckField
        key={name}
        label={say(name)}
        hint={optional(`${name}Hint`)}
        {...props}
        checked={form.values[name] === true}
        onChange={(checked) => form.setValue(name, checked as Values[Name])}
      />
    ),
    /** One choice among [value, words] pairs. */
    select: (name: Name, choices: readonly (readonly [string, string])[], className?: string) => (
      <FormField key={name} label={say(name)} error={form.errors[name]} className={className}>
        {(control) => (
          <select
            {...control}
            name={name}
            value={String(form.values[name])}
            onChange={(event) => form.setValue(name, event.target.value as Values[Name])}
            className={controlClasses}
          >
            {choices.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    ),
    /** Several of [value, words] pairs chosen, as pills over native checkboxes. */
    chips: (name: Name, choices: readonly (readonly [number, string])[]) => {
      const chosen = form.values[name] as readonly number[];
      const toggle = (value: number) => form.setValue(name, toggled(chosen, value) as Values[Name]);
      return (
        <fieldset key={name} className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-charcoal-800">{say(name)}</legend>
          <div className="flex flex-wrap gap-2">
            {choices.map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  'inline-flex h-9 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium transition select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-flame-500',
                  chosen.includes(value)
                    ? 'border-flame-600 bg-flame-600 text-white'
                    : 'border-charcoal-200 bg-white text-charcoal-700 hover:border-flame-300 hover:bg-flame-50',
                )}
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(value)}
                  onChange={() => toggle(value)}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
          <p className="mt-2 text-xs text-charcoal-600">{optional(`${name}Hint`)}</p>
        </fieldset>
      );
    },
  };
}

/** Adds or removes one value of a set kept as a sorted list (weekdays, category ids). */
export const toggled = (list: readonly number[], value: number): number[] =>
  list.includes(value)
    ? list.filter((item) => item !== value)
    : [...list, value].sort((a, b) => a - b);

type Part = string | number | boolean | null | undefined | readonly string[];

/**
 * A save's multipart body, in the order given (the server reads the text before the files):
 * null as blank, a list as JSON, undefined left out; then one part per file under its name.
 */
export function requestBody(
  fields: Record<string, Part>,
  files: Record<string, readonly File[]> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    body.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value ?? ''));
  }
  for (const [name, list] of Object.entries(files)) {
    for (const file of list) body.append(name, file, file.name);
  }
  return body;
}

/** POST to `path` to add a record, or PUT to `path/id` to change the record `id`. */
export function saveRecord<T>(
  path: string,
  id: number | string | null | undefined,
  body: unknown,
  schema: Parameters<typeof adminApi.post<T>>[2],
  options?: Parameters<typeof adminApi.post<T>>[3],
) {
  return id === null || id === undefined
    ? adminApi.post(path, body, schema, options)
    : adminApi.put(`${path}/${id}`, body, schema, options);
}

interface CheckFieldProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox with an optional line of explanation. */
export function CheckField({ label, hint, checked, onChange }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-charcoal-200 bg-cream-50 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-flame-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-charcoal-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-charcoal-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
