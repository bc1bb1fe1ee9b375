import {
  ArrowRight,
  ChefHat,
  Droplets,
  Flame,
  HandHeart,
  Heart,
  Leaf,
  type LucideIcon,
  MapPin,
  Scale,
  Sparkles,
  Wheat,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { FeatureCard } from '@/components/ui/feature-card.tsx';
import { Prose } from '@/components/ui/prose.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import { Trans, useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { FOUNDED_YEAR, isLongFigure } from '../facts.ts';
import { initials } from '../initials.ts';
import { ACCENT, InfoPageLayout } from './info-page-layout.tsx';

const VALUES: ReadonlyArray<{ id: 'cooked' | 'local' | 'fair' | 'clean'; Icon: LucideIcon }> = [
  { id: 'cooked', Icon: Flame },
  { id: 'local', Icon: Leaf },
  { id: 'fair', Icon: Scale },
  { id: 'clean', Icon: Sparkles },
];

const KITCHEN: ReadonlyArray<{ id: 'ground' | 'marinade' | 'buns' | 'momo'; Icon: LucideIcon }> = [
  { id: 'ground', Icon: ChefHat },
  { id: 'marinade', Icon: Droplets },
  { id: 'buns', Icon: Wheat },
  { id: 'momo', Icon: HandHeart },
];

/** Then and now: each figure, how it is written, and whether it is a floor in thousands (50K+). */
const MILESTONES: ReadonlyArray<{
  id: 'founded' | 'kitchens' | 'customers' | 'team';
  value: number;
  options?: Intl.NumberFormatOptions;
  floor?: 'thousandsAtLeast';
}> = [
  { id: 'founded', value: FOUNDED_YEAR, options: { useGrouping: false } },
  { id: 'kitchens', value: 3 },
  { id: 'customers', value: 50, floor: 'thousandsAtLeast' },
  { id: 'team', value: 45 },
];

/**
 * The people: each name as they write it in Latin letters, for the avatar's initials in either
 * language; the name as each language spells it, the role and the bio are in the catalog.
 */
const TEAM: ReadonlyArray<{
  id: 'suman' | 'anisha' | 'bikash' | 'pooja';
  name: string;
  tint: string;
}> = [
  { id: 'suman', name: 'Suman Shrestha', tint: 'bg-flame-600' },
  { id: 'anisha', name: 'Anisha Gurung', tint: 'bg-charcoal-800' },
  { id: 'bikash', name: 'Bikash Tamang', tint: 'bg-flame-800' },
  { id: 'pooja', name: 'Pooja Maharjan', tint: 'bg-charcoal-700' },
];

/** /about: our story, what we stand for, how the kitchen works and who runs it. */
export function AboutPage() {
  const { t } = useTranslation('info');
  const { number } = useFormat();
  const milestones = MILESTONES.map(({ id, value, options, floor }) => ({
    id,
    figure: floor ? t(floor, { value: number(value, options) }) : number(value, options),
  }));
  // One size for every figure, so each row's figures and labels line up: a smaller one for all
  // when one is long (Nepali '५० हजार+'), on one line each.
  const anyLong = milestones.some(({ figure }) => isLongFigure(figure));
  return (
    <InfoPageLayout
      documentTitle={t('about.documentTitle')}
      kicker={{ icon: Heart, text: t('about.kicker') }}
      title={<Trans t={t} i18nKey="about.title" components={ACCENT} />}
      description={t('about.description')}
    >
      <section
        aria-labelledby="story-title"
        className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16"
      >
        <div>
          <SectionHeading
            id="story-title"
            eyebrow={t('about.story.eyebrow')}
            title={t('about.story.title')}
          />
          <Prose className="mt-6">
            <p>{t('about.story.opening', { year: FOUNDED_YEAR })}</p>
            <p>{t('about.story.chicken')}</p>
            <p>{t('about.story.today')}</p>
          </Prose>
        </div>
        <aside
          aria-label={t('about.numbers.label')}
          className="self-start rounded-[2rem] bg-charcoal-950 p-8 text-white"
        >
          <p className="text-xs font-bold tracking-[0.18em] text-flame-200 uppercase">
            {t('about.numbers.eyebrow')}
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-6">
            {milestones.map(({ id, figure }) => {
              return (
                <li key={id}>
                  <strong
                    className={cn(
                      'block font-display-tight whitespace-nowrap',
                      anyLong ? 'text-3xl sm:text-4xl lg:text-3xl xl:text-4xl' : 'text-4xl',
                      'text-flame-400',
                    )}
                  >
                    {figure}
                  </strong>{' '}
                  <span className="mt-1 block text-sm text-charcoal-200">
                    {t(`about.numbers.${id}`)}
                  </span>
                </li>
              );
            })}
          </ul>
          <ButtonLink to="/restaurants" variant="secondary" className="mt-8 w-full">
            <MapPin className="size-4" aria-hidden="true" />
            {t('about.numbers.visit')}
          </ButtonLink>
        </aside>
      </section>

      <section aria-labelledby="values-title" className="mt-20">
        <SectionHeading
          id="values-title"
          eyebrow={t('about.values.eyebrow')}
          title={t('about.values.title')}
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {VALUES.map(({ id, Icon }) => (
            <FeatureCard key={id} Icon={Icon} title={t(`about.values.items.${id}.title`)}>
              {t(`about.values.items.${id}.text`)}
            </FeatureCard>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kitchen-title" className="mt-20">
        <SectionHeading
          id="kitchen-title"
          eyebrow={t('about.kitchen.eyebrow')}
          title={t('about.kitchen.title')}
        >
          {t('about.kitchen.lead')}
        </SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {KITCHEN.map(({ id, Icon }) => (
            <FeatureCard key={id} Icon={Icon} title={t(`about.kitchen.items.${id}.title`)}>
              {t(`about.kitchen.items.${id}.text`)}
            </FeatureCard>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team-title" className="mt-20">
        <SectionHeading
          id="team-title"
          eyebrow={t('about.team.eyebrow')}
          title={t('about.team.title')}
        >
          {t('about.team.lead')}
        </SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {TEAM.map((person) => (
            <li
              key={person.id}
              className="rounded-3xl bg-white p-6 text-center shadow-card ring-1 ring-charcoal-900/5"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'mx-auto flex size-20 items-center justify-center rounded-full font-display-tight text-3xl text-white ring-4 ring-cream-200',
                  person.tint,
                )}
              >
                {initials(person.name)}
              </span>
              <h3 className="mt-5 text-lg font-bold text-charcoal-900">
                {t(`about.team.people.${person.id}.name`)}
              </h3>
              <p className="text-sm font-semibold text-flame-700">
                {t(`about.team.people.${person.id}.role`)}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-charcoal-600">
                {t(`about.team.people.${person.id}.bio`)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-20 flex flex-col items-center gap-5 rounded-[2rem] bg-flame-50 px-6 py-12 text-center ring-1 ring-flame-100">
        <p className="max-w-xl text-lg font-semibold text-charcoal-900">{t('about.cta.text')}</p>
        <ButtonLink to="/meals" size="lg">
          {t('about.cta.menu')}
          <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
      </div>
    </InfoPageLayout>
  );
}
