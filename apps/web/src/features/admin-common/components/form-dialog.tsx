import { type LucideIcon, Save } from 'lucide-react';
import { type ComponentProps, type FormEvent, type ReactNode, type Ref, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { FieldErrors, FormOutcome, FormSchema } from '@/lib/form.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { adminApi } from '../admin-api.ts';
import { changedRecordOf, errorWords, refusedFieldOf } from '../errors.ts';
import type { AnySection } from '../section.ts';
import { type SectionWords, useFormWords } from '../section-words.ts';
import { notifySuccess, useSectionRefresh } from '../use-section.ts';
import { type SectionForm, useFormFields } from './form-fields.tsx';

type Versioned = { version: number };

/** What SectionPage hands a section's form: the record to edit (null: a new one), and Close. */
export interface SectionFormProps<Row> {
  record: Row | null;
  /** Closes the dialog: on Cancel, and once saved. */
  onClose: () => void;
}

interface SectionFormOptions<Row, Values, Output, Result> extends SectionFormProps<Row> {
  /** The shared zod schema the server validates the same request with. */
  schema: FormSchema<Output>;
  /** What the fields hold for a record, or for a new one. */
  valuesOf: (record: Row | null) => Values;
  /** Where a save goes (POST to the path, PUT to path/id) and the schema of the answer. */
  save: readonly [path: string, answer: Parameters<typeof adminApi.post<Result>>[2]];
  /** The request's body: what was typed, and the record as the form last read it. */
  body: (data: Output, read: Row | null) => unknown;
  /**
   * The record as it is now in a refusal's details, for a record kept at a version: a save
   * refused because it changed after the form read it (decision 036) loads it into the form
   * (and `onChanged`), to apply the edit again.
   */
  changed?: (details: unknown) => (Row & Versioned) | undefined;
  onChanged?: (current: Row) => void;
}

/**
 * A section's form on the one submit flow (lib/use-form-submit.ts), its words the section's
 * under `form` (useFormWords): a failure is put into words by errorWords, with the form's
 * `saveFailed` (or `createFailed`, `updateFailed`) when the server does not explain it (the
 * error itself stays as the cause), and shown beside the field a refusal names; a success is
 * told in a toast with the server's words, then the section is read again and the dialog closes.
 */
export function useSectionForm<
  Row extends { id: number | string },
  Values extends Record<string, unknown>,
  Output,
  Result,
>(section: AnySection, options: SectionFormOptions<Row, Values, Output, Result>) {
  const { record, valuesOf, changed } = options;
  const [namespace, prefix] = section.words;
  const words = `${namespace}:${prefix ? `${prefix}.` : ''}form`;
  const { word, maybe } = useFormWords(words);
  const failed = maybe('saveFailed') ?? word(record ? 'updateFailed' : 'createFailed');
  const refresh = useSectionRefresh(section);
  const [read, setRead] = useState(record);
  const form = useFormSubmit({
    schema: options.schema,
    initialValues: valuesOf(record),
    send: async (data: Output) => {
      try {
        const [path, answer] = options.save;
        const body = options.body(data, read);
        // POST to add a record, PUT to path/id to change one.
        return await (read === null
          ? adminApi.post(path, body, answer)
          : adminApi.put(`${path}/${read.id}`, body, answer));
      } catch (error) {
        throw new Error(errorWords(error, failed), { cause: error });
      }
    },
    onSuccess: (result: Result) => {
      const message = (result as { message?: unknown }).message;
      if (typeof message === 'string') notifySuccess(message);
      void refresh();
      options.onClose();
    },
    onError: (error) => {
      const field = refusedFieldOf(error.cause);
      if (field !== null && field in form.values) {
        form.showErrors({ [field]: error.message } as FieldErrors<Values>);
        return;
      }
      const current = changed && changedRecordOf(error.cause, read as Versioned | null, changed);
      if (!current) return;
      setRead(current);
      form.load(valuesOf(current));
      options.onChanged?.(current);
      void refresh();
    },
  });
  const sectionForm = {
    ...form,
    words,
    editing: record !== null,
    close: options.onClose,
  };
  return { ...sectionForm, ...useFormFields(sectionForm) };
}

interface DialogFormProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  pending: boolean;
  outcome: FormOutcome | null;
  /** The send button (its label, icon, look); none while there is nothing to send. */
  submit:
    | (Omit<ComponentProps<typeof SubmitButton>, 'pending' | 'pendingLabel'> & {
        pendingLabel?: string;
      })
    | null;
  /** The panel's width. */
  className?: string;
  /** How the fields are laid out. */
  fieldsClassName?: string;
  /** Above the fields, outside what saving disables. */
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * The back office's one form in a dialog: its fields (disabled while it is sent), the outcome,
 * Cancel and the send button.
 */
export function DialogForm({
  submit,
  pending,
  className = 'sm:max-w-xl',
  fieldsClassName,
  ...dialog
}: DialogFormProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal open onClose={dialog.onClose} title={dialog.title} className={className}>
      <form ref={dialog.formRef} onSubmit={dialog.onSubmit} noValidate className="mt-4">
        {dialog.lead}
        {/* min-w-0: a fieldset is otherwise as wide as its widest input (a date-time's). */}
        <fieldset disabled={pending} className={cn('min-w-0', fieldsClassName)}>
          {dialog.children}
        </fieldset>
        <FormStatus outcome={dialog.outcome} className="mt-5" />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={dialog.onClose} disabled={pending}>
            {t('kit.cancel')}
          </Button>
          {submit && (
            <SubmitButton
              {...submit}
              pending={pending}
              pendingLabel={submit.pendingLabel ?? t('kit.saving')}
            />
          )}
        </div>
      </form>
    </Modal>
  );
}

interface FormDialogProps<Values extends Record<string, unknown>> {
  form: SectionForm<Values> & Pick<SectionWords, 'word'>;
  submitIcon?: LucideIcon;
  /** The panel's width. */
  className?: string;
  /** How the fields are laid out: one under the other unless said. */
  fieldsClassName?: string;
  children: ReactNode;
}

/** A section's form in the dialog form: Add or Edit, its fields, Save. */
export function FormDialog<Values extends Record<string, unknown>>({
  form,
  submitIcon = Save,
  className,
  fieldsClassName = 'space-y-5',
  children,
}: FormDialogProps<Values>) {
  return (
    <DialogForm
      title={form.word(form.editing ? 'editTitle' : 'addTitle')}
      onClose={form.close}
      onSubmit={form.onSubmit}
      formRef={form.formRef}
      pending={form.submission.isPending}
      outcome={form.outcome}
      submit={{ icon: submitIcon, label: form.word(form.editing ? 'update' : 'create') }}
      className={className}
      fieldsClassName={cn('mt-2', fieldsClassName)}
    >
      {children}
    </DialogForm>
  );
}
