// Which tab wrote an event: an undo undoes the tab's own last action, and asks before it takes back
// one another tab recorded. The id is kept in sessionStorage, so a reload keeps its own actions;
// without sessionStorage it lasts as long as the page.
//
// A browser copies sessionStorage into a duplicated tab, id included: two live tabs would then
// share one id and an undo in the copy would take back the original's action. So each page holds
// a Web Lock named after its id while it is shown (released on pagehide, so a reload or a page
// kept for "back" lets it go), and a page whose stored id is held by another live tab takes a new
// one. Where Web Locks are missing the id is the stored one, as before.

import { SESSION_KEYS } from '$lib/vocab';

const KEY = SESSION_KEYS.tab;
const lockName = (tab: string) => `hornbook.tab:${tab}`;
let id: string | undefined;
let claim: Promise<string> | undefined;
let release: (() => void) | undefined;
let listening = false;

const fresh = (): string =>
	typeof crypto !== 'undefined' && 'randomUUID' in crypto
		? crypto.randomUUID()
		: `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function keep(value: string): void {
	try {
		sessionStorage.setItem(KEY, value);
	} catch {
		// No sessionStorage (storage refused, tests in Node): the id lasts as long as the page.
	}
}

/** This tab's id, the same for every write it makes (once `tabReady` has settled). */
export function tabId(): string {
	if (id) return id;
	try {
		id = sessionStorage.getItem(KEY) ?? fresh();
	} catch {
		id = fresh();
	}
	keep(id);
	return id;
}

/**
 * Holds the lock named after `tab` until the page is hidden. 'taken': another live tab holds it;
 * 'unknown': the browser would not say (the id is used as it is).
 */
function hold(locks: LockManager, tab: string): Promise<'held' | 'taken' | 'unknown'> {
	return new Promise((answer) => {
		locks
			.request(lockName(tab), { ifAvailable: true }, (lock) => {
				if (!lock) return answer('taken');
				answer('held');
				// Held until `release` (pagehide): the lock lasts while this page is shown.
				return new Promise<void>((done) => (release = done));
			})
			.catch(() => answer('unknown'));
	});
}

async function settle(): Promise<string> {
	const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
	if (!locks?.request) return tabId();
	if (!listening && typeof addEventListener === 'function') {
		listening = true;
		addEventListener('pagehide', () => {
			release?.();
			release = undefined;
		});
		// Back from the back/forward cache: claim the id again (a copy may have taken it meanwhile).
		addEventListener('pageshow', (e) => {
			if (e.persisted) claim = settle();
		});
	}
	if ((await hold(locks, tabId())) === 'taken') {
		// A duplicated tab (or one restored after its copy took the id): a new id of its own.
		id = fresh();
		keep(id);
		await hold(locks, id);
	}
	return id ?? tabId();
}

/**
 * This tab's id once it is known to be its own (no other live tab holds it). Every write awaits
 * it first; cheap after the first call.
 */
export function tabReady(): Promise<string> {
	return (claim ??= settle());
}

/**
 * Whether the tab `tab` is shown now, in this browser (it holds its lock while shown): null where
 * the browser cannot say (no Web Locks). An action recorded by a tab no longer shown is the
 * player's own from before (the app closed and opened again), not another tab's at the same time.
 */
export async function tabShown(tab: string): Promise<boolean | null> {
	const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
	if (!locks?.query) return null;
	try {
		const { held = [] } = await locks.query();
		return held.some((lock) => lock.name === lockName(tab));
	} catch {
		return null;
	}
}

/** For tests: act as another tab. */
export function setTabIdForTests(value: string): void {
	id = value;
}
