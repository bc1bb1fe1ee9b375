/** admin-shell: a back-office section, loaded lazily under /admin. */
export { AdminLayout } from './components/admin-layout.tsx';
export { AdminLoginPage } from './components/admin-login-page.tsx';
export { useStaffRole } from './hooks/use-staff-role.ts';
