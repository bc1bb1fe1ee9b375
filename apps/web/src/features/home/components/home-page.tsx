import { FeaturedFoods } from './featured-foods.tsx';
import { FeaturedGallery } from './featured-gallery.tsx';
import { HomeHero } from './home-hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { SupportSection } from './support-section.tsx';
import { WhyChooseUs } from './why-choose-us.tsx';

/** `/`: hero, why choose us, featured foods, support, gallery slider, how it works. */
export function HomePage() {
  return (
    <>
      <title>Burger House — Burgers &amp; Fried Chicken, Kathmandu</title>
      <HomeHero />
      <WhyChooseUs />
      <FeaturedFoods />
      <SupportSection />
      <FeaturedGallery />
      <HowItWorks />
    </>
  );
}
