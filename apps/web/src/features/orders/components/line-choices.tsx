import type { OrderLine } from '@shop/shared';
import { useFormat } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/** A line's meal options as ordered: "Hot · Cheese (+NRS 60.00)"; nothing without any. */
export function LineChoices({ line, className }: { line: OrderLine; className?: string }) {
  const { money } = useFormat();
  if (line.options.length === 0) return null;
  return (
    <p className={cn('text-xs text-charcoal-600', className)} data-testid="line-choices">
      {line.options
        .map((choice) =>
          choice.price > 0 ? `${choice.name} (+${money(choice.price)})` : choice.name,
        )
        .join(' · ')}
    </p>
  );
}
