import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { InfoPageLayout } from './info-page-layout.tsx';
import {
  PolicyContact,
  PolicyDate,
  PolicyDocument,
  type PolicySection,
} from './policy-document.tsx';

interface PolicyPageProps {
  documentTitle: string;
  kicker: { icon: LucideIcon; text: string };
  title: ReactNode;
  description: ReactNode;
  /** The policy's own sections; "Contact us" is added as the last. */
  sections: readonly PolicySection[];
}

const CONTACT_SECTION: PolicySection = {
  id: 'contact',
  title: 'Contact us',
  body: <PolicyContact />,
};

/** A policy page (privacy, terms, cookies): the hero with its date, then the document. */
export function PolicyPage({ sections, ...hero }: PolicyPageProps) {
  return (
    <InfoPageLayout {...hero} aside={<PolicyDate />}>
      <PolicyDocument sections={[...sections, CONTACT_SECTION]} />
    </InfoPageLayout>
  );
}
