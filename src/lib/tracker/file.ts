// The export file of a tracked game: a versioned, self-describing JSON document.
// Parsing is strict (file-schema.ts and each game's file-schema.ts): a bad or foreign file is
// refused with its reasons, and only the checked copy is ever stored.

import type { GameId, RecordedResult } from '$lib/vocab';

export const FILE_FORMAT = 'hornbook-game';
export const FILE_VERSION = 1;

export interface GameFile {
	format: typeof FILE_FORMAT;
	version: typeof FILE_VERSION;
	kind: GameId;
	game: { id: string; createdAt: number; title: string };
	events: unknown[];
	/**
	 * The event schema version each event was written under (same order). A file without it is
	 * from before versions: all its events are version 1.
	 */
	versions?: number[];
	/**
	 * The rules fingerprint each event was written under (same order; '' where unknown). An event
	 * today's rules refuse that was written under other rules is listed on import, not refused.
	 */
	fingerprints?: string[];
	/** The result the game ended with, as the build that finished it scored it. */
	result?: RecordedResult;
}

/** What a saved game adds to its events in a file: how each was written, and its result. */
export interface FileRecord {
	fingerprints?: readonly string[];
	result?: RecordedResult;
}

export function toGameFile(
	kind: GameId,
	game: GameFile['game'],
	events: readonly unknown[],
	versions?: readonly number[],
	{ fingerprints, result }: FileRecord = {}
): GameFile {
	return {
		format: FILE_FORMAT,
		version: FILE_VERSION,
		kind,
		game,
		events: [...events],
		...(versions ? { versions: [...versions] } : {}),
		...(fingerprints ? { fingerprints: [...fingerprints] } : {}),
		...(result ? { result } : {})
	};
}
