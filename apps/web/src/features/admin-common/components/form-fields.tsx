import {
  type ComponentProps,
  type FormEvent,
  Fragment,
  isValidElement,
  type ReactElement,
  type RefObject,
} from 'react';
import { CheckField } from '@/components/ui/check-field.tsx';
import { pickClasses } from '@/components/ui/choice-chips.tsx';
import {
  controlClasses,
  FormField,
  TextAreaField,
  TextField,
} from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/cn.ts';
import type { FormOutcome } from '@/lib/form.ts';
import { useFormWords } from '../section-words.ts';
import { MediaField, type MediaFieldProps } from './media-field.tsx';

/** What the dialog and the fields need of useFormSubmit's form. */
export interface SectionForm<Values> {
  formRef: RefObject<HTMLFormElement | null>;
  values: Values;
  errors: Partial<Record<keyof Values & string, string>>;
  setValue<K extends keyof Values & string>(field: K, value: Values[K]): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  submission: { isPending: boolean };
  outcome: FormOutcome | null;
  /** Where the form's words are (useFormWords): its fields', title's and button's. */
  words: string;
  /** Editing a record, or adding one. */
  editing: boolean;
  close: () => void;
}

type Choices<V> = readonly (readonly [V, string])[];

/** The back office's checkbox with its label (CheckField), boxed. */
export const boxedCheck = 'rounded-2xl border border-charcoal-200 bg-cream-50 px-4 py-3';

/** The native attributes of each kind of one-line field. */
const INPUTS = {
  text: {},
  whole: { type: 'number', inputMode: 'numeric', step: 1 },
  decimal: { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 },
  date: { type: 'datetime-local' },
  // A code is turned to upper case as it is typed.
  code: {
    autoCapitalize: 'characters',
    spellCheck: false,
    maxLength: 30,
    className: '[&_input]:font-mono [&_input]:tracking-wider [&_input:read-only]:bg-charcoal-50',
  },
} as const;

/** How one field is drawn (useFormFields); any prop given wins over the field's kind and words. */
export type FieldSpec =
  | ({ kind?: keyof typeof INPUTS } & Partial<ComponentProps<typeof TextField>>)
  | ({ kind: 'area' } & Partial<ComponentProps<typeof TextAreaField>>)
  /** One choice among [value, words] pairs. */
  | { kind: 'select'; choices: Choices<string> }
  /** Several of [value, words] pairs chosen, as pills over native checkboxes. */
  | { kind: 'chips'; choices: Choices<number> }
  /** A labelled checkbox for a yes-or-no field. */
  | { kind: 'check'; label?: string; hint?: string }
  /** Pictures or videos (not a value of the form: the list holds them). */
  | ({ kind: 'media' } & Omit<MediaFieldProps, 'label'> & Partial<MediaFieldProps>);

/**
 * A section form's fields drawn from their specs, their words read by convention under the
 * form's `words`: the label is the field's name (`<prefix>.<name>`), with `<name>Placeholder`,
 * `<name>Hint` and a media field's `<name>Rules` (`{{max}}`) where the catalog has them.
 */
export function useFormFields<Values extends Record<string, unknown>>(form: SectionForm<Values>) {
  const { word, maybe } = useFormWords(form.words);
  const set = (name: string, value: unknown) =>
    form.setValue(name as keyof Values & string, value as Values[keyof Values & string]);

  function field(name: string, spec: FieldSpec) {
    const value = form.values[name];
    const label = word(name);
    const hint = maybe(`${name}Hint`);
    const error = form.errors[name as keyof Values & string];
    if (spec.kind === 'media') {
      const { kind, ...media } = spec;
      const rules = maybe(`${name}Rules`, { max: spec.list.max });
      return <MediaField key={name} label={label} hint={hint} rules={rules} {...media} />;
    }
    if (spec.kind === 'check') {
      return (
        <CheckField
          key={name}
          className={boxedCheck}
          label={spec.label ?? label}
          hint={spec.hint ?? hint}
          checked={value === true}
          onChange={(checked) => set(name, checked)}
        />
      );
    }
    if (spec.kind === 'chips') {
      const chosen = value as number[];
      return (
        <fieldset key={name} className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-charcoal-800">{label}</legend>
          <div className="flex flex-wrap gap-2">
            {spec.choices.map(([choice, words]) => (
              <label
                key={choice}
                className={cn(
                  'inline-flex h-9 rounded-full px-3.5 font-medium',
                  pickClasses(chosen.includes(choice)),
                )}
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(choice)}
                  onChange={() => set(name, toggled(chosen, choice))}
                  className="sr-only"
                />
                {words}
              </label>
            ))}
          </div>
          <p className="mt-2 text-xs text-charcoal-600">{hint}</p>
        </fieldset>
      );
    }
    if (spec.kind === 'select') {
      return (
        <FormField key={name} label={label} error={error}>
          {(control) => (
            <select
              {...control}
              name={name}
              value={String(value)}
              onChange={(event) => set(name, event.target.value)}
              className={controlClasses}
            >
              {spec.choices.map(([choice, words]) => (
                <option key={choice} value={choice}>
                  {words}
                </option>
              ))}
            </select>
          )}
        </FormField>
      );
    }
    const frame = {
      label,
      placeholder: maybe(`${name}Placeholder`),
      hint,
      name,
      value: value as string,
      onValueChange: (typed: string) =>
        set(name, spec.kind === 'code' ? typed.toUpperCase() : typed),
      error,
    };
    if (spec.kind === 'area') {
      const { kind, ...area } = spec;
      return <TextAreaField key={name} rows={3} {...frame} {...area} />;
    }
    const { kind = 'text', ...input } = spec;
    return <TextField key={name} {...frame} {...INPUTS[kind]} {...input} />;
  }

  // An element in a field's place is drawn as it is (words where a field does not apply).
  const draw = (specs: Record<string, FieldSpec | ReactElement>) =>
    Object.entries(specs).map(([name, spec]) =>
      isValidElement(spec) ? <Fragment key={name}>{spec}</Fragment> : field(name, spec),
    );
  return {
    word,
    draw,
    /** The fields side by side in two columns from a small screen up. */
    pairs: (specs: Parameters<typeof draw>[0]) => (
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">{draw(specs)}</div>
    ),
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
