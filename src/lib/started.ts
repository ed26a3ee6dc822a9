/**
 * The User Timing mark the app sets once it has started (its root layout is mounted): what a page
 * asked for before it is what the page needed to become interactive (tests/e2e/budgets.e2e.ts).
 */
export const STARTED = 'hornbook:started';
