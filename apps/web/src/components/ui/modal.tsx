import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name; shown as the heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** Classes of the panel (width, padding, background). */
  className?: string;
  /** Dark, borderless full-screen style (lightboxes). */
  variant?: 'panel' | 'lightbox';
}

/**
 * A modal dialog on the native <dialog> element: focus is trapped and restored by the
 * browser, Escape and a click on the backdrop close it, and the page behind cannot scroll.
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

  // Closing unmounts the <dialog> while it is open, and then the browser does not restore
  // focus: give it back to what had it (declared first, so it runs before showModal moves it).
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) {
        opener.focus({ preventScroll: true });
      }
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
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
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto p-0 backdrop:backdrop-blur-sm',
        lightbox
          ? 'max-w-5xl bg-transparent text-white backdrop:bg-charcoal-950/90'
          : 'max-w-lg rounded-3xl bg-white text-charcoal-900 shadow-2xl backdrop:bg-charcoal-950/60',
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
