import {
  ArrowRight,
  Briefcase,
  Building2,
  Cpu,
  GraduationCap,
  type LucideIcon,
  MessageSquareHeart,
  Mountain,
  PartyPopper,
  Quote,
  Sailboat,
  Smile,
  Star,
  Tent,
  Utensils,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { Trans, useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { isLongFigure } from '../facts.ts';
import { initials } from '../initials.ts';
import { ACCENT, InfoPageLayout } from './info-page-layout.tsx';

/** Partners drawn as wordmarks in their own type styles: no logo files are downloaded. */
const PARTNERS: Array<{ name: string; Icon: LucideIcon; style: string }> = [
  { name: 'Summit Trails', Icon: Mountain, style: 'font-display-tight text-2xl tracking-wide' },
  { name: 'Kathmandu Code Lab', Icon: Cpu, style: 'font-mono text-base font-bold lowercase' },
  { name: 'Thamel Backpackers', Icon: Tent, style: 'font-serif text-xl italic font-semibold' },
  {
    name: 'Patan Design Co.',
    Icon: Building2,
    style: 'text-base font-medium tracking-[0.16em] uppercase',
  },
  { name: 'Phewa Paddle Club', Icon: Sailboat, style: 'font-serif text-xl font-bold' },
  { name: 'Bagmati College', Icon: GraduationCap, style: 'text-lg font-extrabold tracking-tight' },
  { name: 'Yeti Events', Icon: PartyPopper, style: 'font-display-tight text-2xl text-flame-700' },
  { name: 'Himal Co\u2011Work', Icon: Briefcase, style: 'text-lg font-semibold tracking-wide' },
];

/** The figures: how each is written, and whether it is a floor (120+, 50K+ in thousands). */
const STATS: ReadonlyArray<{
  id: 'customers' | 'officeOrders' | 'events' | 'rating';
  Icon: LucideIcon;
  value: number;
  options?: Intl.NumberFormatOptions;
  floor?: 'atLeast' | 'thousandsAtLeast';
}> = [
  { id: 'customers', Icon: Smile, value: 50, floor: 'thousandsAtLeast' },
  { id: 'officeOrders', Icon: Briefcase, value: 120, floor: 'atLeast' },
  { id: 'events', Icon: PartyPopper, value: 300, floor: 'atLeast' },
  { id: 'rating', Icon: Star, value: 4.8, options: { minimumFractionDigits: 1 } },
];

/**
 * Who said it: the name as they write it in Latin letters, for the avatar's initials in either
 * language; the name as each language spells it, the quote and the role are in the catalog.
 */
const TESTIMONIALS: ReadonlyArray<{
  id: 'rohan' | 'sita' | 'prakash' | 'nisha' | 'dawa' | 'anil';
  name: string;
  rating: number;
}> = [
  { id: 'rohan', name: 'Rohan Adhikari', rating: 5 },
  { id: 'sita', name: 'Sita Thapa', rating: 5 },
  { id: 'prakash', name: 'Prakash Karki', rating: 4.5 },
  { id: 'nisha', name: 'Nisha Rai', rating: 5 },
  { id: 'dawa', name: 'Dawa Sherpa', rating: 5 },
  { id: 'anil', name: 'Anil Poudel', rating: 4.5 },
];

/** The figures some quotes mention. */
const QUOTED = { students: 600, year: 2017 };

/** The call-to-action buttons wrap their words on the narrowest phones instead of overflowing. */
const WRAPPING = 'whitespace-normal! text-center';

/** /clients, "Happy Clients": partners, figures, what people say, and what to do next. */
export function ClientsPage() {
  const { t } = useTranslation('info');
  const { number } = useFormat();
  const stats = STATS.map(({ id, Icon, value, options, floor }) => ({
    id,
    Icon,
    figure: floor ? t(floor, { value: number(value, options) }) : number(value, options),
  }));
  // One size for every figure, so each row's figures and labels line up: a smaller one for all
  // when one is long (Nepali '५० हजार+'), on one line each.
  const anyLong = stats.some(({ figure }) => isLongFigure(figure));
  return (
    <InfoPageLayout
      documentTitle={t('clients.documentTitle')}
      kicker={{ icon: MessageSquareHeart, text: t('clients.kicker') }}
      title={<Trans t={t} i18nKey="clients.title" components={ACCENT} />}
      description={t('clients.description')}
    >
      <section aria-labelledby="partners-title">
        <SectionHeading
          id="partners-title"
          eyebrow={t('clients.partners.eyebrow')}
          title={t('clients.partners.title')}
          align="center"
        >
          {t('clients.partners.lead')}
        </SectionHeading>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {PARTNERS.map(({ name, Icon, style }) => (
            <li
              key={name}
              className="flex min-h-28 flex-col items-center justify-center gap-2 rounded-3xl bg-white px-3 py-5 text-center text-charcoal-800 sm:flex-row sm:gap-2.5 sm:px-4 sm:py-6 shadow-card ring-1 ring-charcoal-900/5 transition hover:text-flame-700"
            >
              <Icon className="size-6 shrink-0 text-flame-600" aria-hidden="true" />
              <span className={cn('leading-tight', style)}>{name}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="numbers-title"
        className="mt-20 rounded-[2rem] bg-charcoal-950 px-6 py-12 text-white sm:px-12"
      >
        <h2 id="numbers-title" className="sr-only">
          {t('clients.numbers.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-8 lg:grid-cols-4">
          {stats.map(({ id, Icon, figure }) => {
            return (
              <li key={id} className="text-center">
                <Icon className="mx-auto size-7 text-flame-400" aria-hidden="true" />
                <strong
                  className={cn(
                    'mt-3 block font-display-tight whitespace-nowrap',
                    anyLong ? 'text-3xl sm:text-5xl lg:text-4xl xl:text-5xl' : 'text-5xl',
                    'text-white',
                  )}
                >
                  {figure}
                </strong>{' '}
                <span className="mt-1 block text-sm text-charcoal-200">
                  {t(`clients.numbers.${id}`)}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="testimonials-title" className="mt-20">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('clients.testimonials.eyebrow')}
          title={t('clients.testimonials.title')}
          align="center"
        />
        <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.id} className="flex">
              <figure className="flex flex-1 flex-col rounded-3xl bg-white p-6 shadow-card ring-1 ring-charcoal-900/5 sm:p-7">
                <Quote className="size-8 text-flame-200" aria-hidden="true" />
                <Stars rating={item.rating} className="mt-3" />
                <blockquote className="mt-4 flex-1 leading-relaxed text-charcoal-700">
                  <p>“{t(`clients.testimonials.items.${item.id}.quote`, QUOTED)}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-charcoal-900/5 pt-5">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-flame-100 text-sm font-bold text-flame-800"
                  >
                    {initials(item.name)}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-bold text-charcoal-900">
                      {t(`clients.testimonials.items.${item.id}.name`)}
                    </span>
                    <span className="block text-sm text-charcoal-600">
                      {t(`clients.testimonials.items.${item.id}.role`, QUOTED)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="cta-title"
        className="mt-20 grid gap-8 rounded-[2rem] bg-flame-50 p-6 ring-1 ring-flame-100 sm:p-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-center lg:gap-16"
      >
        <div>
          <span className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-flame-600 text-white">
            <Utensils className="size-6" aria-hidden="true" />
          </span>
          <SectionHeading
            id="cta-title"
            eyebrow={t('clients.cta.eyebrow')}
            title={t('clients.cta.title')}
          >
            {t('clients.cta.lead')}
          </SectionHeading>
        </div>
        <div className="flex flex-col gap-3">
          <ButtonLink to="/contact" size="lg" className={WRAPPING}>
            {t('clients.cta.plan')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to="/meals" size="lg" variant="secondary" className={WRAPPING}>
            {t('clients.cta.menu')}
          </ButtonLink>
          <ButtonLink to="/feedback" size="lg" variant="ghost" className={WRAPPING}>
            {t('clients.cta.story')}
          </ButtonLink>
        </div>
      </section>
    </InfoPageLayout>
  );
}
