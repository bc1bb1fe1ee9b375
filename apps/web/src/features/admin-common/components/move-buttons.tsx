import { ArrowDown, ArrowUp } from 'lucide-react';
import { RowAction } from './actions.tsx';

interface MoveButtonsProps {
  /** The row's place in the list, from 0, and how many rows the list has. */
  index: number;
  count: number;
  /** What each button is read out as: 'Move choice 2 up'. */
  upLabel: string;
  downLabel: string;
  onMove: (by: -1 | 1) => void;
}

/**
 * Up and down for a row of an ordered list. The first row has no Up and the last no Down: an
 * empty slot of the button's size keeps its place, so every row's buttons line up in a column.
 */
export function MoveButtons({ index, count, upLabel, downLabel, onMove }: MoveButtonsProps) {
  const slot = <span className="size-9" aria-hidden="true" />;
  return (
    <span className="flex shrink-0 gap-2">
      {index > 0 ? <RowAction icon={ArrowUp} label={upLabel} onClick={() => onMove(-1)} /> : slot}
      {index < count - 1 ? (
        <RowAction icon={ArrowDown} label={downLabel} onClick={() => onMove(1)} />
      ) : (
        slot
      )}
    </span>
  );
}
