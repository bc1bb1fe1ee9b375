import { Camera, FolderOpen, ImageOff, Images, Tags } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { HeroStats } from '@/components/ui/hero-stats.tsx';
import { PageHero } from '@/components/ui/page-hero.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import { Trans, useFormat, useTranslation } from '@/i18n/index.ts';
import {
  filterGalleries,
  galleryErrorMessage,
  galleryStats,
  imageCountsByFilter,
  toGalleryImages,
} from '../gallery-images.ts';
import { useGalleries } from '../hooks/use-galleries.ts';
import { useGalleryFilter } from '../hooks/use-gallery-filter.ts';
import { useLightbox } from '../hooks/use-lightbox.ts';
import { GalleryFilterBar } from './gallery-filter-bar.tsx';
import { GalleryGrid, GalleryGridSkeleton } from './gallery-grid.tsx';
import { GallerySlider, GallerySliderSkeleton } from './gallery-slider.tsx';
import { LazyGalleryLightbox } from './lazy-gallery-lightbox.tsx';

/** /gallery: the hero with counts, the featured slider, category buttons and every picture. */
export function GalleryPage() {
  const { t } = useTranslation('gallery');
  const { number } = useFormat();
  const formatCount = (value: number | undefined) => (value === undefined ? '–' : number(value));
  const galleries = useGalleries();
  const { filter, setFilter } = useGalleryFilter();
  const lightbox = useLightbox();
  const all = galleries.data;

  const stats = useMemo(() => (all ? galleryStats(all) : undefined), [all]);
  const counts = useMemo(() => (all ? imageCountsByFilter(all) : undefined), [all]);
  const featured = useMemo(() => all?.filter((gallery) => gallery.featured) ?? [], [all]);
  // t changes with the language, and the alt texts with it.
  const images = useMemo(
    () => toGalleryImages(filterGalleries(all ?? [], filter), (photo) => t('photoOf', photo)),
    [all, filter, t],
  );

  let content: ReactNode;
  if (galleries.isPending) {
    content = <GalleryGridSkeleton />;
  } else if (galleries.isError) {
    content = (
      <ErrorState
        headingLevel="h2"
        title={t('failed')}
        message={galleryErrorMessage(galleries.error)}
        onRetry={() => void galleries.refetch()}
      />
    );
  } else if (images.length === 0) {
    content = (
      <EmptyState
        icon={ImageOff}
        title={t('empty.title')}
        headingLevel="h2"
        action={
          filter !== 'all' && (
            <Button variant="secondary" onClick={() => setFilter('all')}>
              {t('empty.showAll')}
            </Button>
          )
        }
      >
        {filter === 'all'
          ? t('empty.all')
          : t('empty.category', { category: t(`categories.${filter}`).toLowerCase() })}
      </EmptyState>
    );
  } else {
    content = <GalleryGrid images={images} onOpen={lightbox.open} />;
  }

  return (
    <>
      <title>{t('title')}</title>
      <PageHero
        id="gallery-title"
        kicker={{ icon: Camera, text: t('kicker') }}
        title={
          <Trans
            t={t}
            i18nKey="heading"
            components={[<span key="accent" className="text-flame-400" />]}
          />
        }
        description={t('description')}
        aside={
          <HeroStats
            label={t('stats.label')}
            stats={[
              {
                Icon: FolderOpen,
                value: formatCount(stats?.collections),
                label: t('stats.collections'),
              },
              { Icon: Images, value: formatCount(stats?.images), label: t('stats.photos') },
              { Icon: Tags, value: formatCount(stats?.categories), label: t('stats.categories') },
            ]}
          />
        }
      />

      {(galleries.isPending || featured.length > 0) && (
        <section
          aria-labelledby="gallery-featured"
          className="mx-auto max-w-7xl px-6 pt-10 sm:pt-14 lg:px-8"
        >
          <SectionHeading
            id="gallery-featured"
            eyebrow={t('featured.eyebrow')}
            title={t('featured.title')}
            className="mb-6"
          >
            {t('featured.lead')}
          </SectionHeading>
          {galleries.isPending ? (
            <GallerySliderSkeleton />
          ) : (
            <GallerySlider galleries={featured} label={t('featured.sliderLabel')} />
          )}
        </section>
      )}

      <section
        aria-labelledby="gallery-all"
        className="mx-auto max-w-7xl px-6 py-10 sm:py-14 lg:px-8"
      >
        <div className="mb-6 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="gallery-all"
            eyebrow={t('browse.eyebrow')}
            title={t('browse.title')}
          />
          <GalleryFilterBar value={filter} counts={counts} onChange={setFilter} />
        </div>
        <p aria-live="polite" className="sr-only">
          {galleries.isSuccess && t('shown', { count: images.length })}
        </p>
        {content}
      </section>

      <LazyGalleryLightbox
        images={images}
        index={lightbox.index}
        onIndexChange={lightbox.setIndex}
        onClose={lightbox.close}
      />
    </>
  );
}
