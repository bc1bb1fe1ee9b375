import { CircleAlert } from 'lucide-react';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/** The look of every text input, textarea and select in the shop's forms. */
export const controlClasses =
  'block w-full rounded-2xl border border-charcoal-200 bg-cream-50 px-4 py-3 text-base text-charcoal-900 placeholder:text-charcoal-500 transition hover:border-charcoal-300 focus:border-flame-400 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-flame-500 aria-invalid:border-red-500 aria-invalid:bg-red-50/60 disabled:cursor-not-allowed disabled:border-charcoal-100 disabled:bg-charcoal-50 disabled:text-charcoal-600 sm:text-sm';

/** What a field hands its control, so the label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  /** The visible label: names a group (radio group) as well as a single control. */
  'aria-labelledby': string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** `control`: a <label for> an input. `group`: names a radio group or similar by its id. */
  kind?: 'control' | 'group';
  /** One message, or several (say, one per refused file). */
  error?: string | readonly string[];
  hint?: ReactNode;
  /** Marks the field as optional in its label; fields are required unless they say so. */
  optional?: boolean;
  /** Announce errors as they appear (for checks that run without a submit, like file picks). */
  announce?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control, an optional hint and the field's error messages, wired together. */
export function FormField({
  label,
  kind = 'control',
  error,
  hint,
  optional = false,
  announce = false,
  className,
  children,
}: FormFieldProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const errors = [
    ...new Set(error === undefined ? [] : typeof error === 'string' ? [error] : error),
  ];
  const invalid = errors.length > 0;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');

  const labelContent = (
    <>
      {label}
      {optional && <span className="ml-1.5 font-normal text-charcoal-500">{t('optional')}</span>}
    </>
  );
  const labelClasses = 'mb-2 block text-sm font-semibold text-charcoal-800';

  return (
    <div className={className}>
      {kind === 'control' ? (
        <label id={labelId} htmlFor={id} className={labelClasses}>
          {labelContent}
        </label>
      ) : (
        <p id={labelId} className={labelClasses}>
          {labelContent}
        </p>
      )}
      {children({
        id,
        'aria-labelledby': labelId,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-2 text-xs text-charcoal-600">
          {hint}
        </p>
      )}
      <div
        id={errorId}
        aria-live={announce ? 'polite' : undefined}
        className="mt-2 space-y-1 empty:mt-0"
      >
        {errors.map((message) => (
          <p key={message} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{translate(message)}</span>
          </p>
        ))}
      </div>
    </div>
  );
}

interface TextFieldBase {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** Classes of the field's wrapper (grid placement). */
  className?: string;
  value: string;
  onValueChange: (value: string) => void;
}

type Native<E> = Omit<E, 'id' | 'value' | 'onChange' | 'className' | 'children'>;

/** Splits a text field's props: the field's frame, the bound value, the native attributes. */
function splitTextField<P extends TextFieldBase>({
  label,
  error,
  hint,
  optional,
  className,
  value,
  onValueChange,
  ...native
}: P) {
  return {
    field: { label, error, hint, optional, className },
    bound: {
      value,
      onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
    },
    native,
  };
}

/** A labelled one-line text input. */
export function TextField(props: TextFieldBase & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const { field, bound, native } = splitTextField(props);
  return (
    <FormField {...field}>
      {(control) => <input {...native} {...control} {...bound} className={controlClasses} />}
    </FormField>
  );
}

/** A labelled multi-line text input that the visitor can make taller. */
export function TextAreaField(
  props: TextFieldBase & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { field, bound, native } = splitTextField(props);
  return (
    <FormField {...field}>
      {(control) => (
        <textarea
          {...native}
          {...control}
          {...bound}
          className={cn(controlClasses, 'min-h-28 resize-y')}
        />
      )}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled drop-down of `options`; `placeholder` is a first option worth the empty value. */
export function SelectField(
  props: TextFieldBase & { options: readonly SelectOption[]; placeholder?: string } & Native<
      SelectHTMLAttributes<HTMLSelectElement>
    >,
) {
  const { options, placeholder, ...rest } = props;
  const { field, bound, native } = splitTextField(rest);
  return (
    <FormField {...field}>
      {(control) => (
        <select {...native} {...control} {...bound} className={controlClasses}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
