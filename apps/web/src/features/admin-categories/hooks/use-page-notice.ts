import { useCallback, useEffect, useState } from 'react';
import type { FormOutcome } from '@/lib/form.ts';

/** How long a success stays on screen; a failure stays until the next action. */
const SUCCESS_SHOWN_MS = 5_000;

/** The page's one line about the last action: what the server said, or why it failed. */
export function usePageNotice() {
  const [notice, setNotice] = useState<FormOutcome | null>(null);
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = window.setTimeout(() => setNotice(null), SUCCESS_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  const succeeded = useCallback((message: string) => setNotice({ tone: 'success', message }), []);
  const failed = useCallback((message: string) => setNotice({ tone: 'error', message }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, succeeded, failed, clear };
}
