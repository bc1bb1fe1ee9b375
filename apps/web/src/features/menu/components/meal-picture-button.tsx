import type { ReactNode } from 'react';

interface MealPictureButtonProps {
  onViewDetails: () => void;
  className: string;
  children: ReactNode;
}

/**
 * A meal's picture as one more mouse target for its details: out of the tab order and hidden
 * from screen readers, whose way in is the name beside it.
 */
export function MealPictureButton({ onViewDetails, className, children }: MealPictureButtonProps) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      onClick={onViewDetails}
      className={className}
    >
      {children}
    </button>
  );
}
