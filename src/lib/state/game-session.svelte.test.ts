import { beforeEach, describe, expect, test, vi } from 'vitest';
import { flushSync } from 'svelte';
import { announce, counter, db, flush, resetDb, storageFailure } from './game-db.testing';

// The view only shows what its store holds (the store's own rules: game-store.test.ts). Here: that
// a screen reading it redraws when the store changes, and only what changed.
vi.mock('$lib/db/games', () => import('./game-db.testing').then((m) => m.gamesModule));
vi.mock('$lib/db/read-game', () => import('./game-db.testing').then((m) => m.readGameModule));
vi.mock('$lib/db/changes', () => import('./game-db.testing').then((m) => m.changesModule));

const { GameSession } = await import('./game-session.svelte');

async function open() {
	const session = await GameSession.open('g', counter);
	if (!session) throw new Error('not opened');
	return session;
}

/** Runs `read` in an effect, as a screen would; returns what each run read and the cleanup. */
function watch<T>(read: () => T): { seen: T[]; stop: () => void } {
	const seen: T[] = [];
	const stop = $effect.root(() => {
		$effect(() => {
			seen.push(read());
		});
	});
	flushSync();
	return { seen, stop };
}

beforeEach(resetDb);

describe('the game session is what the screen reads of its store', () => {
	test('the screen shows a write once it is saved, and the wait for it', async () => {
		const session = await open();
		const state = watch(() => session.state);
		const saving = watch(() => session.saving);
		const done = session.dispatch({ type: 'add', n: 2 });
		await flush();
		flushSync();
		expect(state.seen).toEqual([0]);
		expect(saving.seen).toEqual([false, true]);
		db.writes[0]?.settle();
		expect(await done).toBe(true);
		flushSync();
		expect(state.seen).toEqual([0, 2]);
		expect(saving.seen).toEqual([false, true, false]);
		expect(session.canUndo).toBe(true);
		state.stop();
		saving.stop();
	});

	test('a refusal or a failed write changes what is said, and wakes nothing that reads the game', async () => {
		const session = await open();
		const state = watch(() => session.state);
		const said = watch(() => [session.refusal?.code ?? null, session.saveError]);
		expect(await session.dispatch({ type: 'add', n: -1 })).toBe(false);
		const lost = session.dispatch({ type: 'add', n: 1 });
		await flush();
		db.writes[0]?.settle(storageFailure('QuotaExceededError'));
		expect(await lost).toBe(false);
		flushSync();
		expect(said.seen.at(-1)).toEqual(['refusal.notPositive', 'quota']);
		expect(state.seen).toEqual([0]);
		state.stop();
		said.stop();
	});

	test("another tab's change is drawn, with its notice and what redo can bring back", async () => {
		const session = await open();
		const shown = watch(() => [session.state, session.notice, session.canRedo]);
		db.events = [{ type: 'setup' }, { type: 'add', n: 5 }];
		db.redo = [{ type: 'add', n: 9 }];
		db.rev = 1;
		announce('g', 1);
		await expect.poll(() => session.state).toBe(5);
		flushSync();
		expect(shown.seen.at(-1)).toEqual([5, 'otherTab', true]);
		shown.stop();
	});

	test('the undo question is asked and put away through the view', async () => {
		db.events = [{ type: 'setup' }, { type: 'add', n: 1 }];
		db.authors = [null, 'another-tab'];
		const session = await open();
		const asked = watch(() => session.undoAsk);
		expect(await session.undo()).toBe(false);
		flushSync();
		session.keepTheirs();
		flushSync();
		expect(asked.seen).toEqual([false, true, false]);
		asked.stop();
	});

	test('after close, the view hears no more of the store or of other tabs', async () => {
		const session = await open();
		session.close();
		expect(db.listeners).toHaveLength(0);
	});
});
