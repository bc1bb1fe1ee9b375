import { useCallback, useRef, useState } from 'react';
import { type FieldErrors, type FormSchema, validateForm } from './form.ts';

/**
 * Plain-state form bound to a shared zod schema: the browser shows the very messages the
 * server would answer with. Editing a field clears its message.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Output>(
  schema: FormSchema<Output>,
  initialValues: Values,
) {
  const initial = useRef(initialValues).current;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const setValue = useCallback(<K extends keyof Values & string>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as FieldErrors<Values>;
    });
  }, []);

  /** The parsed values, or null after showing every field's message. */
  const validate = useCallback((): Output | null => {
    const result = validateForm(schema, values);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.data : null;
  }, [schema, values]);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  /** Puts other values in every field (a record as it is now), clearing the messages. */
  const load = useCallback((next: Values) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, setValue, setErrors, validate, reset, load };
}
