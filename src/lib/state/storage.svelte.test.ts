import { beforeEach, describe, expect, test, vi } from 'vitest';
import { stubLocalStorage } from '$lib/db/local-storage.testing';

// A fresh status per test: the module holds one app-wide instance.
async function freshStatus() {
	vi.resetModules();
	return (await import('./storage.svelte')).storage;
}

beforeEach(() => {
	stubLocalStorage();
});

describe('the storage status behind the banner', () => {
	test('the most serious problem is the one shown', async () => {
		const storage = await freshStatus();
		storage.set('quota');
		storage.set('persistDenied');
		expect(storage.shown).toBe('quota');
		storage.report(new DOMException('Access is denied', 'SecurityError'), 'open');
		expect(storage.shown).toBe('access');
		expect(storage.memoryOnly).toBe(true);
	});

	test('a failed write is reported as a code, and cleared by the next save', async () => {
		const storage = await freshStatus();
		expect(storage.report(new DOMException('raw', 'QuotaExceededError'))).toBe('quota');
		storage.dismiss();
		expect(storage.shown).toBeNull();
		storage.saved();
		expect(storage.problem).toBeNull();
		// The disk fills up again: that is news again.
		storage.report(new DOMException('raw', 'QuotaExceededError'));
		expect(storage.shown).toBe('quota');
	});

	test('memory-only modes are not cleared by a save (the save went to memory)', async () => {
		const storage = await freshStatus();
		storage.set('blocked');
		storage.saved();
		expect(storage.shown).toBe('blocked');
	});

	test('persistence denied is said once per device', async () => {
		const first = await freshStatus();
		first.persistDenied();
		expect(first.shown).toBe('persistDenied');
		first.dismiss();
		const later = await freshStatus();
		later.persistDenied();
		expect(later.shown).toBeNull();
	});
});
