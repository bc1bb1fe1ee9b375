import type { ReactNode } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { cn } from '@/lib/cn.ts';
import { CardActions, CardButtons } from './actions.tsx';
import { type RecordStatus, StatusBadge, StatusSwitch } from './status.tsx';

/** A card's View, Edit and Delete (see SectionPage's `card`). */
export interface CardHandlers {
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** What a page hands a switchable record's card: its switch (see useSectionToggle), its actions. */
export interface RecordCardControls {
  toggling: boolean;
  onToggle: (active: boolean) => void;
  actions: CardHandlers;
}

interface RecordCardProps {
  /** The heading's id: the card is named by its heading. */
  id: string;
  title: string;
  /** The picture in its frame ('aspect-[4/3]'), or a picture of the section's own. */
  image?: string | null;
  imageAlt?: string;
  frame?: string;
  picture?: ReactNode;
  status: RecordStatus;
  /** Over the picture's bottom corner (counts of files), or its top right (percent off). */
  overlay?: ReactNode;
  /** Above the title (the meal's category). */
  kicker?: ReactNode;
  /** Under the title. */
  children: ReactNode;
  actions: CardHandlers;
  /** A record switched on and off: the switch, and View, Edit and Delete as icons. */
  toggle?: { toggling: boolean; onToggle: (active: boolean) => void; label: string };
}

/**
 * A record of a card grid (a category, a meal, an event, a gallery): its picture with the
 * status, its title and facts, and what can be done with it; a switched-off record is greyed.
 */
export function RecordCard({
  id,
  title,
  image,
  imageAlt = title,
  frame = 'aspect-[16/9]',
  picture,
  status,
  overlay,
  kicker,
  children,
  actions,
  toggle,
}: RecordCardProps) {
  const off = toggle !== undefined && status === 'inactive';
  return (
    <li aria-labelledby={id}>
      <article
        aria-label={title}
        className={cn(
          'flex h-full flex-col overflow-hidden rounded-3xl border border-charcoal-900/5 bg-white shadow-card transition hover:shadow-card-hover',
          off && 'bg-charcoal-50',
        )}
      >
        <div className="relative">
          {picture ?? (
            <ImageWithFallback
              src={image}
              alt={imageAlt}
              frameClassName={cn(frame, off && 'opacity-70 grayscale')}
            />
          )}
          <StatusBadge status={status} className="absolute top-3 left-3 shadow-sm" />
          {overlay}
        </div>
        <div className="flex flex-1 flex-col p-5">
          {kicker}
          <h2 id={id} className="text-lg leading-snug font-bold text-charcoal-900">
            {title}
          </h2>
          {children}
          <div className="mt-auto pt-4">
            {toggle ? (
              <div className="flex items-center justify-between gap-3 border-t border-charcoal-100 pt-3">
                <StatusSwitch
                  checked={status === 'active'}
                  disabled={toggle.toggling}
                  onChange={toggle.onToggle}
                  label={toggle.label}
                />
                <CardActions name={title} {...actions} />
              </div>
            ) : (
              <CardButtons name={title} {...actions} />
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
