import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from '@/i18n/index.ts';
import { ButtonLink } from './button-link.tsx';
import { EmptyState } from './empty-state.tsx';
import { PageHero } from './page-hero.tsx';

interface ShopListPageProps {
  /** The tab's whole title. */
  documentTitle: string;
  /** The h1 reads "Your <listName>", the name lit up. */
  listName: string;
  titleId: string;
  kicker: { icon: LucideIcon; text: string };
  description: string;
  /** The list has nothing in it: `emptyState` stands in for `children`. */
  empty: boolean;
  /** What an empty list says, with a link to the menu. */
  emptyState: { title: string; message: string; browseLabel: string };
  /** The list itself. */
  children: ReactNode;
  /** Below the list or its empty state, empty or not. */
  footer?: ReactNode;
}

/** A page of the visitor's own meals (cart, wishlist): the hero, then the list or a way back. */
export function ShopListPage({
  documentTitle,
  listName,
  titleId,
  kicker,
  description,
  empty,
  emptyState,
  children,
  footer,
}: ShopListPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{documentTitle}</title>
      <PageHero
        id={titleId}
        size="md"
        kicker={kicker}
        title={
          <Trans
            t={t}
            i18nKey="list.title"
            values={{ name: listName }}
            components={[<span key="name" className="text-flame-400" />]}
          />
        }
        description={description}
      />
      <div className="mx-auto max-w-7xl px-6 py-8 sm:py-10 lg:px-8 lg:py-12">
        {empty ? (
          <EmptyState
            icon={kicker.icon}
            title={emptyState.title}
            action={
              <ButtonLink to="/meals" size="lg">
                {emptyState.browseLabel}
              </ButtonLink>
            }
          >
            {emptyState.message}
          </EmptyState>
        ) : (
          children
        )}
        {footer}
      </div>
    </>
  );
}
