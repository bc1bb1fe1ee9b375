import type { ReactNode } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { cn } from '@/lib/cn.ts';
import { CardActions } from './actions.tsx';
import { StatusBadge, StatusSwitch } from './status.tsx';

export interface CardHandlers {
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** What a page hands a record's card: its switch (see useSectionToggle) and its actions. */
export interface RecordCardControls {
  toggling: boolean;
  onToggle: (active: boolean) => void;
  actions: CardHandlers;
}

interface RecordCardProps extends RecordCardControls {
  /** The heading's id prefix and the record's id: the card is named by its heading. */
  id: string;
  title: string;
  image: string | null | undefined;
  /** The picture's frame ('aspect-[4/3]'). */
  frame: string;
  active: boolean;
  /** Over the picture's bottom corner (counts of files). */
  overlay?: ReactNode;
  /** Above the title (the meal's category). */
  kicker?: ReactNode;
  /** Under the title. */
  children: ReactNode;
  /** Names what the switch turns on ('Show Burgers in the shop'). */
  switchLabel: string;
}

/**
 * A record of a card grid that can be switched on and off (a category, a meal): its picture with
 * the status, its title and facts, the switch and View, Edit and Delete.
 */
export function RecordCard({
  id,
  title,
  image,
  frame,
  active,
  overlay,
  kicker,
  children,
  switchLabel,
  toggling,
  onToggle,
  actions,
}: RecordCardProps) {
  return (
    <li
      aria-labelledby={id}
      className={cn(
        'flex flex-col overflow-hidden rounded-3xl border border-charcoal-900/5 bg-white shadow-card transition hover:shadow-card-hover',
        !active && 'bg-charcoal-50',
      )}
    >
      <div className="relative">
        <ImageWithFallback
          src={image}
          alt={title}
          frameClassName={cn(frame, !active && 'opacity-70 grayscale')}
        />
        <StatusBadge
          status={active ? 'active' : 'inactive'}
          className="absolute top-3 left-3 shadow-sm"
        />
        {overlay}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {kicker}
        <h2 id={id} className="text-lg leading-snug font-bold text-charcoal-900">
          {title}
        </h2>
        {children}
        <div className="mt-auto pt-4">
          <div className="flex items-center justify-between gap-3 border-t border-charcoal-100 pt-3">
            <StatusSwitch
              checked={active}
              disabled={toggling}
              onChange={onToggle}
              label={switchLabel}
            />
            <CardActions name={title} {...actions} />
          </div>
        </div>
      </div>
    </li>
  );
}
