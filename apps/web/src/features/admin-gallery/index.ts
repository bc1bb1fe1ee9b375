/** admin-gallery: a back-office section, loaded lazily under /admin. */
export { AdminGalleryPage } from './components/admin-gallery-page.tsx';
