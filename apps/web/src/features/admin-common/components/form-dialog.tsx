import { type LucideIcon, Save } from 'lucide-react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { FormOutcome, FormSchema } from '@/lib/form.ts';
import { type FormSubmitOptions, useFormSubmit } from '@/lib/use-form-submit.ts';
import { errorWords } from '../errors.ts';
import type { AnySection } from '../section.ts';
import { notifySuccess, useSectionRefresh } from '../use-section.ts';

type Say = (key: string, options?: Record<string, unknown>) => string;

/**
 * A form's words by convention, under one prefix such as 'admin-menu:meals.form': `say(key)`
 * reads `<prefix>.<key>`, `has(key)` tells whether the catalog holds it.
 */
export function useFormWords(words: string) {
  const [ns = '', prefix = ''] = words.split(':');
  const { t, i18n } = useTranslation(ns as 'admin');
  const say: Say = (key, options) =>
    t(`${prefix}.${key}` as never, options as never) as unknown as string;
  return { say, has: (key: string) => i18n.exists(`${prefix}.${key}`, { ns: ns as 'admin' }) };
}

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
}

interface SectionFormOptions<Values, Output, Result>
  extends Omit<FormSubmitOptions<Values, Output, Result>, 'schema' | 'onSuccess'> {
  schema: FormSchema<Output>;
  /** Where the form's words are, such as 'admin-menu:meals.form' (useFormWords). */
  words: string;
  /** The form's words for a failure the server does not explain (see errorWords). */
  failed: string;
  /** After the toast and the refresh have been asked for: usually closes the dialog. */
  onSaved: (result: Result) => void;
}

/**
 * A section's form on the one submit flow (lib/use-form-submit.ts): a failure is put into
 * words by errorWords (the error itself stays as the cause); a success is told in a toast with
 * the server's words and the section is read again.
 */
export function useSectionForm<Values extends Record<string, unknown>, Output, Result>(
  section: AnySection,
  { words, failed, onSaved, send, ...options }: SectionFormOptions<Values, Output, Result>,
) {
  const refresh = useSectionRefresh(section);
  const form = useFormSubmit({
    ...options,
    send: async (data: Output) => {
      try {
        return await send(data);
      } catch (error) {
        throw new Error(errorWords(error, failed), { cause: error });
      }
    },
    onSuccess: (result: Result) => {
      const message = (result as { message?: unknown }).message;
      if (typeof message === 'string') notifySuccess(message);
      void refresh();
      onSaved(result);
    },
  });
  return { ...form, words };
}

interface FormDialogProps<Values extends Record<string, unknown>> {
  form: SectionForm<Values>;
  /** Editing a record, or adding one. */
  editing: boolean;
  submitIcon?: LucideIcon;
  onClose: () => void;
  /** The panel's width. */
  className?: string;
  /** How the fields are laid out: one under the other unless said. */
  fieldsClassName?: string;
  children: ReactNode;
}

/** A form in a dialog: its fields (disabled while saving), the outcome, Cancel and Save. */
export function FormDialog<Values extends Record<string, unknown>>({
  form,
  editing,
  submitIcon = Save,
  onClose,
  className = 'sm:max-w-xl',
  fieldsClassName = 'space-y-5',
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation('admin');
  const { say } = useFormWords(form.words);
  const pending = form.submission.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      title={say(editing ? 'editTitle' : 'addTitle')}
      className={className}
    >
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="mt-6">
        {/* min-w-0: a fieldset is otherwise as wide as its widest input (a date-time's). */}
        <fieldset disabled={pending} className={cn('min-w-0', fieldsClassName)}>
          {children}
        </fieldset>
        <FormStatus outcome={form.outcome} className="mt-5" />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('kit.cancel')}
          </Button>
          <SubmitButton
            pending={pending}
            icon={submitIcon}
            label={say(editing ? 'update' : 'create')}
            pendingLabel={t('kit.saving')}
          />
        </div>
      </form>
    </Modal>
  );
}
