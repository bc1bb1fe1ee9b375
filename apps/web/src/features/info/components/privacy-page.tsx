import { ShieldCheck } from 'lucide-react';
import { PolicyPage, type PolicySection } from './policy-page.tsx';

/** The sections in order; their words are the policies catalog's `privacy.sections`. */
const SECTIONS: readonly PolicySection<'privacy'>[] = [
  { id: 'who-we-are', key: 'whoWeAre', blocks: [{ p: 'intro' }, { p: 'law' }] },
  {
    id: 'what-we-collect',
    key: 'whatWeCollect',
    blocks: [
      { h3: 'accountTitle' },
      { p: 'account' },
      { h3: 'orderTitle' },
      { p: 'order' },
      { h3: 'counterTitle' },
      { p: 'counter' },
      { h3: 'messagesTitle' },
      { p: 'messages' },
      { h3: 'visitTitle' },
      { p: 'visit' },
    ],
  },
  { id: 'on-your-device', key: 'onYourDevice', blocks: [{ p: 'storage' }, { p: 'noTracking' }] },
  {
    id: 'how-we-use-it',
    key: 'howWeUseIt',
    blocks: [{ ul: ['deliver', 'account', 'coupons', 'messages', 'newsletter', 'safety'] }],
  },
  {
    id: 'sharing',
    key: 'sharing',
    blocks: [{ p: 'never' }, { ul: ['staff', 'hosting', 'authorities'] }],
  },
  {
    id: 'retention',
    key: 'retention',
    blocks: [{ ul: ['account', 'orders', 'messages', 'logs', 'resetLinks'] }],
  },
  { id: 'security', key: 'security', blocks: [{ p: 'text' }] },
  {
    id: 'your-rights',
    key: 'yourRights',
    blocks: [{ p: 'intro' }, { ul: ['see', 'correct', 'delete', 'newsletter'] }, { p: 'how' }],
  },
  { id: 'children', key: 'children', blocks: [{ p: 'text' }] },
  { id: 'changes', key: 'changes', blocks: [{ p: 'text' }] },
];

export function PrivacyPage() {
  return <PolicyPage policy="privacy" kickerIcon={ShieldCheck} sections={SECTIONS} />;
}
