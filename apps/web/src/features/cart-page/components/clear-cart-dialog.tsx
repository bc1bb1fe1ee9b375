import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useTranslation } from '@/i18n/index.ts';

interface ClearCartDialogProps {
  open: boolean;
  itemCount: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Emptying the cart cannot be undone, so it asks first. */
export function ClearCartDialog({ open, itemCount, onCancel, onConfirm }: ClearCartDialogProps) {
  const { t } = useTranslation('cart');
  return (
    <Modal open={open} onClose={onCancel} title={t('clearDialog.title')}>
      <p className="mt-3 text-charcoal-600">{t('clearDialog.message', { count: itemCount })}</p>
      <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('clearDialog.keep')}
        </Button>
        <Button variant="dark" onClick={onConfirm}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t('clearDialog.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
