import { useCallback, useEffect, useState } from 'react';

/** Where the sidebar's collapsed choice is remembered, per browser. */
export const SIDEBAR_COLLAPSED_KEY = 'adminSidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the desktop sidebar is collapsed to its 70 px rail, remembered across visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  useEffect(() => {
    try {
      globalThis.localStorage?.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
    } catch {
      // Storage disabled: the choice lasts as long as the page.
    }
  }, [collapsed]);
  const toggle = useCallback(() => setCollapsed((current) => !current), []);
  return [collapsed, toggle];
}
