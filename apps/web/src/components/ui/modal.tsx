import { X } from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name; shown as the heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /**
   * Classes of the panel (width, padding, background). A width names its breakpoint
   * (`sm:max-w-2xl`, `max-sm:max-w-md`): `cn` joins classes without merging them, and a bare
   * `max-w-…` would compete with the panel's own `max-w-lg` by stylesheet order.
   */
  className?: string;
  /** Dark, borderless full-screen style (lightboxes). */
  variant?: 'panel' | 'lightbox';
}

/**
 * A modal dialog on the native <dialog> element: focus is trapped and restored by the
 * browser, Escape and a click on the backdrop close it (only the top-most, when one is opened
 * inside another), and the page behind cannot scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  className,
  variant = 'panel',
}: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  // The dialog is rendered open, so that a page rendered on the server with it open (a meal's
  // own address) shows it before any script runs; the browser's modal behaviour (top layer,
  // focus trap, inert page) starts here, before the first paint of a dialog opened in the app.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.matches(':modal')) return;
    opener.current = document.activeElement;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, [open]);

  // Closing unmounts the <dialog> while it is open, and then the browser does not restore
  // focus: give it back to what had it, once the dialog is gone (until then the page is inert
  // and cannot take focus).
  useEffect(() => {
    if (!open) return;
    return () => {
      const element = opener.current;
      if (element instanceof HTMLElement && element.isConnected) {
        element.focus({ preventScroll: true });
      }
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  const lightbox = variant === 'lightbox';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop mirrors Escape (onCancel)
    <dialog
      ref={ref}
      open
      aria-label={title}
      onCancel={(event) => {
        // Escape reaches only the top-most dialog, but React hands its cancel on to the dialogs
        // it is rendered in (a photo's lightbox inside a record's details): those stay open.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        // Fixed and centred like the modal it becomes; until then a wide outline stands in for
        // the backdrop.
        'fixed inset-0 z-[90] m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto p-0 backdrop:backdrop-blur-sm',
        lightbox
          ? 'max-w-5xl bg-transparent text-white backdrop:bg-charcoal-950/90 [&:not(:modal)]:outline-[50vmax] [&:not(:modal)]:outline-charcoal-950/90'
          : 'max-w-lg rounded-3xl bg-white text-charcoal-900 shadow-2xl backdrop:bg-charcoal-950/60 [&:not(:modal)]:outline-[50vmax] [&:not(:modal)]:outline-charcoal-950/60',
        className,
      )}
    >
      <div className={cn('relative', !lightbox && 'p-6 sm:p-8')}>
        {!hideTitle && <h2 className="pr-10 text-xl font-bold">{title}</h2>}
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className={cn(
            'absolute top-3 right-3 z-10 flex size-10 items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-flame-500',
            lightbox
              ? 'bg-white/10 text-white hover:bg-white/20'
              : 'text-charcoal-600 hover:bg-charcoal-900/5 hover:text-charcoal-900',
          )}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        {children}
      </div>
    </dialog>
  );
}
