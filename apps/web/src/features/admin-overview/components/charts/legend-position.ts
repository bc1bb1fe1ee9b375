import { useMediaQuery } from '@/lib/use-media-query.ts';

/** Beside a round chart where there is room, under it on a phone. */
export function useLegendPosition(): 'right' | 'bottom' {
  return useMediaQuery('(min-width: 640px)') ? 'right' : 'bottom';
}
