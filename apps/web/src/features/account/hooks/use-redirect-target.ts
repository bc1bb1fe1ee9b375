import { useLocation } from 'react-router';
import { redirectFrom } from '../redirect.ts';

/** Where the visitor was going before a sign-in page (`?redirect=`), or null. */
export function useRedirectTarget(): string | null {
  return redirectFrom(useLocation().search);
}
