import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FormDrafts, type FormDraftStore } from './form-drafts';

/** A store in a plain object, which says what it was asked. */
function memoryStore(initial?: unknown) {
	const rows = new Map<string, unknown>();
	if (initial !== undefined) rows.set('game.g1', initial);
	const log: string[] = [];
	const store: FormDraftStore = {
		load: (name) => Promise.resolve(rows.get(name)),
		save: (name, value) => {
			log.push(`save ${name}`);
			rows.set(name, value);
			return Promise.resolve();
		},
		clear: (name) => {
			log.push(`clear ${name}`);
			rows.delete(name);
			return Promise.resolve();
		}
	};
	return { store, rows, log };
}

const BID = v.object({ taps: v.array(v.number()) });

describe('FormDrafts', () => {
	it('gives back a form kept at the revision the game is at, for what it was kept for', async () => {
		const { store } = memoryStore({
			rev: 4,
			forms: { 'ktu.bid': { key: '1-0-2', value: { taps: [3, 1] } } }
		});
		const drafts = await FormDrafts.open('g1', 4, store);
		expect(drafts.take('ktu.bid', '1-0-2', BID)).toEqual({ taps: [3, 1] });
		// Another hunt or seat: not this form's.
		expect(drafts.take('ktu.bid', '1-0-3', BID)).toBeNull();
	});

	it('drops a draft kept at another revision (the game moved on), and forgets its row', async () => {
		const { store, rows, log } = memoryStore({
			rev: 3,
			forms: { 'ktu.bid': { key: '1-0-2', value: { taps: [3] } } }
		});
		const drafts = await FormDrafts.open('g1', 4, store);
		expect(drafts.take('ktu.bid', '1-0-2', BID)).toBeNull();
		expect(log).toEqual(['clear game.g1']);
		expect(rows.size).toBe(0);
	});

	it('reads a malformed row, or a form that does not fit its schema, as a fresh form', async () => {
		for (const raw of [42, 'x', { rev: '4', forms: {} }, { rev: 4, forms: { a: 1 } }]) {
			const drafts = await FormDrafts.open('g1', 4, memoryStore(raw).store);
			expect(drafts.take('a', '', BID)).toBeNull();
		}
		const { store, rows } = memoryStore({
			rev: 4,
			forms: { 'ktu.bid': { key: 'k', value: { taps: ['three'] } } }
		});
		const drafts = await FormDrafts.open('g1', 4, store);
		expect(drafts.take('ktu.bid', 'k', BID)).toBeNull();
		await drafts.flush();
		// The form that did not read is forgotten, and with it the row (nothing else was kept).
		expect(rows.size).toBe(0);
	});

	it('never fails on a store that cannot be read: the forms start fresh', async () => {
		const store: FormDraftStore = {
			load: () => Promise.reject(new Error('refused')),
			save: () => Promise.resolve(),
			clear: () => Promise.resolve()
		};
		const drafts = await FormDrafts.open('g1', 1, store);
		expect(drafts.take('a', '', BID)).toBeNull();
	});

	it('writes what is kept stamped with the revision it follows; nothing kept is no row', async () => {
		const { store, rows } = memoryStore();
		const drafts = await FormDrafts.open('g1', 1, store);
		drafts.keep('ktu.bid', 'k', { taps: [2] });
		await drafts.flush();
		expect(rows.get('game.g1')).toEqual({
			rev: 1,
			forms: { 'ktu.bid': { key: 'k', value: { taps: [2] } } }
		});
		// A bid of the same hunt saved: the form is still open, now at the log's next revision.
		drafts.follow(2);
		await drafts.flush();
		expect(rows.get('game.g1')).toMatchObject({ rev: 2 });
		const reopened = await FormDrafts.open('g1', 2, store);
		expect(reopened.take('ktu.bid', 'k', BID)).toEqual({ taps: [2] });
		drafts.keep('ktu.bid', 'k', null);
		await drafts.flush();
		expect(rows.has('game.g1')).toBe(false);
	});

	it('drops the forms inside a form that is closed', async () => {
		const { store, rows } = memoryStore();
		const drafts = await FormDrafts.open('g1', 1, store);
		drafts.keep('ktu.log', 'log', { at: 3 });
		drafts.keep('ktu.log/entry', '3-edit', { type: 'bid' });
		drafts.keep('ktu.logbook', 'x', { other: true });
		drafts.keep('ktu.log', 'log', null);
		await drafts.flush();
		expect(rows.get('game.g1')).toEqual({
			rev: 1,
			forms: { 'ktu.logbook': { key: 'x', value: { other: true } } }
		});
	});

	it('in memory only, keeps forms for the page and writes nothing', async () => {
		const drafts = FormDrafts.memory();
		drafts.keep('a', 'k', { taps: [1] });
		await drafts.flush();
		expect(drafts.take('a', 'k', BID)).toEqual({ taps: [1] });
	});
});
