import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from '@/i18n/index.ts';
import type { policies } from '@/i18n/locales/en/policies.ts';
import { ACCENT, InfoPageLayout } from './info-page-layout.tsx';
import {
  type DocumentSection,
  PolicyContact,
  PolicyDate,
  PolicyDocument,
} from './policy-document.tsx';
import { PolicyText } from './policy-text.tsx';

export type PolicyName = 'privacy' | 'terms' | 'cookies';

type SectionsOf<P extends PolicyName> = (typeof policies)[P]['sections'];

/**
 * A piece of a section, by the key of its text in the section's part of the catalog: a
 * paragraph, a sub-heading, a bulleted list; or a part drawn by the page itself.
 */
export type PolicyBlock<Text extends string> =
  | { p: Text }
  | { h3: Text }
  | { ul: readonly Text[] }
  | { part: string; node: ReactNode };

/**
 * One section of a policy: its anchor, its key under `<policy>.sections` (which holds its
 * `title` and texts) and its blocks in order. The catalog's shape checks the keys.
 */
export type PolicySection<P extends PolicyName> = {
  [S in keyof SectionsOf<P>]: {
    id: string;
    key: S;
    blocks: readonly PolicyBlock<Exclude<keyof SectionsOf<P>[S], 'title'> & string>[];
  };
}[keyof SectionsOf<P>];

function blockKey(block: PolicyBlock<string>): string {
  if ('p' in block) return block.p;
  if ('h3' in block) return `h3-${block.h3}`;
  if ('ul' in block) return `ul-${block.ul.join('-')}`;
  return block.part;
}

function Block({ at, block }: { at: string; block: PolicyBlock<string> }) {
  if ('p' in block) {
    return (
      <p>
        <PolicyText id={`${at}.${block.p}`} />
      </p>
    );
  }
  if ('h3' in block) {
    return (
      <h3>
        <PolicyText id={`${at}.${block.h3}`} />
      </h3>
    );
  }
  if ('ul' in block) {
    return (
      <ul>
        {block.ul.map((item) => (
          <li key={item}>
            <PolicyText id={`${at}.${item}`} />
          </li>
        ))}
      </ul>
    );
  }
  return block.node;
}

interface PolicyPageProps<P extends PolicyName> {
  policy: P;
  kickerIcon: LucideIcon;
  /** The policy's own sections; "Contact us" is added as the last. */
  sections: readonly PolicySection<P>[];
}

/** A policy page (privacy, terms, cookies): the hero with its date, then the document. */
export function PolicyPage<P extends PolicyName>({
  policy,
  kickerIcon,
  sections,
}: PolicyPageProps<P>) {
  const { t } = useTranslation('policies');
  const name: PolicyName = policy;
  const shown: DocumentSection[] = sections.map(({ id, key, blocks }) => {
    const at = `${name}.sections.${String(key)}`;
    return {
      id,
      title: <PolicyText id={`${at}.title`} />,
      body: blocks.map((block) => <Block key={blockKey(block)} at={at} block={block} />),
    };
  });
  shown.push({ id: 'contact', title: t('contact.title'), body: <PolicyContact /> });
  return (
    <InfoPageLayout
      documentTitle={t(`${name}.documentTitle`)}
      kicker={{ icon: kickerIcon, text: t(`${name}.kicker`) }}
      title={<Trans t={t} i18nKey={`${name}.title`} components={ACCENT} />}
      description={t(`${name}.description`)}
      aside={<PolicyDate />}
    >
      <PolicyDocument sections={shown} />
    </InfoPageLayout>
  );
}
