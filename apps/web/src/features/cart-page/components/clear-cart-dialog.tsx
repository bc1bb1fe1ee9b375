import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';

interface ClearCartDialogProps {
  open: boolean;
  itemCount: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Emptying the cart cannot be undone, so it asks first. */
export function ClearCartDialog({ open, itemCount, onCancel, onConfirm }: ClearCartDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title="Clear your cart?">
      <p className="mt-3 text-charcoal-600">
        This removes all {itemCount} {itemCount === 1 ? 'item' : 'items'} from your cart. You can't
        undo it.
      </p>
      <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Keep my cart
        </Button>
        <Button variant="dark" onClick={onConfirm}>
          <Trash2 className="size-4" aria-hidden="true" />
          Clear Cart
        </Button>
      </div>
    </Modal>
  );
}
