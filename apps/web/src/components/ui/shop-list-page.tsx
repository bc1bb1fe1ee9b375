import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from '@/i18n/index.ts';
import { ButtonLink } from './button-link.tsx';
import { EmptyState } from './empty-state.tsx';
import { PageHero } from './page-hero.tsx';

/**
 * The namespaces that hold a list page's words under the same keys: documentTitle, listName,
 * kicker, description and empty.{title,message,browse}.
 */
type ListPageNamespace = 'cart' | 'wishlist';

interface ShopListPageProps {
  /** Where the page's words are; the h1 reads "Your <listName>", the name lit up. */
  namespace: ListPageNamespace;
  icon: LucideIcon;
  titleId: string;
  /** The list has nothing in it: the empty state stands in for `children`. */
  empty: boolean;
  /** The list itself. */
  children: ReactNode;
  /** Below the list or its empty state, empty or not. */
  footer?: ReactNode;
}

/** A page of the visitor's own meals (cart, wishlist): the hero, then the list or a way back. */
export function ShopListPage({
  namespace,
  icon,
  titleId,
  empty,
  children,
  footer,
}: ShopListPageProps) {
  const { t } = useTranslation(['common', namespace]);
  const text = (key: 'documentTitle' | 'listName' | 'kicker' | 'description') =>
    t(`${namespace}:${key}`);
  const emptyText = (key: 'title' | 'message' | 'browse') => t(`${namespace}:empty.${key}`);
  return (
    <>
      <title>{text('documentTitle')}</title>
      <PageHero
        id={titleId}
        size="md"
        kicker={{ icon, text: text('kicker') }}
        title={
          <Trans
            t={t}
            i18nKey="common:list.title"
            values={{ name: text('listName') }}
            components={[<span key="name" className="text-flame-400" />]}
          />
        }
        description={text('description')}
      />
      <div className="mx-auto max-w-7xl px-6 py-8 sm:py-10 lg:px-8 lg:py-12">
        {empty ? (
          <EmptyState
            icon={icon}
            title={emptyText('title')}
            action={
              <ButtonLink to="/meals" size="lg">
                {emptyText('browse')}
              </ButtonLink>
            }
          >
            {emptyText('message')}
          </EmptyState>
        ) : (
          children
        )}
        {footer}
      </div>
    </>
  );
}
