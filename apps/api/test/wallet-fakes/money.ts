/** An eSewa amount field: digits with an optional decimal part, nothing else. */
const AMOUNT = /^\d+(\.\d+)?$/;

/** The amount in paisa, or null when the text is not an amount. */
export function toPaisa(text: string): number | null {
  return AMOUNT.test(text) ? Math.round(Number(text) * 100) : null;
}

/** An amount as eSewa writes it in answers: at least one decimal (`1000.0`, `99.5`). */
export function esewaAmount(rupees: number): string {
  return Number.isInteger(rupees) ? rupees.toFixed(1) : String(rupees);
}

/** Rupees for display on a checkout page, e.g. `1,000.00`. */
export function displayRupees(rupees: number): string {
  return rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
