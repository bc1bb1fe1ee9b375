import { MessageSquareHeart } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';

const loadDialog = () => import('./floating-feedback-dialog.tsx');
const FloatingFeedbackDialog = lazy(async () => ({
  default: (await loadDialog()).FloatingFeedbackDialog,
}));

/**
 * The corner button on public pages (spec §2 Feedback). The form's code loads on first use
 * (fetched early when the pointer or focus reaches the button) and then stays, so a draft
 * survives closing the modal.
 */
export function FloatingFeedbackButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  const close = useCallback(() => setOpen(false), []);
  const prefetch = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        className="group fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center gap-2 rounded-full bg-flame-600 text-white shadow-lg shadow-flame-900/30 ring-4 ring-white/70 transition hover:bg-flame-700 active:scale-95 sm:right-6 sm:bottom-6 sm:h-12 sm:w-auto sm:px-5"
      >
        <MessageSquareHeart className="size-6 sm:size-5" aria-hidden="true" />
        <span className="sr-only text-sm font-semibold sm:not-sr-only">Feedback</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <FloatingFeedbackDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
