/** Figures the information pages quote in their texts; each language formats them itself. */

/** The year the first counter opened in Thamel. */
export const FOUNDED_YEAR = 2016;

/** How long a delivery usually takes, in minutes. */
export const DELIVERY_MINUTES = { min: 25, max: 35 } as const;
