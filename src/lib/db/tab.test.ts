// Each live tab's id is its own, or an undo in one tab takes back another's: a duplicated tab,
// which the browser gives a copy of the first tab's sessionStorage, takes a new id; a reloaded tab
// keeps its own. Each "tab" below is a fresh copy of the module with its own sessionStorage and
// window events, over one lock manager shared as the browser shares it between the tabs of an
// origin.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SESSION_KEYS } from '$lib/vocab';

/** The Web Locks behaviour tab.ts relies on: an exclusive lock per name, `ifAvailable`. */
class Locks {
	held = new Set<string>();
	request(
		name: string,
		options: { ifAvailable?: boolean },
		callback: (lock: { name: string } | null) => unknown
	): Promise<unknown> {
		if (this.held.has(name)) {
			if (options.ifAvailable) return Promise.resolve().then(() => callback(null));
			return Promise.reject(new Error('this fake grants only ifAvailable requests'));
		}
		this.held.add(name);
		return Promise.resolve()
			.then(() => callback({ name }))
			.finally(() => this.held.delete(name));
	}
}

class Storage {
	items = new Map<string, string>();
	constructor(from?: Storage) {
		if (from) this.items = new Map(from.items);
	}
	getItem = (key: string) => this.items.get(key) ?? null;
	setItem = (key: string, value: string) => void this.items.set(key, value);
}

interface Tab {
	id: string;
	storage: Storage;
	events: EventTarget;
	module: typeof import('./tab');
}

/** Opens a page whose sessionStorage is `storage`, and waits for its id to settle. */
async function open(locks: unknown, storage = new Storage()): Promise<Tab> {
	const events = new EventTarget();
	vi.resetModules();
	vi.stubGlobal('navigator', { locks });
	vi.stubGlobal('sessionStorage', storage);
	vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
	const module = await import('./tab');
	const id = await module.tabReady();
	expect(module.tabId()).toBe(id);
	return { id, storage, events, module };
}

const hide = (tab: Tab) => tab.events.dispatchEvent(new Event('pagehide'));
const stored = (tab: Tab) => tab.storage.getItem(SESSION_KEYS.tab);

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('tab id', () => {
	test('a duplicated tab takes an id of its own, and keeps it; the first keeps its own', async () => {
		const locks = new Locks();
		const first = await open(locks);
		expect(stored(first)).toBe(first.id);
		const copy = await open(locks, new Storage(first.storage));
		expect(copy.id).not.toBe(first.id);
		expect(stored(copy)).toBe(copy.id);
		expect(stored(first)).toBe(first.id);
		// The copy, reloaded, is still itself.
		hide(copy);
		expect((await open(locks, copy.storage)).id).toBe(copy.id);
	});

	test('a reloaded tab keeps its id (the page it replaces lets go of it on pagehide)', async () => {
		const locks = new Locks();
		const page = await open(locks);
		hide(page);
		const again = await open(locks, page.storage);
		expect(again.id).toBe(page.id);
	});

	test('back from the back/forward cache after a copy took its id: a new id', async () => {
		const locks = new Locks();
		const page = await open(locks);
		hide(page);
		const copy = await open(locks, new Storage(page.storage));
		expect(copy.id).toBe(page.id);
		// The first page comes back as it was left, with the module it had.
		vi.stubGlobal('sessionStorage', page.storage);
		page.events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
		const back = await page.module.tabReady();
		expect(back).not.toBe(copy.id);
		expect(stored(page)).toBe(back);
	});

	test('without Web Locks, or when the browser refuses them, the stored id is kept as before', async () => {
		const storage = new Storage();
		storage.setItem(SESSION_KEYS.tab, 'kept');
		expect((await open(undefined, storage)).id).toBe('kept');
		const refusing = { request: () => Promise.reject(new DOMException('no', 'SecurityError')) };
		expect((await open(refusing, storage)).id).toBe('kept');
	});
});
