import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { TrackedGame } from '$lib/tracker/games';

// The database is replaced by writes the test settles by hand: the session must show an action
// only once its write resolved, and never one whose write failed.
const db = vi.hoisted(() => ({
	writes: [] as { index: number; event: unknown; settle: (error?: Error) => void }[],
	events: [] as unknown[]
}));
vi.mock('$lib/db/games', () => ({
	loadGame: (id: string) =>
		Promise.resolve({
			game: { id, kind: 'ktu', createdAt: 0, updatedAt: 0 },
			events: [...db.events],
			redo: []
		}),
	appendEvent: (_id: string, index: number, event: unknown) =>
		new Promise<void>((resolve, reject) => {
			db.writes.push({ index, event, settle: (e) => (e ? reject(e) : resolve()) });
		})
}));

const { GameSession } = await import('./game-session.svelte');

type Step = { type: 'setup' } | { type: 'add'; n: number };
/** A counter: adds must be positive. */
const counter: TrackedGame<Step, number> = {
	kind: 'ktu',
	title: 'Counter',
	eventVersion: 1,
	ns: 'ktu-games',
	routes: { games: '/c', newGame: '/c/new', game: (id) => `/c/${id}` },
	reducer: {
		initial: () => 0,
		apply: (state, e) =>
			e.type === 'setup' || e.n > 0
				? { ok: true, state: e.type === 'setup' ? 0 : state + e.n }
				: { ok: false, error: { code: 'refusal.notPositive', rule: 'x' } }
	},
	summary: (state) => ({
		title: 'Counter',
		players: [],
		progress: { code: 'n', params: { state } }
	}),
	// Sessions never read files.
	parseFile: () => ({ ok: false, errors: [] })
};

const flush = () => new Promise((r) => setTimeout(r, 0));

async function open() {
	const session = await GameSession.open('g', counter);
	if (!session) throw new Error('not opened');
	return session;
}

beforeEach(() => {
	db.writes = [];
	db.events = [{ type: 'setup' }];
});

describe('the game session shows an action only once it is saved', () => {
	test('an action is shown after its write resolves, not before', async () => {
		const session = await open();
		const done = session.dispatch({ type: 'add', n: 2 });
		await flush();
		expect(db.writes).toHaveLength(1);
		expect(session.saving).toBe(true);
		expect(session.state).toBe(0);
		expect(session.events).toHaveLength(1);
		db.writes[0]?.settle();
		expect(await done).toBe(true);
		expect(session.state).toBe(2);
		expect(session.saving).toBe(false);
	});

	test('a failed write is not shown, and says it was not saved', async () => {
		const session = await open();
		const done = session.dispatch({ type: 'add', n: 2 });
		await flush();
		db.writes[0]?.settle(new Error('QuotaExceededError'));
		expect(await done).toBe(false);
		expect(session.state).toBe(0);
		expect(session.events).toHaveLength(1);
		expect(session.saveError).toBe('quota');
		expect(session.canUndo).toBe(false);
	});

	test('a refused action writes nothing and keeps its reason', async () => {
		const session = await open();
		expect(await session.dispatch({ type: 'add', n: -1 })).toBe(false);
		expect(db.writes).toHaveLength(0);
		expect(session.refusal?.code).toBe('refusal.notPositive');
	});

	test('quick actions queue: each is written at the index after the one before', async () => {
		const session = await open();
		const first = session.dispatch({ type: 'add', n: 1 });
		const second = session.dispatch({ type: 'add', n: 5 });
		await flush();
		// The second waits for the first: one write at a time.
		expect(db.writes.map((w) => w.index)).toEqual([1]);
		db.writes[0]?.settle();
		expect(await first).toBe(true);
		await flush();
		expect(db.writes.map((w) => w.index)).toEqual([1, 2]);
		db.writes[1]?.settle();
		expect(await second).toBe(true);
		expect(session.state).toBe(6);
	});

	test('after a failed write the next action still goes at the right index', async () => {
		const session = await open();
		const lost = session.dispatch({ type: 'add', n: 1 });
		const next = session.dispatch({ type: 'add', n: 3 });
		await flush();
		db.writes[0]?.settle(new Error('AbortError'));
		expect(await lost).toBe(false);
		await flush();
		expect(db.writes[1]?.index).toBe(1);
		db.writes[1]?.settle();
		expect(await next).toBe(true);
		expect(session.state).toBe(3);
		expect(session.saveError).toBeNull();
	});

	test('a game of another kind does not open as this one', async () => {
		expect(await GameSession.open('g', { ...counter, kind: 'uu' })).toBeNull();
	});
});
