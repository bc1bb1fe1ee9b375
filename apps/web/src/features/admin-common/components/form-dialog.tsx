import { type LucideIcon, Save } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { FieldErrors, FormSchema } from '@/lib/form.ts';
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

interface FormDialogProps<Values extends Record<string, unknown>> {
  form: SectionForm<Values> & Pick<SectionWords, 'word'>;
  submitIcon?: LucideIcon;
  /** The panel's width. */
  className?: string;
  /** How the fields are laid out: one under the other unless said. */
  fieldsClassName?: string;
  children: ReactNode;
}

/** A form in a dialog: its fields (disabled while saving), the outcome, Cancel and Save. */
export function FormDialog<Values extends Record<string, unknown>>({
  form,
  submitIcon = Save,
  className = 'sm:max-w-xl',
  fieldsClassName = 'space-y-5',
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation('admin');
  const pending = form.submission.isPending;
  return (
    <Modal
      open
      onClose={form.close}
      title={form.word(form.editing ? 'editTitle' : 'addTitle')}
      className={className}
    >
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="mt-6">
        {/* min-w-0: a fieldset is otherwise as wide as its widest input (a date-time's). */}
        <fieldset disabled={pending} className={cn('min-w-0', fieldsClassName)}>
          {children}
        </fieldset>
        <FormStatus outcome={form.outcome} className="mt-5" />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={form.close}>
            {t('kit.cancel')}
          </Button>
          <SubmitButton
            pending={pending}
            icon={submitIcon}
            label={form.word(form.editing ? 'update' : 'create')}
            pendingLabel={t('kit.saving')}
          />
        </div>
      </form>
    </Modal>
  );
}
