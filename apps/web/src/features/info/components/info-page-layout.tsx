import { SITE } from '@shop/shared';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero.tsx';

interface InfoPageLayoutProps {
  /** The tab's title; the shop's name is added. */
  documentTitle: string;
  kicker: { icon: LucideIcon; text: string };
  /** The h1; a catalog title lights up its `<accent>` word with ACCENT. */
  title: ReactNode;
  description: ReactNode;
  /** Beside the title on wide screens (figures, a date). */
  aside?: ReactNode;
  children: ReactNode;
}

const TITLE_ID = 'info-title';

/** For a title from the catalog: its `<accent>` word is lit up. */
export const ACCENT = { accent: <span className="text-flame-400" /> };

/** The frame of every information page: the title, the charcoal hero, then the page's body. */
export function InfoPageLayout({
  documentTitle,
  kicker,
  title,
  description,
  aside,
  children,
}: InfoPageLayoutProps) {
  return (
    <>
      <title>{`${documentTitle} — ${SITE.name}`}</title>
      <PageHero
        id={TITLE_ID}
        kicker={kicker}
        title={title}
        description={description}
        aside={aside}
      />
      <div className="mx-auto max-w-7xl px-6 py-12 sm:py-16 lg:px-8 lg:py-20">{children}</div>
    </>
  );
}
