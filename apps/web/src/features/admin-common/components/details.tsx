import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { adminApi } from '../admin-api.ts';
import type { AnySection } from '../section.ts';
import { sectionKey } from '../use-section.ts';

/** A record's details (or a part of them) under the section's key: any change there reads them again. */
export function useSectionDetail<T>(
  section: AnySection,
  path: string,
  schema: Parameters<typeof adminApi.get<T>>[1],
  fallbackMessage?: string,
) {
  return useQuery({
    queryKey: [...sectionKey(section), 'detail', path],
    queryFn: ({ signal }) => adminApi.get(path, schema, undefined, { signal, fallbackMessage }),
    staleTime: 5_000,
    ...section.fresh,
  });
}

/**
 * A record's details, read-only, in a dialog: a line of badges under the title, the parts, and
 * the buttons at the foot: on the right (one to the left with `sm:mr-auto`), on a phone each a
 * row of its own, the first at the bottom.
 */
export function DetailView(props: {
  title: string;
  onClose: () => void;
  badges?: ReactNode;
  actions?: ReactNode;
  /** The panel's width. */
  className?: string;
  children: ReactNode;
}) {
  const { title, onClose, badges, actions, className = 'sm:max-w-3xl', children } = props;
  return (
    <Modal open onClose={onClose} title={title} className={className}>
      {badges && (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-charcoal-600">
          {badges}
        </div>
      )}
      <div className="mt-5 space-y-4">{children}</div>
      {actions && (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
      )}
    </Modal>
  );
}

/** A labelled fact (name, email, date…); a wide one takes the whole row (a message). */
function DetailItem(props: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', props.wide && 'sm:col-span-2')}>
      <dt className="text-xs font-semibold tracking-wide text-charcoal-500 uppercase">
        {props.label}
      </dt>
      <dd className="mt-1 break-words text-charcoal-900">{props.children}</dd>
    </div>
  );
}

/** An address's parts: it may wrap after its @ and before each dot, as addresses are cut in print. */
const EMAIL_PARTS = /\.?[^.@]*@?/g;

/**
 * An email address as text that, too long for its line, wraps at a joint (ram.thapa@ /
 * example.com), and mid-word only where a part alone is still too long.
 */
export function EmailText({ email }: { email: string }) {
  const parts = [...email.matchAll(EMAIL_PARTS)].flatMap(({ 0: part, index: at }) =>
    part === ''
      ? []
      : [
          <Fragment key={at}>
            {at > 0 && <wbr />}
            {part}
          </Fragment>,
        ],
  );
  return <span className="break-words">{parts}</span>;
}

/** An email address that opens the admin's mail program. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a className="text-flame-700 underline underline-offset-2" href={`mailto:${email}`}>
      <EmailText email={email} />
    </a>
  );
}
/** What a visitor wrote, as they wrote it (its line breaks kept). */
export function MessageBox({ text }: { text: string }) {
  return (
    <p className="rounded-2xl bg-cream-50 p-4 whitespace-pre-wrap ring-1 ring-charcoal-900/5">
      {text}
    </p>
  );
}

const LOOKS = {
  columns: 'grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2',
  three: 'grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-3',
  cards:
    'grid-cols-2 gap-3 [&_dd]:font-semibold [&_dt]:text-charcoal-600 [&>div]:rounded-2xl [&>div]:bg-cream-50 [&>div]:px-4 [&>div]:py-3 [&>div]:ring-1 [&>div]:ring-charcoal-900/5',
};

interface FactsProps {
  /** The facts by key, each labelled `words(key)`; one with no value (null) is left out. */
  facts: Record<string, ReactNode>;
  words?: (key: string) => string;
  /** The keys of the facts that take the whole row. */
  wide?: readonly string[];
  /** Two columns (three from a laptop's width), or tinted cards. */
  look?: keyof typeof LOOKS;
}

export function DetailFacts({ facts, words = String, wide = [], look = 'columns' }: FactsProps) {
  return (
    <dl className={cn('grid', LOOKS[look])}>
      {Object.entries(facts).map(
        ([key, value]) =>
          value != null && (
            <DetailItem key={key} label={words(key)} wide={wide.includes(key)}>
              {value}
            </DetailItem>
          ),
      )}
    </dl>
  );
}

/** A titled part of a detail view, boxed unless `plain`: its facts, its content, or both. */
export function DetailPart(
  props: Partial<FactsProps> & { title: string; plain?: boolean; children?: ReactNode },
) {
  const { title, facts, plain = false, children, ...looks } = props;
  return (
    <section className={cn(!plain && 'rounded-2xl border border-charcoal-100 bg-cream-50/60 p-4')}>
      <h3 className="mb-3 text-sm font-bold tracking-wide text-charcoal-900">{title}</h3>
      {facts && <DetailFacts facts={facts} {...looks} />}
      {children}
    </section>
  );
}

/** What is still being read: grey where it will be, or why it could not be read. */
export function DetailLoading(props: { failed: boolean; message: string; className: string }) {
  if (!props.failed) return <Skeleton className={cn('w-full rounded-2xl', props.className)} />;
  return (
    <p role="alert" className="text-sm text-red-700">
      {props.message}
    </p>
  );
}

/** A record's pictures or videos in a grid, each drawn by `item`; `empty` says there are none. */
export function MediaGrid(props: {
  urls: readonly string[];
  item: (url: string, index: number) => ReactNode;
  empty?: string;
  /** The grid's columns. */
  className: string;
}) {
  const { urls, item, empty, className } = props;
  if (urls.length === 0) return empty && <p className="text-sm text-charcoal-600">{empty}</p>;
  return (
    <ul className={cn('grid gap-3', className)}>
      {urls.map((url, index) => (
        <li key={url}>{item(url, index)}</li>
      ))}
    </ul>
  );
}
