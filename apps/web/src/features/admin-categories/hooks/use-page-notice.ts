import { toast } from '@/lib/toast.ts';

const notice = {
  succeeded: (message: string) => toast.success(message),
  failed: (message: string) => toast.error(message),
};

/**
 * What the server said of the last action on a menu card (toggle, save, delete), or why it
 * failed: a toast, as in every other section, seen wherever the card is on the page.
 */
export function usePageNotice() {
  return notice;
}
