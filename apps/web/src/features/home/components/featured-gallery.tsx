import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import {
  GallerySlider,
  GallerySliderSkeleton,
  SLIDER_MAX_GALLERIES,
  useGalleries,
} from '@/features/gallery/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/** The featured galleries as a slider; the section disappears if they cannot be loaded. */
export function FeaturedGallery() {
  const { t } = useTranslation('home');
  const galleries = useGalleries({ featured: true });
  if (galleries.isError || galleries.data?.length === 0) return null;

  return (
    <section aria-labelledby="moments-title" className="bg-cream-100 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-6 lg:px-8">
        <div className="mb-10 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="moments-title"
            eyebrow={t('gallery.eyebrow')}
            title={t('gallery.title')}
          >
            {t('gallery.lead')}
          </SectionHeading>
          <ButtonLink
            to="/gallery"
            variant="secondary"
            className="shrink-0 self-start sm:self-auto"
          >
            {t('gallery.seeAll')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
        {galleries.isPending ? (
          <GallerySliderSkeleton />
        ) : (
          <GallerySlider
            galleries={galleries.data}
            maxSlides={SLIDER_MAX_GALLERIES}
            label={t('gallery.sliderLabel')}
          />
        )}
      </div>
    </section>
  );
}
