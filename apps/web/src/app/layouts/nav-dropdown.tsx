import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { NavGroup } from './nav-links.ts';

interface NavDropdownProps {
  group: NavGroup;
  open: boolean;
  current: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown above the links (the signed-in customer's greeting). */
  intro?: ReactNode;
  /** Shown below the links (Log out). */
  outro?: ReactNode;
}

function focusItem(panel: HTMLElement | null, which: 'first' | 'last' | 1 | -1) {
  const links = Array.from(panel?.querySelectorAll<HTMLElement>('a, button') ?? []);
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLElement);
  const next =
    which === 'first'
      ? 0
      : which === 'last'
        ? links.length - 1
        : (at + which + links.length) % links.length;
  links[next]?.focus();
}

/**
 * A disclosure dropdown (the WAI-ARIA "disclosure navigation" pattern: a button that shows a
 * list of links). Click or tap toggles it; the arrow keys move through the links. Escape and
 * outside clicks are handled by the navigation bar, which keeps only one open at a time.
 */
export function NavDropdown({
  group,
  open,
  current,
  onOpenChange,
  intro,
  outro,
}: NavDropdownProps) {
  const { t } = useTranslation('layout');
  const panelId = useId();
  const panelRef = useRef<HTMLUListElement>(null);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    onOpenChange(true);
    const which = event.key === 'ArrowDown' ? 'first' : 'last';
    requestAnimationFrame(() => focusItem(panelRef.current, which));
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, 'first' | 'last' | 1 | -1> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    focusItem(panelRef.current, move);
  };

  return (
    <li className="relative" data-nav-group={group.id}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onTriggerKeyDown}
        className={cn(
          'inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-semibold transition',
          open || current
            ? 'bg-flame-50 text-flame-700'
            : 'text-charcoal-700 hover:bg-charcoal-900/5 hover:text-charcoal-900',
        )}
      >
        {t(`navGroup.${group.id}`)}
        <ChevronDown
          className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul
        id={panelId}
        ref={panelRef}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className="absolute top-full left-1/2 z-50 mt-2 w-72 -translate-x-1/2 animate-fade-in rounded-2xl border border-charcoal-100 bg-white p-2 shadow-card-hover"
      >
        {intro && <li className="mb-1 border-b border-charcoal-100 pb-1">{intro}</li>}
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={() => onOpenChange(false)}
              className={({ isActive }) =>
                cn(
                  'block rounded-xl px-4 py-3 transition hover:bg-cream-100 focus-visible:bg-cream-100',
                  isActive && 'bg-flame-50',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'block text-sm font-semibold',
                      isActive ? 'text-flame-700' : 'text-charcoal-900',
                    )}
                  >
                    {t(`navItem.${item.id}.label`)}
                  </span>
                  <span className="mt-0.5 block text-xs text-charcoal-500">
                    {t(`navItem.${item.id}.description`)}
                  </span>
                </>
              )}
            </NavLink>
          </li>
        ))}
        {outro && <li className="mt-1 border-t border-charcoal-100 pt-1">{outro}</li>}
      </ul>
    </li>
  );
}
