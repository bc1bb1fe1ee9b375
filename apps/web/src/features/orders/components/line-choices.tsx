import type { LineChoice } from '@shop/shared';
import { useFormat } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

interface LineChoicesProps {
  /** A cart line's choices, or an order line's `options`. */
  choices: readonly Pick<LineChoice, 'name' | 'price'>[];
  className?: string;
}

/** A line's meal options: "Hot · Cheese (+NRS 60.00)"; nothing without any. */
export function LineChoices({ choices, className }: LineChoicesProps) {
  const { money } = useFormat();
  if (choices.length === 0) return null;
  return (
    <p className={cn('text-xs text-charcoal-600', className)} data-testid="line-choices">
      {choices
        .map((choice) =>
          choice.price > 0 ? `${choice.name} (+${money(choice.price)})` : choice.name,
        )
        .join(' · ')}
    </p>
  );
}
