/**
 * The staff (admin) session in the browser, for the check-in kiosk and the back office: kept
 * as `adminToken` / `adminUser` in localStorage. Its texts are the `admin-session` page
 * namespace: a route that shows StaffSignIn lists it (app/router.tsx).
 */
export { adminSignOut } from './admin-sign-out.ts';
export { adminLogIn } from './api/admin-log-in.ts';
export { StaffSignIn, type StaffSignInWords } from './components/staff-sign-in.tsx';
export { StaffSignInCard } from './components/staff-sign-in-card.tsx';
export { useAdminSession } from './hooks/use-admin-session.ts';
export { useAdminSessionStore } from './stores/admin-session-store.ts';
export { withAdminToken } from './with-admin-token.ts';
