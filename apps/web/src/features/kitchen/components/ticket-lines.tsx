import { choicesByGroup, type KitchenTicketLine } from '@shop/shared';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** What to cook: each line's quantity and meal in large type, its choices marked under it. */
export function TicketLines({ lines }: { lines: readonly KitchenTicketLine[] }) {
  const { t } = useTranslation('kitchen');
  const { number } = useFormat();
  return (
    <ul aria-label={t('ticket.items')} className="grid gap-2.5">
      {lines.map((line, index) => (
        // Lines have no id of their own; their order is the order's and never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="flex items-start gap-3">
          <span className="flex h-9 min-w-11 shrink-0 items-center justify-center rounded-lg bg-charcoal-900 px-2 font-mono text-xl font-black text-white tabular-nums">
            {number(line.quantity)}×
          </span>
          <div className="min-w-0 pt-0.5">
            <p className="text-xl leading-tight font-extrabold break-words text-charcoal-950">
              {line.name}
            </p>
            {line.choices.length > 0 && (
              <ul className="mt-1.5 flex flex-wrap gap-1.5">
                {choicesByGroup(line.choices).map(({ group, names }) => (
                  <li
                    key={group}
                    className="rounded-md border-2 border-flame-600 bg-flame-50 px-2 py-0.5 text-base leading-snug font-bold text-flame-900"
                  >
                    <span className="font-semibold text-flame-700">{group}:</span>{' '}
                    {names.join(', ')}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
