// A database for the game store's tests whose writes the test settles by hand: the store must
// take an action in only once its write resolved, and never one whose write failed. Test files
// put it in place of the modules the store reads and writes through:
//   vi.mock('$lib/db/games', () => import('./game-db.testing').then((m) => m.gamesModule));
import type { TrackedGame } from '$lib/tracker/games';

export type Write = { ok: true; rev: number } | { ok: false; reason: string; [k: string]: unknown };

export const db = {
	writes: [] as {
		seen: number;
		change: { op: string; event?: unknown };
		settle: (result?: Write) => void;
		snapshot?: unknown;
	}[],
	snapshot: null as object | null,
	events: [] as unknown[],
	redo: [] as unknown[],
	versions: [] as number[],
	/** Who wrote each event (a tab id), null where unknown. */
	authors: [] as (string | null)[],
	rev: 0,
	listeners: [] as ((change: { id: string; rev: number | null }) => void)[]
};

/** A game with only its set-up, at revision 0, nothing written. */
export function resetDb(): void {
	db.writes = [];
	db.events = [{ type: 'setup' }];
	db.redo = [];
	db.versions = [];
	db.authors = [];
	db.rev = 0;
	db.listeners = [];
	db.snapshot = null;
}

export const stored = (id: string) => ({
	game: { id, kind: 'ktu', createdAt: 0, updatedAt: 0, snapshot: db.snapshot },
	rev: db.rev,
	events: [...db.events],
	versions: db.events.map((_, i) => db.versions[i] ?? 1),
	fingerprints: db.events.map(() => ''),
	authors: db.events.map((_, i) => db.authors[i] ?? null),
	redo: [...db.redo],
	redoVersions: db.redo.map(() => 1)
});

function watchGames(listener: (change: { id: string; rev: number | null }) => void) {
	db.listeners.push(listener);
	return () => (db.listeners = db.listeners.filter((l) => l !== listener));
}

/** Tells every listener that game `id` is now at `rev` (what another tab's write does). */
export function announce(id: string, rev: number): void {
	for (const listener of db.listeners) listener({ id, rev });
}

/** Stands for `$lib/db/games`. */
export const gamesModule = {
	loadGame: (id: string) => Promise.resolve(stored(id)),
	changeLog: (
		_id: string,
		seen: number,
		change: { op: string; event?: unknown },
		_summary: unknown,
		{ snapshot }: { snapshot?: unknown }
	) =>
		new Promise<Write>((resolve) => {
			db.writes.push({
				seen,
				change,
				snapshot,
				settle: (r) => resolve(r ?? { ok: true, rev: seen + 1 })
			});
		}),
	watchGames
};
/** Stands for `$lib/db/read-game`: opening reads without Dexie. */
export const readGameModule = {
	readGame: (id: string) => Promise.resolve(stored(id)),
	warmDb: () => {}
};
/** Stands for `$lib/db/changes`: news of other tabs' writes. */
export const changesModule = { watchGames };

export type CounterEvent = { type: 'setup' } | { type: 'add'; n: number };
/** A counter: adds must be positive. */
export const counter: TrackedGame<CounterEvent, number> = {
	kind: 'ktu',
	title: 'Counter',
	eventVersion: 1,
	reducer: {
		initial: () => 0,
		apply: (state, e) =>
			e.type === 'setup' || e.n > 0
				? { ok: true, state: e.type === 'setup' ? 0 : state + e.n }
				: { ok: false, error: { code: 'refusal.notPositive', rule: 'x' } }
	},
	names: () => [],
	finished: () => false,
	summary: (state) => ({
		title: 'Counter',
		players: [],
		progress: { code: 'n', params: { state } }
	}),
	isSetup: (e) => e.type === 'setup',
	// A counter never ends: no result, nothing for the records.
	result: () => null,
	results: ['summary.won'],
	refusals: [],
	words: [],
	totals: [],
	// Stores never read files.
	parseFile: () => ({ ok: false, errors: [] })
};

export const flush = () => new Promise((r) => setTimeout(r, 0));

export const storageFailure = (name: string): Write => ({
	ok: false,
	reason: 'storage',
	error: Object.assign(new Error(name), { name })
});
