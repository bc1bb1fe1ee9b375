import { ScrollText } from 'lucide-react';
import { PolicyPage, type PolicySection } from './policy-page.tsx';

/** The sections in order; their words are the policies catalog's `terms.sections`. */
const SECTIONS: readonly PolicySection<'terms'>[] = [
  { id: 'about', key: 'about', blocks: [{ p: 'text' }] },
  { id: 'account', key: 'account', blocks: [{ ul: ['real', 'password', 'suspend'] }] },
  { id: 'prices', key: 'prices', blocks: [{ p: 'taxes' }, { p: 'photos' }] },
  { id: 'orders', key: 'orders', blocks: [{ p: 'pending' }, { p: 'check' }] },
  { id: 'payment', key: 'payment', blocks: [{ ul: ['cash', 'change', 'bill'] }] },
  { id: 'coupons', key: 'coupons', blocks: [{ ul: ['one', 'conditions', 'value', 'end'] }] },
  { id: 'cancellations', key: 'cancellations', blocks: [{ p: 'cancel' }, { p: 'problems' }] },
  { id: 'delivery', key: 'delivery', blocks: [{ p: 'area' }, { p: 'reachable' }] },
  { id: 'allergens', key: 'allergens', blocks: [{ p: 'text' }] },
  { id: 'content', key: 'content', blocks: [{ p: 'text' }] },
  { id: 'use', key: 'use', blocks: [{ p: 'text' }] },
  { id: 'liability', key: 'liability', blocks: [{ p: 'text' }] },
  { id: 'law', key: 'law', blocks: [{ p: 'text' }] },
  { id: 'changes', key: 'changes', blocks: [{ p: 'text' }] },
];

export function TermsPage() {
  return <PolicyPage policy="terms" kickerIcon={ScrollText} sections={SECTIONS} />;
}
