/** The look of the back office's tables: a card that scrolls sideways on a narrow screen. */
export const tableClasses = {
  frame: 'overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-charcoal-900/5',
  table: 'w-full min-w-[46rem] text-left text-sm',
  head: 'border-b border-charcoal-100 bg-cream-50 text-xs font-semibold tracking-wide text-charcoal-600 uppercase',
  headCell: 'px-4 py-3 font-semibold whitespace-nowrap',
  row: 'border-b border-charcoal-100 last:border-b-0 transition-colors hover:bg-cream-50/70',
  cell: 'px-4 py-3 align-middle text-charcoal-700',
} as const;
