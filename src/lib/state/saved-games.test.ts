import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { GameId } from '$lib/vocab';
import { toGameFile } from '$lib/tracker/file';
import { TRACKED_GAMES } from '$lib/tracker/games';
import { KTU_GAME } from '$lib/tracker/ktu/game';
import { sampleEvents } from '$lib/tracker/ktu/sample-game';

// Writes are recorded instead of stored; messages come back as their key and params.
const db = vi.hoisted(() => ({
	imported: [] as { file: unknown; summary: unknown }[],
	replaced: [] as { file: unknown; summary: unknown }[],
	/** Ids of the KtU games already saved. */
	saved: [] as string[],
	/** Games the list shows (rows and logs). */
	listed: [] as { game: Record<string, unknown>; events: unknown[] }[],
	kept: [] as { id: string; result: unknown }[]
}));
vi.mock('$lib/db/games', () => ({
	importGame: (file: unknown, summary: unknown) => {
		db.imported.push({ file, summary });
		return Promise.resolve('new-id');
	},
	replaceGame: (file: unknown, summary: unknown) => {
		db.replaced.push({ file, summary });
		return Promise.resolve(true);
	},
	listGames: () => Promise.resolve(db.listed.map((g) => g.game)),
	loadGame: (id: string) =>
		Promise.resolve(
			db.listed.find((g) => g.game.id === id) ??
				(db.saved.includes(id) ? { game: { id, kind: 'ktu' }, events: [] } : null)
		),
	missingGames: () => Promise.resolve(0),
	keepResult: (id: string, result: unknown) => {
		db.kept.push({ id, result });
		return Promise.resolve();
	}
}));
vi.mock('$lib/i18n/locale.svelte', () => ({
	t: (key: string, params?: Record<string, unknown>) =>
		params ? `${key} ${JSON.stringify(params)}` : key
}));
vi.mock('./download', () => ({ downloadJson: vi.fn(), exportFileName: vi.fn() }));

const { SavedGames } = await import('./saved-games.svelte');
const { copyRelation } = await import('./copies');

const game = { id: 'g1', createdAt: 5, title: 'Kill the Unicorns' };
const asFile = (text: string) => ({ text: () => Promise.resolve(text) }) as File;
const exported = (kind: GameId, events: unknown[]) =>
	asFile(
		JSON.stringify(
			toGameFile(
				kind,
				game,
				events,
				events.map(() => TRACKED_GAMES[kind].eventVersion)
			)
		)
	);

beforeEach(() => {
	db.imported = [];
	db.replaced = [];
	db.saved = [];
	db.listed = [];
	db.kept = [];
});

describe('the saved games list', () => {
	const row = (id: string, result?: unknown) => ({
		game: { id, kind: 'ktu', players: ['Ana', 'Bo', 'Cy', 'Di'], updatedAt: 1, result },
		events: sampleEvents()
	});

	test('a finished game recorded under other rules shows that result, and today’s beside it', async () => {
		const older = {
			progress: { code: 'summary.won', params: { seat: 3, player: 'Di', points: 22 } },
			rules: 'an-older-build'
		};
		db.listed = [row('g', older)];
		const saved = new SavedGames(KTU_GAME);
		await saved.refresh();
		expect(saved.games?.[0]).toMatchObject({
			progress: 'ktu-games:summary.won {"seat":3,"player":"Di","points":22}',
			today: 'ktu-games:summary.won {"seat":0,"player":"Ana","points":12}',
			finished: true,
			refused: 0
		});
		expect(db.kept).toEqual([]);
	});

	test('a game finished before results were kept records today’s, once', async () => {
		db.listed = [row('g')];
		const saved = new SavedGames(KTU_GAME);
		await saved.refresh();
		expect(saved.games?.[0]?.today).toBeNull();
		expect(db.kept).toMatchObject([
			{ id: 'g', result: { progress: { code: 'summary.won', params: { points: 12 } } } }
		]);
	});
});

describe('importing a saved game', () => {
	test('a valid file is stored with its summary as codes, and the players are named', async () => {
		const saved = new SavedGames(KTU_GAME);
		await saved.importFile(exported('ktu', sampleEvents()));
		expect(saved.importError).toBeNull();
		expect(db.imported).toHaveLength(1);
		expect(db.imported[0]?.summary).toMatchObject({
			players: ['Ana', 'Bo', 'Cy', 'Di'],
			progress: { code: 'summary.won', params: { player: 'Ana', points: 12 } }
		});
		expect(saved.imported).toBe('ktu-games:import.done {"players":["Ana","Bo","Cy","Di"]}');
	});

	test('a game already saved is stored again only when the player keeps both', async () => {
		db.saved = ['g1'];
		const saved = new SavedGames(KTU_GAME);
		await saved.importFile(exported('ktu', sampleEvents()));
		expect(saved.duplicate).toMatchObject({ id: 'g1', players: ['Ana', 'Bo', 'Cy', 'Di'] });
		expect(saved.imported).toBeNull();
		expect(db.imported).toEqual([]);
		await saved.keepBoth();
		expect(saved.duplicate).toBeNull();
		expect(db.imported).toHaveLength(1);
		expect(saved.imported).toBe('play:import.doneCopy {"players":["Ana","Bo","Cy","Di"]}');
	});

	test('a later copy whose only news is a correction goes one entry further, not zero', async () => {
		const events = sampleEvents();
		db.listed = [
			{
				game: { id: 'g1', kind: 'ktu', players: ['Ana', 'Bo', 'Cy', 'Di'], updatedAt: 1 },
				events
			}
		];
		const saved = new SavedGames(KTU_GAME);
		await saved.importFile(
			exported('ktu', [...events, { correction: 'delete', at: events.length - 1 }])
		);
		expect(saved.duplicate).toMatchObject({ relation: 'newer', more: 1 });
	});

	test('a later copy of a saved game says how far it goes further, and replaces it when asked', async () => {
		const events = sampleEvents();
		db.listed = [
			{
				game: { id: 'g1', kind: 'ktu', players: ['Ana', 'Bo', 'Cy', 'Di'], updatedAt: 1 },
				events: events.slice(0, -3)
			}
		];
		const saved = new SavedGames(KTU_GAME);
		await saved.importFile(exported('ktu', events));
		expect(saved.duplicate).toMatchObject({
			relation: 'newer',
			more: 3,
			received: 'ktu-games:summary.won {"seat":0,"player":"Ana","points":12}'
		});
		expect(db.replaced).toEqual([]);
		await saved.replace();
		expect(saved.duplicate).toBeNull();
		expect(db.imported).toEqual([]);
		expect(db.replaced).toHaveLength(1);
		expect(saved.importedId).toBe('g1');
		expect(saved.imported).toBe('play:received.replaced {"players":["Ana","Bo","Cy","Di"]}');
	});

	test.each([
		[[1, 2], [1, 2], 'same'],
		[[1, 2], [1, 2, 3], 'newer'],
		[[1, 2, 3], [1, 2], 'older'],
		[[1, 2, 3], [1, 2, 4], 'apart']
	] as const)('a saved log %j and a received %j are %s', (saved, received, relation) => {
		expect(copyRelation(saved, received)).toBe(relation);
	});

	test.each([
		['not JSON', asFile('{nope'), 'ktu-games:import.error.notJson'],
		[
			'another game’s file',
			exported('uu', [
				{ type: 'setup', players: ['Ana', 'Ben'], edition: 'standard-2e', babies: ['A', 'B'] }
			]),
			'play:file.otherGame'
		],
		[
			'an action the rules refuse',
			exported('ktu', [sampleEvents()[0], { type: 'resolve' }]),
			'ktu-games:import.error.badEvents {"position":2}'
		]
	])('%s is refused with a message, and nothing is stored', async (_name, file, message) => {
		const saved = new SavedGames(KTU_GAME);
		await saved.importFile(file);
		expect(saved.importError).toContain(message);
		expect(saved.imported).toBeNull();
		expect(db.imported).toEqual([]);
	});

	test('a game whose set-up a correction deleted is refused, naming the event and the rule', async () => {
		const saved = new SavedGames(KTU_GAME);
		await saved.importFile(exported('ktu', [...sampleEvents(), { correction: 'delete', at: 0 }]));
		expect(saved.importError).toBe('file.noSetupAt {"position":2}');
		expect(saved.importErrorRule).toBe('ktu.setup');
		expect(db.imported).toEqual([]);
	});

	test('a game whose set-up the rules refuse says why, in the rules’ words', async () => {
		const saved = new SavedGames(KTU_GAME);
		const [setup, ...rest] = sampleEvents();
		const text = await exported('ktu', [{ ...setup, players: [] }, ...rest]).text();
		const file = JSON.parse(text) as { versions: number[] };
		file.versions = file.versions.map(() => 1);
		await saved.importFile(asFile(JSON.stringify(file)));
		expect(saved.importError).toMatch(/^file\.badSetup \{"position":1,"reason":"steps-ktu:/);
		expect(saved.importErrorRule).toMatch(/^ktu\./);
		expect(db.imported).toEqual([]);
	});

	test('an unreadable file says so', async () => {
		const saved = new SavedGames(KTU_GAME);
		await saved.importFile({ text: () => Promise.reject(new Error('gone')) } as unknown as File);
		expect(saved.importError).toBe('ktu-games:import.error.unreadable');
		expect(db.imported).toEqual([]);
	});
});
