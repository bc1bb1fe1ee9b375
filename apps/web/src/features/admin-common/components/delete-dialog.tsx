import { successResponseSchema } from '@shop/shared';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast.ts';
import { adminApi } from '../admin-api.ts';
import { errorWords } from '../errors.ts';
import type { AnySection } from '../section.ts';
import { useSectionMutation } from '../use-section.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface DeleteDialogProps<Row> {
  section: AnySection;
  /** The record to delete; null when the dialog is closed. */
  row: Row | null;
  /** Where DELETE goes, below /api: '/admin/events/7'. */
  path: (row: Row) => string;
  title: string;
  confirmLabel: string;
  /** The toast's words when it fails ('Failed to delete coupon'). */
  failed: string;
  onClose: () => void;
  /** What will happen (and what is kept). */
  children: ReactNode;
}

/**
 * Asks before deleting a record, then deletes it: the server's words in a toast and the section
 * read again, or the failure in a toast, with under it the server's reason when it gave one
 * (errorWords), so the admin knows what to do instead.
 */
export function DeleteDialog<Row>({
  section,
  row,
  path,
  failed,
  onClose,
  ...words
}: DeleteDialogProps<Row>) {
  const remove = useSectionMutation(section, (doomed: Row) =>
    adminApi.delete(path(doomed), successResponseSchema),
  );
  const onError = (error: unknown) => {
    const reason = errorWords(error, failed);
    toast.error(failed, reason === failed ? undefined : { description: reason });
  };
  return (
    <ConfirmDialog
      {...words}
      open={row !== null}
      busy={remove.isPending}
      onConfirm={() => row && remove.mutate(row, { onError, onSettled: onClose })}
      onCancel={onClose}
    />
  );
}
