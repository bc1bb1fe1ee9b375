import { Download, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { downloadCsv } from '../format.ts';
import type { AnySection } from '../section.ts';
import type { SectionWords } from '../section-words.ts';

interface SectionHeaderProps<Row> {
  list: { section: AnySection; rows: readonly Row[] };
  words: SectionWords;
  /** Opens the form for a new record, when the section has one. */
  onAdd?: () => void;
  /** Other main buttons (the notifications): beside the title from a tablet's width. */
  children?: ReactNode;
}

/**
 * A section's heading (and the document's title): the page's h1, what the section is for, and
 * its buttons: its own, Export CSV of the rows shown (off while there are none), Add.
 */
export function SectionHeader<Row>({ list, words, onAdd, children }: SectionHeaderProps<Row>) {
  const { t } = useTranslation('admin');
  const { csv } = list.section;
  return (
    <PageHeading
      title={words.maybe('documentTitle')}
      heading={words.word('heading')}
      description={words.word('description')}
    >
      {(onAdd || csv || children) && (
        <>
          {children}
          {csv && (
            <Button
              variant="secondary"
              disabled={list.rows.length === 0}
              onClick={() => downloadCsv(csv.fileName, csv.document(list.rows))}
            >
              <Download className="size-4" aria-hidden="true" />
              {t('kit.exportCsv')}
            </Button>
          )}
          {onAdd && (
            <Button onClick={onAdd}>
              <Plus className="size-4" aria-hidden="true" />
              {words.word('add')}
            </Button>
          )}
        </>
      )}
    </PageHeading>
  );
}

/**
 * A back-office screen's heading: the document's title, the page's h1, what the screen is for,
 * and its buttons beside them from a tablet's width (a list's, or a settings screen's own).
 */
export function PageHeading(props: {
  title?: string;
  heading: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      {props.title && <title>{props.title}</title>}
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-charcoal-900 sm:text-3xl">
          {props.heading}
        </h1>
        <p className="mt-1 text-sm text-charcoal-600 sm:text-base">{props.description}</p>
      </div>
      {props.children && <div className="flex shrink-0 flex-wrap gap-3">{props.children}</div>}
    </header>
  );
}
