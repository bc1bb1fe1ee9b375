import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

const TONES = {
  empty: {
    frame: 'border border-dashed border-charcoal-200 bg-white/70 sm:py-16',
    tile: 'size-16 bg-cream-200 text-flame-700',
    icon: 'size-8',
  },
  error: {
    frame: 'border border-red-200 bg-white shadow-card',
    tile: 'size-14 bg-red-50 text-red-600',
    icon: 'size-7',
  },
} as const;

interface StatePanelProps {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  headingLevel: 'h1' | 'h2' | 'h3';
  role?: 'alert';
  className?: string | undefined;
  /** What follows the heading: the explanation and any action. */
  children: ReactNode;
}

/** The centred panel a list shows instead of its items: an icon tile, a heading, then the rest. */
export function StatePanel({
  tone,
  icon: Icon,
  title,
  headingLevel: Heading,
  role,
  className,
  children,
}: StatePanelProps) {
  const look = TONES[tone];
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center rounded-3xl px-6 py-14 text-center',
        look.frame,
        className,
      )}
    >
      <span className={cn('flex items-center justify-center rounded-2xl', look.tile)}>
        <Icon className={look.icon} aria-hidden="true" />
      </span>
      <Heading className="mt-5 text-xl font-bold text-charcoal-900">{title}</Heading>
      {children}
    </div>
  );
}
