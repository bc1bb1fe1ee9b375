import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef } from 'react';
import { toast } from '@/lib/toast.ts';
import { type FormSchema, focusFirstInvalid, outcomeOf } from './form.ts';
import { useSchemaForm } from './use-schema-form.ts';

export interface FormSubmitOptions<Values, Output, Result> {
  /** The shared zod schema the server validates the same request with. */
  schema: FormSchema<Output>;
  initialValues: Values;
  send: (data: Output) => Promise<Result>;
  /** A toast when the browser finds errors; without one the fields' messages say it all. */
  invalidToast?: string;
  onSuccess?: (result: Result) => void;
  onError?: (error: Error) => void;
  /**
   * Which shown outcome an edit clears: any (the default), or only a failure, for a form whose
   * thanks stays until it closes itself.
   */
  editClears?: 'any' | 'error';
}

/**
 * The one submit flow of the shop's forms: validate against the shared schema (field messages,
 * an optional toast, focus on the first invalid field), send, empty the form after a success
 * and keep what was typed after a failure; an edit clears its field's message and the outcome.
 */
export function useFormSubmit<Values extends Record<string, unknown>, Output, Result>({
  schema,
  initialValues,
  send,
  invalidToast,
  onSuccess,
  onError,
  editClears = 'any',
}: FormSubmitOptions<Values, Output, Result>) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm(schema, initialValues);
  const submission = useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      form.reset();
      onSuccess?.(result);
    },
    onError,
  });

  const clearOutcome = () => {
    if (submission.isError || (editClears === 'any' && submission.isSuccess)) submission.reset();
  };

  const setValue = <K extends keyof Values & string>(field: K, value: Values[K]) => {
    form.setValue(field, value);
    clearOutcome();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.isPending) return;
    const data = form.validate();
    if (!data) {
      if (invalidToast) toast.error(invalidToast);
      focusFirstInvalid(formRef.current);
      return;
    }
    submission.mutate(data);
  };

  return {
    formRef,
    values: form.values,
    errors: form.errors,
    setValue,
    clearOutcome,
    /** Replaces what the fields hold, keeping the shown outcome (a refusal saying why). */
    load: form.load,
    /** Shows messages beside fields, such as the server's refusal of a name already taken. */
    showErrors: form.setErrors,
    onSubmit,
    submission,
    outcome: outcomeOf(submission),
  };
}
