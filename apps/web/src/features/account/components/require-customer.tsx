import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { pathOf, withRedirect } from '../redirect.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * The route element of pages that need a customer session (/cart, /checkout, /profile, an
 * order): without one, /login, remembering the page (`/login?redirect=/checkout`) so login
 * and registration return there. Wraps its children, or the child routes' outlet.
 */
export function RequireCustomer({ children }: { children?: ReactNode }) {
  const signedIn = useSessionStore((state) => state.token !== null);
  const location = useLocation();
  if (!signedIn) return <Navigate to={withRedirect('/login', pathOf(location))} replace />;
  return children ?? <Outlet />;
}
