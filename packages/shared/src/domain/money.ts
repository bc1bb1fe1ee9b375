/** 1 NRS = 100 paisa. All arithmetic on money happens in integer paisa. */
export const PAISA_PER_NRS = 100;

/** Converts an NRS amount with at most two decimals to integer paisa (rounding float noise). */
export function toPaisa(nrs: number): number {
  return Math.round(nrs * PAISA_PER_NRS);
}

/** Converts integer paisa to the NRS number the API speaks (at most two decimals). */
export function toNrs(paisa: number): number {
  return paisa / PAISA_PER_NRS;
}

// Made on first use: the first Intl object loads ICU's data, which a page's start can spare.
let nrsFormat: Intl.NumberFormat | undefined;

/** `NRS 1,234.50` */
export function formatNrs(nrs: number): string {
  nrsFormat ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `NRS ${nrsFormat.format(nrs)}`;
}

/** True when the number has no more than two decimals (a valid NRS amount). */
export function hasAtMostTwoDecimals(nrs: number): boolean {
  return Number.isFinite(nrs) && Math.abs(nrs * 100 - Math.round(nrs * 100)) < 1e-6;
}
