// Where storage is refused, the database opens in memory and its factory takes the place of the
// browser's `indexedDB` (db.ts). Reads without Dexie (peek.ts) must not mistake that stand-in for
// the device's storage: they would find it working and the app would never say nothing is saved.
// Kept apart from db.ts so that reading it does not evaluate Dexie.

let active = false;

/** Whether `globalThis.indexedDB` is the app's in-memory stand-in. */
export const standInActive = (): boolean => active;

/** Called by db.ts when it puts the in-memory factory in the browser's place. */
export function markStandIn(): void {
	active = true;
}

/** For tests: the browser's own factory is back. */
export function clearStandInForTests(): void {
	active = false;
}
