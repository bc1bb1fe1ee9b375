import { Download, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { downloadCsv } from '../format.ts';

interface AdminPageHeaderProps {
  title: string;
  description: string;
  /** The section's create button ('Add Meal', 'Create Event'), with a plus. */
  add?: { label: string; onClick: () => void };
  /** Export CSV of these rows, as this file (off while there are none). */
  csv?: { fileName: string; document: () => string; disabled: boolean };
  /** Other main buttons (the notifications): beside the title from a tablet's width. */
  actions?: ReactNode;
}

/** A back-office section's heading: the page's h1, what it is for, and its actions. */
export function AdminPageHeader({ title, description, add, csv, actions }: AdminPageHeaderProps) {
  const { t } = useTranslation('admin');
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-charcoal-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-charcoal-600 sm:text-base">{description}</p>
      </div>
      {(add || csv || actions) && (
        <div className="flex shrink-0 flex-wrap gap-3">
          {actions}
          {csv && (
            <Button
              variant="secondary"
              disabled={csv.disabled}
              onClick={() => downloadCsv(csv.fileName, csv.document())}
            >
              <Download className="size-4" aria-hidden="true" />
              {t('kit.exportCsv')}
            </Button>
          )}
          {add && (
            <Button onClick={add.onClick}>
              <Plus className="size-4" aria-hidden="true" />
              {add.label}
            </Button>
          )}
        </div>
      )}
    </header>
  );
}
