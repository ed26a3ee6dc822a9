// The export file of a tracked game: a versioned, self-describing JSON document.
// Parsing is strict: a bad or foreign file is rejected with a reason, and nothing is written.

export const FILE_FORMAT = 'hornbook-game';
export const FILE_VERSION = 1;
export const GAME_KINDS = ['ktu', 'uu'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export interface GameFile {
	format: typeof FILE_FORMAT;
	version: typeof FILE_VERSION;
	kind: GameKind;
	game: { id: string; createdAt: number; title: string };
	events: unknown[];
}

export type FileError =
	| { code: 'file.notJson' }
	| { code: 'file.notHornbook' }
	| { code: 'file.newerVersion'; params: { version: number } }
	| { code: 'file.badField'; params: { field: string } }
	| { code: 'file.badEvents'; params: { index: number; reason: string } };

export type Parsed = { ok: true; file: GameFile } | { ok: false; error: FileError };

const isObject = (v: unknown): v is Record<string, unknown> =>
	typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Parses an export file. `checkEvents` validates the events with the game's own reducer
 * (a file whose events do not replay cleanly is refused as a whole).
 */
export function parseGameFile(
	text: string,
	checkEvents: (kind: GameKind, events: unknown[]) => { index: number; reason: string } | null
): Parsed {
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return { ok: false, error: { code: 'file.notJson' } };
	}
	if (!isObject(data) || data.format !== FILE_FORMAT)
		return { ok: false, error: { code: 'file.notHornbook' } };
	if (typeof data.version !== 'number' || !Number.isInteger(data.version) || data.version < 1)
		return { ok: false, error: { code: 'file.badField', params: { field: 'version' } } };
	if (data.version > FILE_VERSION)
		return { ok: false, error: { code: 'file.newerVersion', params: { version: data.version } } };
	if (!(GAME_KINDS as readonly unknown[]).includes(data.kind))
		return { ok: false, error: { code: 'file.badField', params: { field: 'kind' } } };
	const game = data.game;
	if (!isObject(game))
		return { ok: false, error: { code: 'file.badField', params: { field: 'game' } } };
	if (typeof game.id !== 'string' || game.id.length === 0 || game.id.length > 100)
		return { ok: false, error: { code: 'file.badField', params: { field: 'game.id' } } };
	if (typeof game.createdAt !== 'number' || !Number.isFinite(game.createdAt))
		return { ok: false, error: { code: 'file.badField', params: { field: 'game.createdAt' } } };
	if (typeof game.title !== 'string')
		return { ok: false, error: { code: 'file.badField', params: { field: 'game.title' } } };
	if (!Array.isArray(data.events) || data.events.length === 0)
		return { ok: false, error: { code: 'file.badField', params: { field: 'events' } } };
	const kind = data.kind as GameKind;
	const bad = checkEvents(kind, data.events);
	if (bad) return { ok: false, error: { code: 'file.badEvents', params: bad } };
	return {
		ok: true,
		file: {
			format: FILE_FORMAT,
			version: FILE_VERSION,
			kind,
			game: { id: game.id, createdAt: game.createdAt, title: game.title },
			events: data.events
		}
	};
}

export function toGameFile(
	kind: GameKind,
	game: GameFile['game'],
	events: readonly unknown[]
): GameFile {
	return { format: FILE_FORMAT, version: FILE_VERSION, kind, game, events: [...events] };
}
