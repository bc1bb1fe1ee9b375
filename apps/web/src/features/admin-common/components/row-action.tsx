import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

interface RowActionProps {
  /** Says what it acts on: 'Delete message from Nirmala Thapa'. */
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** Red for what cannot be undone. */
  tone?: 'neutral' | 'danger';
  /** A short word beside the icon ('View'); the label is what is read out. */
  text?: string;
}

/** One action of a table row or a card (view, deactivate, delete): a round outlined button. */
export function RowAction({ label, icon: Icon, onClick, tone = 'neutral', text }: RowActionProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex h-9 items-center justify-center gap-1.5 rounded-full border border-charcoal-200 bg-white text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500',
        text ? 'px-3' : 'w-9',
        tone === 'danger'
          ? 'text-red-700 hover:border-red-300 hover:bg-red-50'
          : 'text-charcoal-800 hover:border-flame-300 hover:bg-flame-50 hover:text-flame-700',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {text && <span aria-hidden="true">{text}</span>}
    </button>
  );
}
