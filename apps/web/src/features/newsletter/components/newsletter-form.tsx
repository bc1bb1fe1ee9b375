import { newsletterRequestSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { EMAIL_INPUT_PROPS } from '@/components/ui/email-input-props.ts';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { validateForm } from '@/lib/form.ts';
import { subscribeNewsletter } from '../api/subscribe-newsletter.ts';

/** The footer's newsletter box: the server's schema checks the address before it is sent. */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: (result) => {
      if (result.status === 'subscribed') toast.success(result.message);
      else toast.info(result.message);
      setEmail('');
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const result = validateForm(newsletterRequestSchema, { email });
    if (!result.ok) {
      setError(result.errors.email ?? null);
      return;
    }
    setError(null);
    subscribe.mutate(result.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label="Newsletter">
      <label htmlFor={inputId} className="text-sm font-medium text-charcoal-200">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id={inputId}
          {...EMAIL_INPUT_PROPS}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 min-w-0 rounded-full border border-charcoal-700 bg-charcoal-900 px-4 text-sm text-white transition placeholder:text-charcoal-400 focus:border-flame-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-flame-500 aria-invalid:border-red-400 sm:flex-1 lg:flex-none"
        />
        <SubmitButton
          pending={subscribe.isPending}
          label="Subscribe"
          pendingLabel="Subscribing..."
          className="shrink-0"
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
