import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'start' | 'center';
  /** `dark` on charcoal or flame backgrounds. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** The small label, the big condensed title and the lead paragraph that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'start',
  tone = 'light',
  className,
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn(align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      <p
        className={cn(
          'text-xs font-bold tracking-[0.18em] uppercase',
          dark ? 'text-flame-200' : 'text-flame-700',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-3 font-display-tight text-4xl sm:text-5xl',
          dark ? 'text-white' : 'text-charcoal-900',
        )}
      >
        {title}
      </h2>
      {children && (
        <p
          className={cn(
            'mt-4 text-base leading-relaxed sm:text-lg',
            dark ? 'text-charcoal-200' : 'text-charcoal-600',
          )}
        >
          {children}
        </p>
      )}
    </div>
  );
}
