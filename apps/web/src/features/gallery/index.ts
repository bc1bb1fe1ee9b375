export {
  GallerySlider,
  GallerySliderSkeleton,
} from './components/gallery-slider.tsx';
export { SLIDER_MAX_GALLERIES } from './gallery-images.ts';
export { useGalleries } from './hooks/use-galleries.ts';
