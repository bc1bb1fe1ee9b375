import { useTranslation } from '@/i18n/index.ts';
import { FeaturedFoods } from './featured-foods.tsx';
import { FeaturedGallery } from './featured-gallery.tsx';
import { HomeHero } from './home-hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { SupportSection } from './support-section.tsx';
import { WhyChooseUs } from './why-choose-us.tsx';

/** `/`: hero, why choose us, featured foods, support, gallery slider, how it works. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <title>{t('title')}</title>
      <HomeHero />
      <WhyChooseUs />
      <FeaturedFoods />
      <SupportSection />
      <FeaturedGallery />
      <HowItWorks />
    </>
  );
}
