import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
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

/** What a card is handed: its actions, and a switchable record's switch (useSectionToggle). */
export interface RecordCardControls {
  actions: CardHandlers;
  toggle?: { toggling: boolean; onToggle: (active: boolean) => void };
  /** Its own actions (SectionPage's rowActions), before View, Edit and Delete: CardIconButtons. */
  more?: ReactNode;
}

/** A labelled figure in a tinted box; a warning (low stock) tints it and says why. */
export interface CardFact {
  label: string;
  value: ReactNode;
  warning?: { tone: 'amber' | 'red'; text: string };
}

const FACT_TINTS = {
  plain: { box: 'bg-cream-50 ring-charcoal-900/5', words: '' },
  amber: { box: 'bg-amber-50 ring-amber-200', words: 'text-amber-800' },
  red: { box: 'bg-red-50 ring-red-200', words: 'text-red-700' },
};

interface RecordCardProps extends RecordCardControls {
  title: string;
  /** The title is a code (a coupon's): in even letters, and the status beside it. */
  code?: boolean;
  /** The picture in its frame ('aspect-[4/3]'), or a picture of the section's own; none: a code. */
  image?: string | null;
  imageAlt?: string;
  frame?: string;
  picture?: ReactNode;
  status: RecordStatus;
  /** Over the picture's bottom corner (counts of files), or its top right (percent off). */
  overlay?: ReactNode;
  /** Above the title (the meal's category). */
  kicker?: ReactNode;
  /** Right under the title (a meal's stars and price, what a coupon takes off). */
  lead?: ReactNode;
  description?: string | null;
  facts?: readonly CardFact[];
  /** The rest, after the facts (an event's code, a gallery's tags). */
  children?: ReactNode;
  /** Beside the buttons (the date it was created). */
  footnote?: string;
  /** Names the switch ("Show Burgers in the shop"). */
  switchLabel?: string;
}

/**
 * A record of a card grid (a category, a meal, an event, a gallery, a coupon), drawn from its
 * data: its picture with the status, its title and facts, and what can be done with it; a
 * switched-off record is greyed.
 */
export function RecordCard({
  title,
  code = false,
  imageAlt = title,
  frame = 'aspect-[16/9]',
  status,
  actions,
  toggle,
  more,
  ...card
}: RecordCardProps) {
  const id = useId(); // the card is named by its heading
  const off = toggle !== undefined && status === 'inactive';
  const pictured = card.image !== undefined || card.picture !== undefined;
  return (
    <li aria-labelledby={id}>
      <article
        aria-label={title}
        className={cn(
          'flex h-full min-w-0 flex-col overflow-hidden rounded-3xl border border-charcoal-900/5 bg-white shadow-card transition wrap-anywhere hover:shadow-card-hover',
          off && 'bg-charcoal-50',
        )}
      >
        {pictured && (
          <div className="relative">
            {card.picture ?? (
              <ImageWithFallback
                src={card.image}
                alt={imageAlt}
                frameClassName={cn(frame, off && 'opacity-70 grayscale')}
              />
            )}
            <StatusBadge status={status} className="absolute top-3 left-3 shadow-sm" />
            {card.overlay}
          </div>
        )}
        <div className="flex flex-1 flex-col p-5">
          {card.kicker}
          <div className="flex items-start justify-between gap-3">
            <h2
              id={id}
              className={cn(
                'font-bold text-charcoal-900',
                code ? 'font-mono text-xl tracking-wider break-all' : 'text-lg leading-snug',
              )}
            >
              {title}
            </h2>
            {!pictured && <StatusBadge status={status} className="shrink-0" />}
          </div>
          {card.lead}
          {card.description && (
            <p className="mt-1 line-clamp-2 text-sm text-charcoal-600">{card.description}</p>
          )}
          {card.facts && <Facts facts={card.facts} />}
          {card.children}
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
            {card.footnote && <p className="text-xs text-charcoal-500">{card.footnote}</p>}
            {toggle ? (
              <div className="flex w-full items-center justify-between gap-3 border-t border-charcoal-100 pt-3">
                <StatusSwitch
                  checked={status === 'active'}
                  disabled={toggle.toggling}
                  onChange={toggle.onToggle}
                  label={card.switchLabel ?? title}
                />
                <div className="flex items-center gap-0.5">
                  {more}
                  <CardActions name={title} {...actions} />
                </div>
              </div>
            ) : (
              <div className="flex items-center gap-2">
                {more}
                <CardButtons name={title} {...actions} />
              </div>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

/** The facts as tinted boxes, two to a row. */
function Facts({ facts }: { facts: readonly CardFact[] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
      {facts.map(({ label, value, warning }) => {
        const tint = FACT_TINTS[warning?.tone ?? 'plain'];
        return (
          <div key={label} className={cn('rounded-xl px-3 py-2 ring-1', tint.box)}>
            <dt className="text-xs text-charcoal-600">{label}</dt>
            <dd className="flex flex-wrap items-center gap-x-1.5 font-bold text-charcoal-900 tabular-nums">
              {value}
              {warning && (
                <span
                  className={cn(
                    'inline-flex items-center gap-1 text-xs font-semibold whitespace-nowrap',
                    tint.words,
                  )}
                >
                  <TriangleAlert className="size-3.5" aria-hidden="true" />
                  {warning.text}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
