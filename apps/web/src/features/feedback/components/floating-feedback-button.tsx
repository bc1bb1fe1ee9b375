import { MessageSquareHeart } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';

const loadDialog = () => import('./floating-feedback-dialog.tsx');
const FloatingFeedbackDialog = lazy(async () => ({
  default: (await loadDialog()).FloatingFeedbackDialog,
}));

/**
 * The feedback tab on public pages (docs/decisions/010-feedback-side-tab.md). It hugs the right
 * edge of the screen at mid-height, inside the page's side padding: 24 px wide, 28 px from `lg`
 * up, in either script, since its line height is fixed (in vertical writing `py` pads its
 * width). So it never covers a control or the last line of a page the way a corner button
 * would. The form's code loads on first use (fetched early when the pointer or focus reaches
 * the button) and then stays, so a draft survives closing the modal.
 */
export function FloatingFeedbackButton() {
  const { t } = useTranslation('feedback');
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
        className="fixed top-1/2 right-0 z-30 flex -translate-y-1/2 items-center gap-2 rounded-l-xl bg-flame-600 px-3 py-1 text-xs leading-4 font-semibold tracking-wide text-white shadow-lg shadow-flame-900/30 transition [writing-mode:vertical-rl] hover:bg-flame-700 lg:px-4 lg:text-sm lg:leading-5"
      >
        <MessageSquareHeart className="size-4 rotate-90 lg:size-5" aria-hidden="true" />
        {t('tab')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <FloatingFeedbackDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
