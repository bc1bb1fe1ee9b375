/** The counter check-in kiosk (/customer-register). */
export { CheckInPage } from './components/check-in-page.tsx';
