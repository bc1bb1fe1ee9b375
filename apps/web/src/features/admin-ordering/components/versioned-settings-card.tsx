import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import {
  errorWords,
  notifySuccess,
  type SectionKeys,
  useSectionRefresh,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import type { FormSchema } from '@/lib/form.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { OrderingCard } from './ordering-card.tsx';

export type Notice = { tone: 'error' | 'success'; message: string } | null;

/** What a versioned settings form is handed by its card. */
export interface VersionedForm<Read> {
  read: Read;
  notice: Notice;
  onNotice: (notice: Notice) => void;
  /**
   * After a failed save: when someone changed the settings meanwhile (409), the card reads them
   * again and draws the form anew with them, keeping `message` on screen.
   */
  whenStale: (error: unknown, message: string) => void;
}

/**
 * A card of settings saved with the version read (the week's hours, orders for later): the form
 * is drawn for the version it was read at, so a save refused as stale shows the settings as
 * they are now rather than overwriting them. The message lives here, outliving that redraw.
 */
export function VersionedSettingsCard<Read extends { version: number }>(props: {
  icon: LucideIcon;
  title: string;
  lead: string;
  testId: string;
  query: UseQueryResult<Read>;
  loadFailed: string;
  skeletonClassName: string;
  form: (form: VersionedForm<Read>) => ReactNode;
}) {
  const { t } = useTranslation('admin-ordering');
  const { query } = props;
  const [notice, setNotice] = useState<Notice>(null);
  const whenStale = (error: unknown, message: string) => {
    if (!(error instanceof ApiError) || error.status !== 409) return;
    setNotice({ tone: 'error', message });
    void query.refetch();
  };
  return (
    <OrderingCard icon={props.icon} title={props.title} lead={props.lead} testId={props.testId}>
      {query.data ? (
        <div key={query.data.version}>
          {props.form({ read: query.data, notice, onNotice: setNotice, whenStale })}
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {errorWords(query.error, props.loadFailed)}
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <Skeleton className={props.skeletonClassName} />
      )}
    </OrderingCard>
  );
}

/**
 * The save of a versioned settings form: the request (its failure in the card's words), then
 * the saved settings in the form, the notice cleared, a toast and the section read again; a
 * save refused as stale hands the card its message (`whenStale`).
 */
export function useVersionedSave<Values extends Record<string, unknown>, Output, Answer>(
  form: Pick<VersionedForm<unknown>, 'onNotice' | 'whenStale'>,
  options: {
    schema: FormSchema<Output>;
    initialValues: Values;
    send: (values: Output) => Promise<Answer>;
    /** The words of a failure the answer does not name. */
    failed: string;
    /** The toast of a save, from its answer. */
    saved: (answer: Answer) => string;
    /** The form's values as the answer says they are now. */
    valuesOf: (answer: Answer) => Values;
    section: SectionKeys;
  },
) {
  const refresh = useSectionRefresh(options.section);
  const submit = useFormSubmit({
    schema: options.schema,
    initialValues: options.initialValues,
    send: async (values: Output) => {
      try {
        return await options.send(values);
      } catch (error) {
        throw new Error(errorWords(error, options.failed), { cause: error });
      }
    },
    onSuccess: (answer) => {
      submit.load(options.valuesOf(answer));
      form.onNotice(null);
      notifySuccess(options.saved(answer));
      void refresh();
    },
    onError: (error) => form.whenStale(error.cause, error.message),
  });
  return submit;
}
