import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** A detail view's Delete button: red, with a bin; the ConfirmDialog it opens asks first. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="secondary"
      className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
      onClick={onClick}
    >
      <Trash2 className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}
