import { Camera, ChefHat, type LucideIcon, MessageSquareHeart, Reply } from 'lucide-react';
import { PageHero } from '@/components/ui/page-hero.tsx';
import { FeedbackForm } from './feedback-form.tsx';

const PROMISES: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: ChefHat,
    title: 'Read by the kitchen',
    text: 'Every note reaches the head chef and the manager on duty, good or bad.',
  },
  {
    Icon: Camera,
    title: 'Photos help',
    text: 'A picture of a soggy bun or a perfect stack tells us more than words.',
  },
  {
    Icon: Reply,
    title: 'We follow up',
    text: 'Leave your email and we answer complaints within one working day.',
  },
];

/** /feedback: stars, a category, a message and photos for the restaurant. */
export function FeedbackPage() {
  return (
    <>
      <title>Give Feedback — Burger House</title>
      <PageHero
        id="feedback-title"
        size="md"
        kicker={{ icon: MessageSquareHeart, text: 'Your voice, our recipe' }}
        title={
          <>
            Give <span className="text-flame-400">Feedback</span>
          </>
        }
        description="Loved the smash burger? Waited too long for your wings? Tell us: we read every word."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-12 lg:gap-12 lg:px-8 lg:py-16">
        <section
          aria-labelledby="feedback-form-title"
          className="rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card sm:p-8 lg:col-span-8"
        >
          <h2
            id="feedback-form-title"
            className="font-display-tight text-3xl text-charcoal-900 sm:text-4xl"
          >
            How did <span className="text-flame-600">we do?</span>
          </h2>
          <p className="mt-3 mb-7 text-charcoal-600">
            Photos are optional; everything else helps us put things right.
          </p>
          <FeedbackForm />
        </section>
        <aside aria-labelledby="feedback-promises-title" className="lg:col-span-4">
          <h2
            id="feedback-promises-title"
            className="text-xs font-bold tracking-[0.18em] text-flame-700 uppercase"
          >
            What happens next
          </h2>
          <ul className="mt-5 space-y-4">
            {PROMISES.map(({ Icon, title, text }) => (
              <li
                key={title}
                className="flex gap-4 rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-flame-100 text-flame-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="text-sm leading-relaxed text-charcoal-600">
                  <h3 className="mb-1 text-base font-bold text-charcoal-900">{title}</h3>
                  {text}
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
