import {
  ArrowRight,
  Banknote,
  Clock,
  Drumstick,
  Flame,
  Leaf,
  type LucideIcon,
  ReceiptText,
  ShieldCheck,
  Truck,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { FeatureCard } from '@/components/ui/feature-card.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import { useDeliveryPromise } from '@/features/ordering-status/index.ts';
import { useDeliveryTimeWords, useTranslation } from '@/i18n/index.ts';

type FeatureId =
  | 'smashed'
  | 'chicken'
  | 'fast'
  | 'delivery'
  | 'cash'
  | 'local'
  | 'clean'
  | 'prices';

const FEATURES: ReadonlyArray<{ Icon: LucideIcon; id: FeatureId }> = [
  { Icon: Flame, id: 'smashed' },
  { Icon: Drumstick, id: 'chicken' },
  { Icon: Clock, id: 'fast' },
  { Icon: Truck, id: 'delivery' },
  { Icon: Banknote, id: 'cash' },
  { Icon: Leaf, id: 'local' },
  { Icon: ShieldCheck, id: 'clean' },
  { Icon: ReceiptText, id: 'prices' },
];

/** Eight reasons to order from us (static marketing copy). */
export function WhyChooseUs() {
  const { t } = useTranslation('home');
  const estimate = useDeliveryTimeWords()();
  const delivery = useDeliveryPromise();
  const wordsOf = (id: FeatureId) => (id === 'delivery' ? delivery : id);
  return (
    <section aria-labelledby="why-title" className="bg-cream-100 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-6 lg:px-8">
        <SectionHeading
          id="why-title"
          eyebrow={t('why.eyebrow')}
          title={t('why.title')}
          align="center"
        >
          {t('why.lead')}
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {FEATURES.map(({ Icon, id }) => (
            <FeatureCard
              key={id}
              Icon={Icon}
              title={t(`why.features.${wordsOf(id)}.title`, { estimate })}
            >
              {t(`why.features.${wordsOf(id)}.text`)}
            </FeatureCard>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/about" variant="secondary">
            {t('why.readStory')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
