import { useCallback, useEffect, useState } from 'react';
import type { FormOutcome } from '@/lib/form.ts';

/** docs/product-rules.md#gallery-management: a success message shows for 3 seconds. */
export const SUCCESS_BANNER_MS = 3_000;

/** The page's banner: an error stays until replaced or dismissed, a success goes after 3 s. */
export function useBanner() {
  const [banner, setBanner] = useState<FormOutcome | null>(null);
  useEffect(() => {
    if (banner?.tone !== 'success') return;
    const timer = window.setTimeout(() => setBanner(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);
  const show = useCallback((tone: FormOutcome['tone'], message: string) => {
    setBanner({ tone, message });
  }, []);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, show, clear };
}
