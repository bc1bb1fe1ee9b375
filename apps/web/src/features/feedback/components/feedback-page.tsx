import { Camera, ChefHat, type LucideIcon, MessageSquareHeart, Reply } from 'lucide-react';
import { PageHero } from '@/components/ui/page-hero.tsx';
import { Trans, useTranslation } from '@/i18n/index.ts';
import { FeedbackForm } from './feedback-form.tsx';

const PROMISES: ReadonlyArray<{ Icon: LucideIcon; id: 'kitchen' | 'photos' | 'followUp' }> = [
  { Icon: ChefHat, id: 'kitchen' },
  { Icon: Camera, id: 'photos' },
  { Icon: Reply, id: 'followUp' },
];

/** /feedback: stars, a category, a message and photos for the restaurant. */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  return (
    <>
      <title>{t('title')}</title>
      <PageHero
        id="feedback-title"
        size="md"
        kicker={{ icon: MessageSquareHeart, text: t('kicker') }}
        title={
          <Trans
            t={t}
            i18nKey="heading"
            components={[<span key="accent" className="text-flame-400" />]}
          />
        }
        description={t('description')}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-10 sm:py-12 lg:grid-cols-12 lg:gap-12 lg:px-8 lg:py-16">
        <section
          aria-labelledby="feedback-form-title"
          className="rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card sm:p-8 lg:col-span-8"
        >
          <h2
            id="feedback-form-title"
            className="font-display-tight text-3xl text-charcoal-900 sm:text-4xl"
          >
            <Trans
              t={t}
              i18nKey="formTitle"
              components={[<span key="accent" className="text-flame-600" />]}
            />
          </h2>
          <p className="mt-3 mb-7 text-charcoal-600">{t('formLead')}</p>
          <FeedbackForm />
        </section>
        <aside aria-labelledby="feedback-promises-title" className="lg:col-span-4">
          <h2
            id="feedback-promises-title"
            className="text-xs font-bold tracking-[0.18em] text-flame-700 uppercase"
          >
            {t('next.title')}
          </h2>
          <ul className="mt-5 space-y-4">
            {PROMISES.map(({ Icon, id }) => (
              <li
                key={id}
                className="flex gap-4 rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-flame-100 text-flame-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="text-sm leading-relaxed text-charcoal-600">
                  <h3 className="mb-1 text-base font-bold text-charcoal-900">
                    {t(`next.${id}.title`)}
                  </h3>
                  {t(`next.${id}.text`)}
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
