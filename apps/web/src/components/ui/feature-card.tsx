import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

interface FeatureCardProps {
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A list item with an icon tile, a title and a sentence: a reason, a value, a promise. On phones
 * the icon sits beside the text so a list of eight stays short.
 */
export function FeatureCard({ Icon, title, children, className }: FeatureCardProps) {
  return (
    <li
      className={cn(
        'group flex gap-4 rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card transition duration-300 hover:-translate-y-0.5 hover:shadow-card-hover motion-reduce:hover:translate-y-0 sm:block sm:p-6',
        className,
      )}
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-flame-50 text-flame-700 ring-1 ring-flame-100 transition group-hover:bg-flame-600 group-hover:text-white">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="text-lg font-bold text-charcoal-900 sm:mt-5">{title}</h3>
        <p className="mt-1.5 text-sm leading-relaxed text-charcoal-600 sm:mt-2">{children}</p>
      </div>
    </li>
  );
}
