import { cn } from '@/lib/cn.ts';

const sizes = { md: 'size-11', lg: 'size-12' } as const;

/**
 * A round, outlined icon button that lines up with Button's md and lg heights; `pressed`
 * gives the "on" look of a toggle (a saved heart).
 */
export function iconButtonClasses(
  size: keyof typeof sizes = 'md',
  pressed = false,
  className?: string,
): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-full border transition duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500 disabled:cursor-not-allowed disabled:opacity-55',
    pressed
      ? 'border-flame-300 bg-flame-50 text-flame-600 hover:bg-flame-100'
      : 'border-charcoal-200 bg-white text-charcoal-800 hover:border-flame-300 hover:bg-flame-50 hover:text-flame-700',
    sizes[size],
    className,
  );
}
