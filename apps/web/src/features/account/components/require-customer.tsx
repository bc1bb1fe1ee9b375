import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { pathOf, withRedirect } from '../redirect.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * The route element of pages that need a customer session (/cart, /checkout, /profile, an
 * order): without one, /login, remembering the page (`/login?redirect=/checkout`) so login
 * and registration return there. Wraps its children, or the child routes' outlet. The server
 * never sees the session: it renders the page's loader, and the browser decides once hydrated.
 */
export function RequireCustomer({ children }: { children?: ReactNode }) {
  const hydrated = useHydrated();
  const signedIn = useSessionStore((state) => state.token !== null);
  const location = useLocation();
  if (!hydrated) return <PageLoader />;
  if (!signedIn) return <Navigate to={withRedirect('/login', pathOf(location))} replace />;
  return children ?? <Outlet />;
}
