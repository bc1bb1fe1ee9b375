import { CONTACT_MESSAGES, type ContactRequest, contactRequestSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef } from 'react';
import { toast } from 'sonner';
import { TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { NameEmailFields } from '@/components/ui/name-email-fields.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { focusFirstInvalid, outcomeOf } from '@/lib/form.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

/** The contact page's message form (rules: docs/product-rules.md#forms). */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm(contactRequestSchema, EMPTY);
  const send = useMutation({ mutationFn: sendContactMessage, onSuccess: form.reset });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const message = form.validate();
    if (!message) {
      toast.error(CONTACT_MESSAGES.fixErrors);
      focusFirstInvalid(formRef.current);
      return;
    }
    send.mutate(message);
  };

  const edit = <K extends keyof ContactRequest>(field: K, value: ContactRequest[K]) => {
    form.setValue(field, value);
    if (send.isSuccess || send.isError) send.reset();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Send us a message">
      <fieldset disabled={send.isPending} className="grid gap-5 sm:grid-cols-2">
        <NameEmailFields values={form.values} errors={form.errors} onChange={edit} />
        <TextField
          label="Subject"
          name="subject"
          maxLength={200}
          placeholder="A birthday table, an order, catering…"
          value={form.values.subject}
          onValueChange={(value) => edit('subject', value)}
          error={form.errors.subject}
          className="sm:col-span-2"
        />
        <TextAreaField
          label="Message"
          name="message"
          rows={6}
          maxLength={5000}
          placeholder="How can we help?"
          value={form.values.message}
          onValueChange={(value) => edit('message', value)}
          error={form.errors.message}
          className="sm:col-span-2"
        />
      </fieldset>
      <FormStatus outcome={outcomeOf(send)} className="mt-6" />
      <div className="mt-6 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-charcoal-600">We reply within one working day.</p>
        <SubmitButton
          size="lg"
          pending={send.isPending}
          label="Send Message"
          pendingLabel="Sending..."
          className="w-full sm:w-auto"
        />
      </div>
    </form>
  );
}
