// Which tab wrote an event: an undo undoes the tab's own last action, and asks before it takes
// back one another tab recorded (issue 33). The id lasts as long as the tab (sessionStorage), so a
// reload keeps its own actions; without sessionStorage it lasts as long as the page.

const KEY = 'hornbook.tab';
let id: string | undefined;

const fresh = (): string =>
	typeof crypto !== 'undefined' && 'randomUUID' in crypto
		? crypto.randomUUID()
		: `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** This tab's id, the same for every write it makes. */
export function tabId(): string {
	if (id) return id;
	try {
		id = sessionStorage.getItem(KEY) ?? fresh();
		sessionStorage.setItem(KEY, id);
	} catch {
		// No sessionStorage (storage refused, tests in Node): one id for this page.
		id ??= fresh();
	}
	return id;
}

/** For tests: act as another tab. */
export function setTabIdForTests(value: string): void {
	id = value;
}
