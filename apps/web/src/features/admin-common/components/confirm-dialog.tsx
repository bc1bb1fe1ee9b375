import { LoaderCircle, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen (and what is kept). */
  children: ReactNode;
  /** 'Delete' unless said otherwise. */
  confirmLabel?: string;
  busy: boolean;
  /** 'delete': red, with a bin, 'Deleting...' while it works; 'change' (deactivating): dark. */
  purpose?: 'delete' | 'change';
  /** Why the last attempt failed, shown in the dialog so the admin can act on it. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a change (docs/product-rules.md#back-office-shell): Cancel, or the change. */
export function ConfirmDialog({ purpose = 'delete', busy, error, ...dialog }: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const deleting = purpose === 'delete';
  return (
    <Modal
      open={dialog.open}
      onClose={dialog.onCancel}
      title={dialog.title}
      className="sm:max-w-md"
    >
      <div className="mt-3 space-y-2 text-sm text-charcoal-700">{dialog.children}</div>
      <FormStatus outcome={error ? { tone: 'error', message: error } : null} className="mt-4" />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={dialog.onCancel} disabled={busy}>
          {t('kit.cancel')}
        </Button>
        <Button
          variant="dark"
          className={cn(
            deleting && 'bg-red-700 hover:bg-red-800 active:bg-red-900 disabled:hover:bg-red-700',
          )}
          onClick={dialog.onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {deleting &&
            (busy ? (
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 className="size-4" aria-hidden="true" />
            ))}
          {deleting && busy ? t('kit.deleting') : (dialog.confirmLabel ?? t('kit.delete'))}
        </Button>
      </div>
    </Modal>
  );
}
