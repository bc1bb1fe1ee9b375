import type { DashboardStats } from '@shop/shared';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/i18n/index.ts';
import { SidebarBrand } from './sidebar-brand.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  stats: DashboardStats | undefined;
}

/**
 * The sidebar as a drawer on narrow screens: a modal <dialog>, so focus is trapped inside and
 * given back to the menu button by the browser; Escape, a tap outside, the close button and
 * choosing a section close it.
 */
export function MobileDrawer({ open, onClose, stats }: MobileDrawerProps) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A chosen section closes the drawer (also when it was the page already shown).
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    closeRef.current();
  }, [pathname]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop mirrors Escape (onCancel)
    <dialog
      ref={ref}
      aria-label={t('nav.label')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
        else if ((event.target as HTMLElement).closest('a')) onClose();
      }}
      className="m-0 h-dvh max-h-none w-[280px] max-w-[85vw] bg-charcoal-950 p-0 text-white backdrop:bg-charcoal-950/60 backdrop:backdrop-blur-sm open:flex open:flex-col lg:hidden"
    >
      <div className="flex items-center justify-between border-b border-white/5 px-3">
        <SidebarBrand collapsed={false} />
        <button
          type="button"
          onClick={onClose}
          aria-label={t('nav.closeMenu')}
          className="flex size-10 items-center justify-center rounded-full text-charcoal-300 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-flame-400"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <SidebarNav collapsed={false} stats={stats} />
    </dialog>
  );
}
