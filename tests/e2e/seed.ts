// Writes a saved game straight into the app's IndexedDB, as an older build (or another device)
// would have left it: rows of the stored shape, with or without event versions.
import type { Page } from '@playwright/test';
import type { GameId } from '../../src/lib/vocab';
import { waitForDatabase } from '../../scripts/app-database.mjs';

export interface SeededGame {
	id: string;
	kind: GameId;
	players: string[];
	events: unknown[];
	/** Each event's schema version; omitted: rows from before versions (read as v1). */
	versions?: number[];
	/** The rules fingerprint every event was written under (an older build's); omitted: none. */
	rules?: string;
	/** The result the older build recorded when the game finished. */
	result?: { progress: { code: string; params: Record<string, unknown> }; rules: string };
}

/**
 * Opens the saved games (so the app creates its database), then writes `game` into it. `origin`:
 * an app served elsewhere than the tests' server (a build of the test's own).
 */
export async function seedGame(page: Page, game: SeededGame, origin = ''): Promise<void> {
	// The game's own entry, as the tracker's table finds it (its default export): the table itself
	// is filled by Vite's glob, which Playwright, loading this file in Node, does not run.
	const entry = (await import(`../../src/lib/tracker/${game.kind}/game.ts`)) as {
		default: { title: string };
	};
	await page.goto(`${origin}/${game.kind}/games`);
	await waitForDatabase(page);
	await page.evaluate(
		async (g) => {
			const open = () =>
				new Promise<IDBDatabase>((resolve, reject) => {
					const request = indexedDB.open('hornbook');
					request.onsuccess = () => resolve(request.result);
					request.onerror = () => reject(new Error('could not open the database'));
				});
			// The app may still be between opening and upgrading it: try again until its stores exist.
			let db = await open();
			for (let i = 0; i < 50 && !db.objectStoreNames.contains('events'); i++) {
				db.close();
				await new Promise((resolve) => setTimeout(resolve, 100));
				db = await open();
			}
			const tx = db.transaction(['games', 'events'], 'readwrite');
			tx.objectStore('games').put({
				id: g.id,
				kind: g.kind,
				createdAt: 1,
				updatedAt: 2,
				title: g.title,
				players: g.players,
				progress: g.result?.progress ?? {
					code: 'summary.round',
					params: { round: 1, phase: 'trap' }
				},
				...(g.result ? { result: g.result } : {})
			});
			g.events.forEach((event, index) => {
				const v = g.versions?.[index];
				tx.objectStore('events').put({
					gameId: g.id,
					index,
					event,
					at: 3,
					...(v === undefined ? {} : { v }),
					...(g.rules === undefined ? {} : { r: g.rules })
				});
			});
			await new Promise<void>((resolve, reject) => {
				tx.oncomplete = () => resolve();
				tx.onerror = () => reject(new Error('could not seed the game'));
			});
			db.close();
		},
		{ ...game, title: entry.default.title }
	);
}

/**
 * Writes an Unstable Unicorns game set up for `players` (each with a Baby Unicorn, the standard
 * deck), followed by `events`.
 */
export async function seedUuGame(
	page: Page,
	id: string,
	players: string[],
	events: unknown[] = []
): Promise<void> {
	const setup = {
		type: 'setup',
		players,
		edition: 'standard-2e',
		babies: players.map(() => 'Baby Unicorn')
	};
	await seedGame(page, { id, kind: 'uu', players, events: [setup, ...events] });
}

/** The app's database as the test reads it: a game's row, its events, and its forms' draft. */
export async function stored(
	page: Page,
	id: string
): Promise<{ rev: number; events: unknown[]; draft: unknown }> {
	return page.evaluate(async (gameId) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const request = indexedDB.open('hornbook');
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(new Error('could not open the database'));
		});
		const get = <T>(request: IDBRequest<T>) =>
			new Promise<T>((resolve, reject) => {
				request.onsuccess = () => resolve(request.result);
				request.onerror = () => reject(new Error('could not read'));
			});
		const tx = db.transaction(['games', 'events', 'settings'], 'readonly');
		const game = (await get(tx.objectStore('games').get(gameId))) as { rev?: number } | undefined;
		const rows = (await get(tx.objectStore('events').index('gameId').getAll(gameId))) as {
			index: number;
			event: unknown;
		}[];
		const draft = (await get(tx.objectStore('settings').get(`draft.game.${gameId}`))) as
			{ value: unknown } | undefined;
		db.close();
		return {
			rev: game?.rev ?? 0,
			events: rows.sort((a, b) => a.index - b.index).map((r) => r.event),
			draft: draft?.value ?? null
		};
	}, id);
}
