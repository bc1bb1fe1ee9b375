import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export interface Perk {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface AuthLayoutProps {
  /** The id of the page's h1 (its region is named by it). */
  titleId: string;
  documentTitle: string;
  kicker: { icon: LucideIcon; text: string };
  /** The page's h1; wrap a word in `<span className="text-flame-400">` to light it up. */
  title: ReactNode;
  description: string;
  /** What the account brings: beside the form on wide screens, below the title on phones. */
  perks: readonly Perk[];
  /** On phones the perks take room above the form: only a page that promises them shows them. */
  perksOnPhone?: boolean;
  /** The white card: the form, or the panel that follows it. */
  children: ReactNode;
  /** A form as long as registration's gets more of the width. */
  wide?: boolean;
}

function PerkList({ perks, className }: { perks: readonly Perk[]; className?: string }) {
  return (
    <ul className={cn('grid gap-3', className)}>
      {perks.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="flex gap-3.5 rounded-2xl bg-white/[0.06] p-3.5 ring-1 ring-white/10 sm:p-4"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-flame-600/90 text-white shadow-sm shadow-flame-950/40">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-bold text-white sm:text-base">{title}</span>
            <span className="mt-0.5 block text-sm leading-snug text-charcoal-200">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The frame of the sign-in pages: a dark, glowing panel that says what the account is for
 * (the page's title and perks), beside a white card with the form. On a phone the panel
 * shrinks to a header above the card, so the form is near the top.
 */
export function AuthLayout({
  titleId,
  documentTitle,
  kicker,
  title,
  description,
  perks,
  perksOnPhone = false,
  children,
  wide = false,
}: AuthLayoutProps) {
  const KickerIcon = kicker.icon;
  return (
    <>
      <title>{documentTitle}</title>
      <div
        className={cn(
          'mx-auto grid gap-5 px-4 py-5 sm:gap-6 sm:px-6 sm:py-10 lg:grid-cols-12 lg:items-start lg:gap-8 lg:px-8 lg:py-14',
          wide ? 'max-w-7xl' : 'max-w-6xl',
        )}
      >
        <section
          aria-labelledby={titleId}
          className={cn(
            'relative isolate overflow-hidden rounded-3xl bg-charcoal-950 px-5 py-6 text-white shadow-card sm:px-8 sm:py-9 lg:sticky lg:top-24 lg:px-10 lg:py-12',
            wide ? 'lg:col-span-5' : 'lg:col-span-6',
          )}
        >
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_90%_80%_at_100%_0%,var(--color-flame-700)_0%,transparent_60%),radial-gradient(ellipse_70%_70%_at_0%_100%,var(--color-flame-900)_0%,transparent_65%)]"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 [background-image:radial-gradient(var(--color-cream-100)_1px,transparent_1px)] [background-size:18px_18px] opacity-[0.07]"
          />
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-[0.16em] text-flame-200 uppercase ring-1 ring-white/15">
            <KickerIcon className="size-3.5" aria-hidden="true" />
            {kicker.text}
          </p>
          <h1
            id={titleId}
            className="mt-4 font-display-tight text-4xl text-white sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p className="mt-3 max-w-xl text-sm leading-relaxed text-charcoal-200 sm:mt-4 sm:text-base lg:text-lg">
            {description}
          </p>
          <PerkList
            perks={perks}
            className={cn(
              'mt-6 lg:mt-9',
              perksOnPhone ? 'sm:grid-cols-2 lg:grid-cols-1' : 'hidden lg:grid',
            )}
          />
        </section>
        <div
          className={cn(
            'rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card sm:p-8 lg:p-10',
            wide ? 'lg:col-span-7' : 'lg:col-span-6',
          )}
        >
          {children}
        </div>
      </div>
    </>
  );
}

/** The card's heading and its lead line. */
export function AuthCardHeading({
  id,
  title,
  lead,
}: {
  id: string;
  title: string;
  lead: ReactNode;
}) {
  return (
    <div className="mb-6 sm:mb-7">
      <h2 id={id} className="font-display-tight text-3xl text-charcoal-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-2 text-charcoal-600">{lead}</p>
    </div>
  );
}
