// The browser storage the page reads before the app has started (the inline script of every
// page, built from src/lib/boot/page.ts), declared once: the app writes these keys and the start-up
// reads them, so a renamed key changes both.

/** localStorage: what the settings keep beside the database, to be read synchronously at start. */
export const LOCAL = {
	/** Every setting, as JSON (the settings' mirror). */
	settings: 'hornbook.settings',
	/** The theme alone ('light' | 'dark'; absent for the system's). */
	theme: 'hornbook.theme',
	/** The language as the settings kept it before the mirror held every setting. */
	lang: 'hornbook.lang',
	/** The height in px of the home page's link to the last game, last time it was drawn. */
	continueRoom: 'hornbook.continueRoom',
	/** The copy of the game screen last shown (boot/copy.ts, `ScreenCopy`). */
	screenCopy: 'hornbook.screenCopy'
} as const;

/** sessionStorage: the address a page last swapped itself for (so a disagreement never loops). */
export const SESSION_SWAP = 'hornbook.swap';
