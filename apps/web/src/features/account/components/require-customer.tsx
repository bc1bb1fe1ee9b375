import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { isAfterFirstRender } from '@/lib/first-render.ts';
import { pathOf, withRedirect } from '../redirect.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** A session page's route handle: the shell the server renders in the page's place. */
export interface SessionPageHandle {
  Shell: ComponentType;
}

function isSessionPageHandle(handle: unknown): handle is SessionPageHandle {
  return typeof handle === 'object' && handle !== null && 'Shell' in handle;
}

/**
 * The route element of pages that need a customer session (/cart, /checkout, /profile, an
 * order): without one, /login, remembering the page (`/login?redirect=/checkout`) so login
 * and registration return there. Wraps its children, or the child routes' outlet. The server
 * never sees the session: it renders the page's shell (its heading, and placeholders where the
 * customer's things go) or else a loader, and the browser decides once hydrated.
 */
export function RequireCustomer({ children }: { children?: ReactNode }) {
  // Hydration shows the shell, as the server did; the page follows in a transition, rendered in
  // slices that leave the main thread free (a flag read through useSyncExternalStore would
  // render it in one blocking task, decision 030).
  // Mounted later (a visit from another page), it decides at once.
  const [hydrated, setHydrated] = useState(isAfterFirstRender);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  const handle = useMatches().at(-1)?.handle;
  if (!hydrated) {
    const Shell = isSessionPageHandle(handle) ? handle.Shell : PageLoader;
    return <Shell />;
  }
  return <SignedInOnly>{children ?? <Outlet />}</SignedInOnly>;
}

/**
 * The page for a signed-in customer, else the login. It reads the session only once mounted
 * after hydration: read during it, the saved session (which the server never sees) would make
 * React render the shell again in one blocking task.
 */
function SignedInOnly({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => state.token !== null);
  const location = useLocation();
  if (!signedIn) return <Navigate to={withRedirect('/login', pathOf(location))} replace />;
  return children;
}
