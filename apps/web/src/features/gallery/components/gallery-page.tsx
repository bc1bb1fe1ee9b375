import { Camera, FolderOpen, ImageOff, Images, Tags } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { HeroStats } from '@/components/ui/hero-stats.tsx';
import { PageHero } from '@/components/ui/page-hero.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import {
  filterGalleries,
  GALLERY_FILTER_LABELS,
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
import { GalleryLightbox } from './gallery-lightbox.tsx';
import { GallerySlider, GallerySliderSkeleton } from './gallery-slider.tsx';

function formatCount(value: number | undefined): string {
  return value === undefined ? '–' : value.toLocaleString('en-US');
}

/** /gallery: the hero with counts, the featured slider, category buttons and every picture. */
export function GalleryPage() {
  const galleries = useGalleries();
  const { filter, setFilter } = useGalleryFilter();
  const lightbox = useLightbox();
  const all = galleries.data;

  const stats = useMemo(() => (all ? galleryStats(all) : undefined), [all]);
  const counts = useMemo(() => (all ? imageCountsByFilter(all) : undefined), [all]);
  const featured = useMemo(() => all?.filter((gallery) => gallery.featured) ?? [], [all]);
  const images = useMemo(() => toGalleryImages(filterGalleries(all ?? [], filter)), [all, filter]);

  let content: ReactNode;
  if (galleries.isPending) {
    content = <GalleryGridSkeleton />;
  } else if (galleries.isError) {
    content = (
      <ErrorState
        headingLevel="h2"
        title="We couldn't load the gallery"
        message={galleryErrorMessage(galleries.error)}
        onRetry={() => void galleries.refetch()}
      />
    );
  } else if (images.length === 0) {
    content = (
      <EmptyState
        icon={ImageOff}
        title="No images found"
        headingLevel="h2"
        action={
          filter !== 'all' && (
            <Button variant="secondary" onClick={() => setFilter('all')}>
              Show all photos
            </Button>
          )
        }
      >
        {filter === 'all'
          ? 'Our photographers are busy eating. New pictures are coming soon.'
          : `There are no ${GALLERY_FILTER_LABELS[filter].toLowerCase()} photos yet. Try another category.`}
      </EmptyState>
    );
  } else {
    content = <GalleryGrid images={images} onOpen={lightbox.open} />;
  }

  return (
    <>
      <title>Photo Gallery — Burger House</title>
      <PageHero
        id="gallery-title"
        kicker={{ icon: Camera, text: 'Photo gallery' }}
        title={
          <>
            Life at <span className="text-flame-400">Burger House</span>
          </>
        }
        description="Fresh plates, busy Friday nights in Thamel, our dining rooms and the crew behind the grill. Pull up a chair and have a look around."
        aside={
          <HeroStats
            label="The gallery in numbers"
            stats={[
              { Icon: FolderOpen, value: formatCount(stats?.collections), label: 'Collections' },
              { Icon: Images, value: formatCount(stats?.images), label: 'Photos' },
              { Icon: Tags, value: formatCount(stats?.categories), label: 'Categories' },
            ]}
          />
        }
      />

      {(galleries.isPending || featured.length > 0) && (
        <section
          aria-labelledby="gallery-featured"
          className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 sm:pt-14 lg:px-8"
        >
          <SectionHeading
            id="gallery-featured"
            eyebrow="Featured"
            title="Staff picks"
            className="mb-6"
          >
            The collections we are proudest of, three photos at a time.
          </SectionHeading>
          {galleries.isPending ? (
            <GallerySliderSkeleton />
          ) : (
            <GallerySlider galleries={featured} label="Featured galleries" />
          )}
        </section>
      )}

      <section
        aria-labelledby="gallery-all"
        className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8"
      >
        <div className="mb-6 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="gallery-all" eyebrow="Browse" title="All photos" />
          <GalleryFilterBar value={filter} counts={counts} onChange={setFilter} />
        </div>
        <p aria-live="polite" className="sr-only">
          {galleries.isSuccess &&
            `${images.length} ${images.length === 1 ? 'photo' : 'photos'} shown`}
        </p>
        {content}
      </section>

      <GalleryLightbox
        images={images}
        index={lightbox.index}
        onIndexChange={lightbox.setIndex}
        onClose={lightbox.close}
      />
    </>
  );
}
