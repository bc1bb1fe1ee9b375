const CATEGORY = 'text-xs font-bold tracking-[0.14em] text-flame-700 uppercase';

/** grid: a menu or wishlist card. list: a wide menu card. row: a compact cart line. */
const LOOKS = {
  grid: {
    category: CATEGORY,
    name: 'mt-1.5 line-clamp-2 text-lg leading-snug font-bold text-charcoal-900',
  },
  list: { category: CATEGORY, name: 'mt-1.5 text-xl font-bold text-charcoal-900' },
  row: {
    category:
      'truncate text-[11px] font-bold tracking-[0.14em] text-flame-700 uppercase sm:text-xs',
    name: 'mt-0.5 text-base leading-snug font-bold text-charcoal-900 sm:text-lg',
  },
} as const;

interface MealTitleProps {
  categoryName: string;
  name: string;
  look: keyof typeof LOOKS;
  /** Makes the name a button that opens the meal's details dialog. */
  onViewDetails?: (() => void) | undefined;
  /** False where the picture is the keyboard's way in and the name only one more click target. */
  nameInTabOrder?: boolean;
}

/** A meal's category above its name (an h3), the name opening its details when it can. */
export function MealTitle({
  categoryName,
  name,
  look,
  onViewDetails,
  nameInTabOrder = true,
}: MealTitleProps) {
  const classes = LOOKS[look];
  return (
    <>
      <p className={classes.category}>{categoryName}</p>
      <h3 className={classes.name}>
        {onViewDetails ? (
          <button
            type="button"
            tabIndex={nameInTabOrder ? undefined : -1}
            onClick={onViewDetails}
            aria-haspopup="dialog"
            className="text-left transition hover:text-flame-700"
          >
            {name}
          </button>
        ) : (
          name
        )}
      </h3>
    </>
  );
}
