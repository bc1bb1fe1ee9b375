/** admin-feedback: a back-office section, loaded lazily under /admin. */
export { AdminFeedbackPage } from './components/admin-feedback-page.tsx';
