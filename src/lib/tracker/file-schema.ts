// The schema of an export file, shared by every tracked game: limits checked before the text is
// parsed (size, nesting), then a valibot schema that builds a fresh object holding only the fields
// Hornbook knows, within bounds. Every refusal says where in the file and what is wrong, as codes
// (file-issues.ts); the limits and the games' schema building blocks are in schema-parts.ts.
import { GAMES as GAME_KINDS, type GameId as GameKind, type RecordedResult } from '$lib/vocab';
import * as v from 'valibot';
import { FILE_FORMAT, FILE_VERSION } from './file';
import { nameIssues, toFileIssue, type FileIssue, type FilePath } from './file-issues';
import { replay, setupFault, type Reducer, type RefusedEntry } from './log';
import { RULES_FINGERPRINT } from './rules';
import { FILE_LIMITS, text, whole } from './schema-parts';

/** A file as it is stored: only checked fields, in fresh objects. */
export interface CheckedGameFile<E> {
	format: typeof FILE_FORMAT;
	version: typeof FILE_VERSION;
	kind: GameKind;
	game: { id: string; createdAt: number; title: string };
	events: E[];
	/** The event schema version of each event (1 for a file from before versions). */
	versions: number[];
	/** The rules fingerprint of each event ('' where unknown), when the file says. */
	fingerprints?: string[];
	/** The result the game ended with, when the file carries one. */
	result?: RecordedResult;
}

export type FileParse<E> =
	{ ok: true; file: CheckedGameFile<E> } | { ok: false; errors: FileIssue[] };

/** At most this many problems are reported: the first ones are enough to fix a file. */
const MAX_ISSUES = 5;

/**
 * True when JSON text nests deeper than `max` (arrays and objects), counted without parsing:
 * deep enough nesting makes JSON.parse and every recursive walk overflow the stack.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
	let depth = 0;
	let inString = false;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (inString) {
			if (c === 0x5c)
				i++; // a backslash escapes the next character
			else if (c === 0x22) inString = false;
		} else if (c === 0x22) inString = true;
		else if (c === 0x7b || c === 0x5b) {
			if (++depth > max) return true;
		} else if (c === 0x7d || c === 0x5d) depth--;
	}
	return false;
}

/**
 * The envelope every export file shares, around a game's event schema and the result codes the
 * game records (its tracked game's `results`).
 */
export function gameFileSchema<K extends GameKind>(
	kind: K,
	event: v.GenericSchema,
	results: ResultCodes
) {
	return v.object({
		format: v.literal(FILE_FORMAT),
		version: v.literal(FILE_VERSION),
		kind: v.literal(kind),
		game: v.object({
			id: v.pipe(v.string(), v.minLength(1), v.maxLength(FILE_LIMITS.idLength)),
			createdAt: whole(0, FILE_LIMITS.maxTime),
			title: text(FILE_LIMITS.titleLength)
		}),
		events: v.pipe(v.array(event), v.minLength(1), v.maxLength(FILE_LIMITS.events)),
		versions: v.optional(
			v.pipe(v.array(whole(1, FILE_LIMITS.eventVersion)), v.maxLength(FILE_LIMITS.events))
		),
		fingerprints: v.optional(
			v.pipe(v.array(text(FILE_LIMITS.fingerprint)), v.maxLength(FILE_LIMITS.events))
		),
		result: v.optional(resultSchema(results))
	});
}

/**
 * An event as the fold reads it through its game's schema: a fresh object with only its known
 * fields, or null when its shape is wrong (a foreign or damaged log). A number beyond the file's
 * bounds keeps its shape and is passed on: the rules refuse it with their own code and rule, where
 * an import refuses it at once, saying where in the file.
 */
export function readEvent<T extends v.GenericSchema>(
	schema: T,
	value: unknown
): v.InferOutput<T> | null {
	const read = v.safeParse(schema, value, { abortPipeEarly: true });
	return read.typed ? read.output : null;
}

/** A result param: a seat, points, a player's name, how the game ended. */
const resultParam = v.union([
	whole(-FILE_LIMITS.points, FILE_LIMITS.points),
	text(FILE_LIMITS.resultText),
	v.boolean()
]);

/** The codes a game's finished summary gives: what a file of that game may record. */
type ResultCodes = readonly [string, ...string[]];

/**
 * A recorded result: one of the codes its game's finished summary gives (another game's would
 * have no words in this game's screens), its params, its rules.
 */
const resultSchema = (codes: ResultCodes) =>
	v.object({
		progress: v.object({
			code: v.picklist(codes),
			params: v.pipe(
				v.record(v.string(), resultParam),
				v.check(
					(params) => Object.keys(params).length <= FILE_LIMITS.resultParams,
					`range:0:${FILE_LIMITS.resultParams}`
				)
			)
		}),
		rules: text(FILE_LIMITS.fingerprint)
	});
const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The refine step of a game whose setup names its players: every name through the name check
 * (its place given by `at`), kept trimmed.
 */
export function checkSetupNames<E extends { type: string }>(
	namesOf: (setup: E) => readonly string[],
	withNames: (setup: E, names: string[]) => E,
	at: (event: number, player: number) => FilePath
): (events: E[]) => { events: E[]; issues: FileIssue[] } {
	return (events) => {
		const issues: FileIssue[] = [];
		const tidy = events.map((event, e) => {
			if (event.type !== 'setup') return event;
			const names = namesOf(event);
			issues.push(...nameIssues(names, (i) => at(e, i)));
			return withNames(
				event,
				names.map((name) => name.trim())
			);
		});
		return { events: tidy, issues };
	};
}

export interface GameFileRules<E> {
	kind: GameKind;
	/** The game's event, as a schema that keeps only known fields. */
	event: v.GenericSchema;
	/** The result codes the game records (the game descriptor's `results`). */
	results: ResultCodes;
	/** The event schema version this build writes (the game descriptor's `eventVersion`). */
	eventVersion: number;
	/** Checks the schema cannot express (names); may tidy the events (trimmed names). */
	refine?: (events: E[]) => { events: E[]; issues: FileIssue[] };
	/** The game's fold: the file is replayed by it, corrections carried out first. */
	reducer: Reducer<E, unknown>;
	/** Whether an event is the game's set-up (the first event of every game). */
	isSetup: (event: E) => boolean;
}

/**
 * A file whose game has no set-up the rules accept, as an issue: a game with no players is never
 * imported, whatever excuses its other refused events (older versions, later corrections).
 */
export function setupIssue<E>(rules: GameFileRules<E>, events: readonly E[]): FileIssue | null {
	const fault = setupFault(rules.reducer, events, rules.isSetup);
	if (!fault) return null;
	const path: FilePath = fault.index < 0 ? ['events'] : ['events', fault.index];
	const position = fault.index + 1;
	return fault.error
		? { code: 'file.badSetup', path, params: { position, refusal: fault.error } }
		: { code: 'file.noSetup', path, params: fault.index < 0 ? {} : { position } };
}

/**
 * The first refused event that is the file's fault. Not those the table has to settle in the game
 * log: an event refused only since a later correction, or written under an older event version
 * (older rules accepted it; a game's own export imports back with it listed, never dropped).
 */
export function fileFault(
	refused: readonly RefusedEntry[],
	versions: readonly number[],
	eventVersion: number,
	written?: { fingerprints: readonly string[]; today: string }
): RefusedEntry | undefined {
	return refused.find(
		(r) =>
			!r.sinceCorrection &&
			r.index >= 0 &&
			(versions[r.index] ?? 1) >= eventVersion &&
			// Written under other rules (a file that says which): the rules changed, not the file.
			(!written || written.fingerprints[r.index] === written.today)
	);
}

/**
 * Parses an export file of one game into a fresh, checked object, or says why not: every problem
 * found (up to a few), each with its place in the file. Every import path (a file, a QR code)
 * comes through here, so none stores a game without a set-up its rules accept.
 */
export function parseFileWith<E>(raw: string, rules: GameFileRules<E>): FileParse<E> {
	const refuse = (errors: FileIssue[]): FileParse<E> => ({
		ok: false,
		errors: errors.slice(0, MAX_ISSUES)
	});
	if (raw.length > FILE_LIMITS.bytes)
		return refuse([{ code: 'file.tooBig', path: [], params: { max: FILE_LIMITS.bytes } }]);
	if (jsonDepthExceeds(raw, FILE_LIMITS.depth))
		return refuse([{ code: 'file.tooDeep', path: [], params: { max: FILE_LIMITS.depth } }]);
	let data: unknown;
	try {
		data = JSON.parse(raw);
	} catch {
		return refuse([{ code: 'file.notJson', path: [] }]);
	}
	if (!isObject(data) || data.format !== FILE_FORMAT)
		return refuse([{ code: 'file.notHornbook', path: [] }]);
	if (typeof data.version === 'number' && data.version > FILE_VERSION)
		return refuse([
			{ code: 'file.newerVersion', path: ['version'], params: { version: data.version } }
		]);
	if (data.kind !== rules.kind && (GAME_KINDS as readonly unknown[]).includes(data.kind))
		return refuse([{ code: 'file.otherGame', path: ['kind'], params: { kind: data.kind } }]);
	const parsed = v.safeParse(gameFileSchema(rules.kind, rules.event, rules.results), data);
	if (!parsed.success) return refuse(parsed.issues.map(toFileIssue));
	const { game } = parsed.output;
	let events = parsed.output.events as E[];
	const given = parsed.output.versions;
	if (given && given.length !== events.length)
		return refuse([
			{
				code: given.length > events.length ? 'file.tooMany' : 'file.tooFew',
				path: ['versions'],
				params: given.length > events.length ? { max: events.length } : { min: events.length }
			}
		]);
	// A file from before versions holds version-1 events.
	const versions = given ?? events.map(() => 1);
	const { fingerprints: written, result } = parsed.output;
	if (written && written.length !== events.length)
		return refuse([
			{
				code: written.length > events.length ? 'file.tooMany' : 'file.tooFew',
				path: ['fingerprints'],
				params: written.length > events.length ? { max: events.length } : { min: events.length }
			}
		]);
	// A result names its player as the set-up does: no character the name check refuses.
	const player = result?.progress.params.player;
	if (typeof player === 'string') {
		const issues = nameIssues([player], () => ['result', 'progress', 'params', 'player']);
		if (issues.length > 0) return refuse(issues);
	}
	if (rules.refine) {
		const refined = rules.refine(events);
		if (refined.issues.length > 0) return refuse(refined.issues);
		events = refined.events;
	}
	const noSetup = setupIssue(rules, events);
	if (noSetup) return refuse([noSetup]);
	const bad = fileFault(
		replay(rules.reducer, events).refused,
		versions,
		rules.eventVersion,
		written && { fingerprints: written, today: RULES_FINGERPRINT[rules.kind] }
	);
	if (bad)
		return refuse([
			{
				code: 'file.badEvent',
				path: ['events', bad.index],
				params: { position: bad.index + 1, reason: bad.error.code }
			}
		]);
	return {
		ok: true,
		file: {
			format: FILE_FORMAT,
			version: FILE_VERSION,
			kind: rules.kind,
			game: { id: game.id, createdAt: game.createdAt, title: game.title },
			events,
			versions,
			...(written ? { fingerprints: written } : {}),
			...(result ? { result } : {})
		}
	};
}
