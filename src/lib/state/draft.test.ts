import { describe, expect, test, vi } from 'vitest';
import type { DraftName } from '$lib/db/drafts';
import { Draft, type DraftStore } from './draft.svelte';
import { HuntState } from '../../routes/ktu/hunt/hunt.svelte';
import { ScorerState } from '../../routes/ktu/score/scorer.svelte';

/** An in-memory store that keeps what it is given, as the database would. */
function memoryStore(names: string[] = []): DraftStore & { rows: Map<DraftName, unknown> } {
	const rows = new Map<DraftName, unknown>();
	return {
		rows,
		load: (name) => Promise.resolve(structuredClone(rows.get(name))),
		save: (name, value) => {
			rows.set(name, structuredClone(value));
			return Promise.resolve();
		},
		names: () => Promise.resolve(names)
	};
}

/** Waits until every change is written (the draft writes a moment after the last change). */
async function settled(state: { saved: boolean }): Promise<void> {
	await vi.waitFor(() => expect(state.saved).toBe(true));
}

describe('the hunt calculator draft', () => {
	test('a reload brings back names, totals, lead and scheme', async () => {
		const store = memoryStore();
		const before = new HuntState({ store, enabled: true });
		await before.init();
		const [a, b] = before.seats;
		if (!a || !b) throw new Error('a new table has at least two seats');
		before.setName(a.id, 'Ana');
		before.setName(b.id, 'Ben');
		before.setTotal(b.id, 7);
		before.setLead(b.id);
		before.setScheme('size');
		await settled(before);

		const after = new HuntState({ store, enabled: true });
		await after.init();
		expect(after.ready).toBe(true);
		expect(after.seats.map((s) => s.name).slice(0, 2)).toEqual(['Ana', 'Ben']);
		expect(after.seats[1]?.total).toBe(7);
		expect(after.leadId).toBe(b.id);
		expect(after.scheme).toBe('size');
	});

	test('an unreadable draft gives a fresh table with the remembered names', async () => {
		const store = memoryStore(['Cy', 'Di', 'Ed']);
		store.rows.set('hunt', { seats: 'not a list' });
		const state = new HuntState({ store, enabled: true });
		await state.init();
		expect(state.seats.map((s) => s.name)).toEqual(['Cy', 'Di', 'Ed']);
		expect(state.seats.every((s) => s.total === null)).toBe(true);
	});
});

describe('the scorer draft', () => {
	test('a reload brings back players, unicorns and the reading', async () => {
		const store = memoryStore();
		const before = new ScorerState({ store, enabled: true });
		await before.init();
		const ana = before.players[0];
		if (!ana) throw new Error('a new scorer has players');
		before.setName(ana.id, 'Ana');
		before.addUnicorn(ana.id, { stars: 3, color: 'pink', siamese: false });
		before.setReading('new-collection');
		await settled(before);

		const after = new ScorerState({ store, enabled: true });
		await after.init();
		expect(after.players[0]?.name).toBe('Ana');
		expect(after.players[0]?.unicorns.map((u) => [u.stars, u.color])).toEqual([[3, 'pink']]);
		expect(after.reading).toBe('new-collection');
		expect(after.players).toHaveLength(before.players.length);
	});
});

describe('Draft', () => {
	test('a change made before the draft is back wins over the draft', async () => {
		let release: (value: unknown) => void = () => {};
		const store: DraftStore = {
			load: () => new Promise((resolve) => (release = resolve)),
			save: () => Promise.resolve(),
			names: () => Promise.resolve(['Old'])
		};
		const restore = vi.fn(() => true);
		const fresh = vi.fn();
		const draft = new Draft('hunt', { snapshot: () => ({}), restore, fresh, store, enabled: true });
		const opening = draft.open(6);
		draft.changed();
		release({ seats: [] });
		await opening;
		expect(restore).not.toHaveBeenCalled();
		expect(fresh).not.toHaveBeenCalled();
		expect(draft.ready).toBe(true);
	});

	test('storage that refuses to write leaves nothing waiting, and the tool keeps working', async () => {
		const store: DraftStore = {
			load: () => Promise.resolve(undefined),
			save: () => Promise.reject(new Error('quota')),
			names: () => Promise.resolve([])
		};
		const draft = new Draft('score', {
			snapshot: () => ({ n: 1 }),
			restore: () => false,
			fresh: () => {},
			store,
			enabled: true,
			delayMs: 1
		});
		await draft.open(6);
		draft.changed();
		expect(draft.saved).toBe(false);
		await settled(draft);
	});

	test('on the server nothing is read or written', async () => {
		const store = memoryStore(['Ana']);
		const fresh = vi.fn();
		const draft = new Draft('hunt', {
			snapshot: () => ({}),
			restore: () => true,
			fresh,
			store,
			enabled: false
		});
		await draft.open(6);
		draft.changed();
		expect(fresh).not.toHaveBeenCalled();
		expect(store.rows.size).toBe(0);
	});
});
