import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, type ButtonSize } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

interface PagerProps {
  /** Names the navigation, e.g. 'Order pages'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The buttons' words and where the list is ('Page 2 of 3'), in the caller's language. */
  words: { previous: string; next: string; page: string };
  /** The buttons' size: the back office's lists are denser than the shop's. */
  size?: ButtonSize;
  className?: string;
}

/**
 * Previous, 'Page X of Y', Next under a list; nothing when everything fits on one page. The
 * middle words never wrap: where the pager is narrower than 24rem (a phone) the buttons show
 * only their arrows, their words kept for screen readers. 'Page X of Y' is a live region from the
 * first render, so only a change of page is read out, and once.
 */
export function Pager({ label, page, pages, onPage, words, size, className }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={label}
      className={cn('@container flex items-center justify-between gap-3', className)}
    >
      <Button
        variant="secondary"
        size={size}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        className="shrink-0"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        <ButtonWords>{words.previous}</ButtonWords>
      </Button>
      <p
        role="status"
        aria-atomic="true"
        className="text-sm font-medium whitespace-nowrap text-charcoal-600 tabular-nums"
      >
        {words.page}
      </p>
      <Button
        variant="secondary"
        size={size}
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
        className="shrink-0"
      >
        <ButtonWords>{words.next}</ButtonWords>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

function ButtonWords({ children }: { children: string }) {
  return <span className="sr-only @sm:not-sr-only">{children}</span>;
}
