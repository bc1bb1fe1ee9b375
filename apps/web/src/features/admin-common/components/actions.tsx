import { Eye, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/index.ts';
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

interface CardActionsProps {
  /** The record's name, so that each button says what it acts on. */
  name: string;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const roundClasses =
  'inline-flex size-10 items-center justify-center rounded-full text-charcoal-700 transition hover:bg-charcoal-900/5 hover:text-charcoal-900 focus-visible:outline-2 focus-visible:outline-flame-500';

/** View, Edit and Delete as round icon buttons, each labelled with the record's name. */
export function CardActions({ name, onView, onEdit, onDelete }: CardActionsProps) {
  const { t } = useTranslation('admin');
  const actions = [
    ['view', Eye, onView],
    ['edit', Pencil, onEdit],
    ['delete', Trash2, onDelete],
  ] as const;
  return (
    <div className="flex items-center gap-0.5">
      {actions.map(([action, Icon, onClick]) => (
        <CardIconButton
          key={action}
          icon={Icon}
          label={t(`kit.${action}Label`, { name })}
          title={t(`kit.${action}`)}
          danger={action === 'delete'}
          onClick={onClick}
        />
      ))}
    </div>
  );
}

/** A round icon button of a card's foot (View, Edit, Delete, or a record's own action). */
export function CardIconButton(props: {
  icon: LucideIcon;
  label: string;
  title?: string;
  danger?: boolean;
  onClick: () => void;
}) {
  const { icon: Icon } = props;
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-label={props.label}
      title={props.title ?? props.label}
      className={cn(roundClasses, props.danger && 'hover:bg-red-50 hover:text-red-700')}
    >
      <Icon className="size-[18px]" aria-hidden="true" />
    </button>
  );
}

/** Edit and Delete as worded buttons along a card's foot, each labelled with the record's name. */
export function CardButtons({ name, onEdit, onDelete }: Omit<CardActionsProps, 'onView'>) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={onEdit}
        aria-label={t('kit.editLabel', { name })}
      >
        <Pencil className="size-4" aria-hidden="true" />
        {t('kit.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={t('kit.deleteLabel', { name })}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('kit.delete')}
      </Button>
    </div>
  );
}

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
