/** DECISIONS 15: the free plan sees the next 30 days; premium a year ahead and the month view. */
export const DIAS_GRATIS = 30;
export const DIAS_PREMIUM = 365;
/** Overdue items are looked for this far back (the agenda page and the home page's panel). */
export const DIAS_ATRASO = 90;
