import { SITE } from '@shop/shared';
import { CalendarDays, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Prose } from '@/components/ui/prose.tsx';
import { Trans, useFormat, useTranslation } from '@/i18n/index.ts';
import { PolicyText } from './policy-text.tsx';

/** A section as the document shows it: its anchor, its heading and its body. */
export interface DocumentSection {
  id: string;
  title: ReactNode;
  body: ReactNode;
}

/** When the policies were last reviewed (YYYY-MM-DD); change it with their text. */
export const POLICIES_UPDATED = '2026-11-22';

/** The date the policy took effect, for the hero's aside. */
export function PolicyDate() {
  const { t } = useTranslation('policies');
  const { date } = useFormat();
  const [year = 0, month = 1, day = 1] = POLICIES_UPDATED.split('-').map(Number);
  const updated = new Date(year, month - 1, day);
  const shown = t('updatedDate', {
    day: date(updated, { day: 'numeric' }),
    month: date(updated, { month: 'long' }),
    year: date(updated, { year: 'numeric' }),
  });
  return (
    <p className="inline-flex items-center gap-2 self-start rounded-full bg-white/[0.06] px-4 py-2 text-sm text-charcoal-200 ring-1 ring-white/10 lg:self-end">
      <CalendarDays className="size-4 text-flame-300" aria-hidden="true" />
      <Trans
        t={t}
        i18nKey="updated"
        values={{ date: shown }}
        components={{ time: <time dateTime={POLICIES_UPDATED} /> }}
      />
    </p>
  );
}

/** A policy: its sections with a table of contents (sticky beside it on wide screens). */
export function PolicyDocument({ sections }: { sections: readonly DocumentSection[] }) {
  const { t } = useTranslation('policies');
  const { number } = useFormat();
  return (
    <div className="grid gap-10 lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:gap-16">
      <aside className="lg:sticky lg:top-28 lg:self-start">
        <nav
          aria-labelledby="policy-contents"
          className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-charcoal-900/5"
        >
          <h2
            id="policy-contents"
            className="text-xs font-bold tracking-[0.16em] text-charcoal-500 uppercase"
          >
            {t('contents')}
          </h2>
          <ol className="mt-3 space-y-0.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-xl px-2 py-1.5 text-charcoal-700 transition hover:bg-cream-200/70 hover:text-flame-700"
                >
                  <span className="w-5 shrink-0 text-charcoal-500 tabular-nums">
                    {number(index + 1)}.
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-4 hidden rounded-3xl bg-charcoal-900 p-5 text-sm text-charcoal-200 lg:block">
          <p className="font-semibold text-white">{t('questions')}</p>
          <p className="mt-3 flex items-center gap-2">
            <Mail className="size-4 shrink-0 text-flame-300" aria-hidden="true" />
            <a href={`mailto:${SITE.email}`} className="break-all hover:text-white">
              {SITE.email}
            </a>
          </p>
          <p className="mt-2 flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-flame-300" aria-hidden="true" />
            <a href={SITE.phone.href} className="hover:text-white">
              {SITE.phone.display}
            </a>
          </p>
        </div>
      </aside>
      <article className="min-w-0 rounded-3xl bg-white p-6 shadow-card ring-1 ring-charcoal-900/5 sm:p-10">
        <Prose>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>
                <span className="mr-2 text-flame-700 tabular-nums">{number(index + 1)}.</span>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </Prose>
      </article>
    </div>
  );
}

/** The closing "how to reach us" paragraph every policy ends with. */
export function PolicyContact() {
  return (
    <>
      <p>
        <PolicyText id="contact.address" />
      </p>
      <ul>
        <li>
          <PolicyText id="contact.email" />
        </li>
        <li>
          <PolicyText id="contact.phone" />
        </li>
        <li>
          <PolicyText id="contact.form" />
        </li>
      </ul>
    </>
  );
}
