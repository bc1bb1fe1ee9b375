import { Download, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { downloadCsv } from '../format.ts';

interface AdminPageHeaderProps {
  title: string;
  description: string;
  /** For a section that names itself by the heading (aria-labelledby). */
  id?: string;
  /** The section's create button ('Add Meal', 'Create Event'), with a plus. */
  add?: { label: string; onClick: () => void };
  /** Other main buttons (Export CSV): beside the title from a tablet's width. */
  actions?: ReactNode;
  /** A panel beside the title on a wide screen, under it on narrower ones. */
  aside?: ReactNode;
}

/** A back-office section's heading: the page's h1, what it is for, and its actions. */
export function AdminPageHeader({
  title,
  description,
  id,
  add,
  actions,
  aside,
}: AdminPageHeaderProps) {
  return (
    <header
      className={cn(
        'flex flex-col gap-4',
        aside
          ? 'lg:flex-row lg:items-start lg:justify-between'
          : 'sm:flex-row sm:items-end sm:justify-between',
      )}
    >
      <div className="min-w-0">
        <h1 id={id} className="text-2xl font-bold tracking-tight text-charcoal-900 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 text-sm text-charcoal-600 sm:text-base">{description}</p>
      </div>
      {(add || actions) && (
        <div className="flex shrink-0 flex-wrap gap-3">
          {actions}
          {add && (
            <Button onClick={add.onClick}>
              <Plus className="size-4" aria-hidden="true" />
              {add.label}
            </Button>
          )}
        </div>
      )}
      {aside}
    </header>
  );
}

/** Export CSV: downloads the rows shown as `fileName` (off while there are none). */
export function ExportCsvButton({
  fileName,
  csv,
  disabled,
}: {
  fileName: string;
  /** Builds the document when the button is pressed. */
  csv: () => string;
  disabled: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <Button variant="secondary" disabled={disabled} onClick={() => downloadCsv(fileName, csv())}>
      <Download className="size-4" aria-hidden="true" />
      {t('kit.exportCsv')}
    </Button>
  );
}
