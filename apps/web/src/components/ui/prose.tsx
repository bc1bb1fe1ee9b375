import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * Long-form text (policies, stories) with readable measure, rhythm and link styles, without
 * a typography plugin: the styles reach the plain elements inside.
 */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-[70ch] text-base leading-relaxed text-charcoal-700',
        '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-charcoal-900 [&>:first-child]:mt-0 [&>section:first-child>h2]:mt-0',
        '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-charcoal-900',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&_li]:pl-1 [&_li]:marker:text-flame-600 [&_strong]:font-semibold [&_strong]:text-charcoal-900',
        '[&_a]:font-semibold [&_a]:text-flame-700 [&_a]:underline [&_a]:decoration-flame-300 [&_a]:underline-offset-2 [&_a:hover]:text-flame-800 [&_a:hover]:decoration-flame-600',
        className,
      )}
    >
      {children}
    </div>
  );
}
