import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { jsonDepthExceeds } from './file-schema';
import { FILE_LIMITS } from './schema-parts';
import { parseKtuFile } from './ktu/file-schema';
import { sampleEvents } from './ktu/sample-game';
import { parseUuFile } from './uu/file-schema';
import { toGameFile } from './file';
import { mutationArb } from './mutations.testing';
import { KTU_EVENT_VERSION } from './ktu/events';
import { UU_EVENT_VERSION, type UuEvent } from './uu/events';

const game = { id: 'g1', createdAt: 1_700_000_000_000, title: 'Kill the Unicorns' };
/** A file as this build exports it: every event of this build's version. */
const ktuText = (events: unknown[], g: Record<string, unknown> = game) =>
	JSON.stringify({
		...toGameFile('ktu', game, []),
		game: g,
		events,
		versions: events.map(() => KTU_EVENT_VERSION)
	});

const UU_EVENTS: UuEvent[] = [
	{
		type: 'setup',
		players: ['Ana', 'Ben'],
		edition: 'standard-2e',
		babies: ['Baby Unicorn', 'Baby Narwhal']
	},
	{ type: 'phase' },
	{ type: 'unicorn-added', player: 1, name: 'Ginormous Unicorn', countsAs: 2 }
];
const uuText = (events: unknown[]) =>
	JSON.stringify(
		toGameFile(
			'uu',
			game,
			events,
			events.map(() => UU_EVENT_VERSION)
		)
	);

/** The first refusal's code and place, for short assertions. */
function refusal(r: ReturnType<typeof parseKtuFile> | ReturnType<typeof parseUuFile>) {
	if (r.ok) return null;
	const [first] = r.errors;
	return { code: first?.code, path: first?.path.join('.'), params: first?.params };
}

describe('the depth scan', () => {
	test.each([
		['flat', '{"a":[1,2,{"b":3}]}', 3, false],
		['one too deep', '[[[[1]]]]', 3, true],
		['brackets inside strings do not count', '{"a":"[[[[[[[[["}', 2, false],
		['an escaped quote does not end a string', '{"a":"\\"[[[[[["}', 2, false]
	])('%s', (_name, text, max, deeper) => {
		expect(jsonDepthExceeds(text, max)).toBe(deeper);
	});

	test('JSON nested 10,000 deep is refused before parsing, without a stack overflow', () => {
		const deep = '['.repeat(10_000) + ']'.repeat(10_000);
		expect(refusal(parseKtuFile(deep))).toMatchObject({ code: 'file.tooDeep' });
	});
});

describe('export files are parsed into fresh, checked objects', () => {
	test('a game Hornbook wrote parses back to the same events', () => {
		const r = parseKtuFile(ktuText(sampleEvents()));
		expect(r.ok && r.file.events).toEqual(sampleEvents());
		expect(parseUuFile(uuText(UU_EVENTS))).toMatchObject({ ok: true, file: { events: UU_EVENTS } });
	});

	test('unknown fields are dropped everywhere, not stored as they came', () => {
		const events = sampleEvents() as unknown as Array<Record<string, unknown>>;
		const dirty = events.map((e) => ({ ...e, evil: '<script>' }));
		const text = JSON.stringify({
			...toGameFile('ktu', { ...game, extra: 1 } as typeof game, dirty),
			junk: 'x'.repeat(1000)
		});
		const r = parseKtuFile(text);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.file.events).toEqual(sampleEvents());
		expect(r.file.game).toEqual(game);
		expect(JSON.stringify(r.file)).not.toContain('evil');
		expect(JSON.stringify(r.file)).not.toContain('junk');
	});

	test.each([
		['a file over the size limit', 'x'.repeat(FILE_LIMITS.bytes + 1), 'file.tooBig', ''],
		['not JSON', '{nope', 'file.notJson', ''],
		['JSON of another app', '{"hello":1}', 'file.notHornbook', ''],
		[
			'a newer version',
			ktuText(sampleEvents()).replace('"version":1', '"version":9'),
			'file.newerVersion',
			'version'
		],
		['a game of the other tracker', uuText(UU_EVENTS), 'file.otherGame', 'kind'],
		['no events', ktuText([]), 'file.tooFew', 'events'],
		[
			'a createdAt of 1e300',
			ktuText(sampleEvents(), { ...game, createdAt: 1e300 }),
			'file.outOfRange',
			'game.createdAt'
		],
		['an empty id', ktuText(sampleEvents(), { ...game, id: '' }), 'file.tooFew', 'game.id'],
		[
			'a missing title',
			ktuText(sampleEvents(), { id: 'g', createdAt: 1 }),
			'file.missing',
			'game.title'
		],
		[
			'a title of 10 MB… capped long before',
			ktuText(sampleEvents(), { ...game, title: 'x'.repeat(500) }),
			'file.tooLong',
			'game.title'
		]
	])('%s is refused, saying where', (_name, text, code, path) => {
		expect(refusal(parseKtuFile(text))).toMatchObject({ code, path });
	});

	const withEvent = (index: number, change: (e: Record<string, unknown>) => unknown) => {
		const events = sampleEvents() as unknown as Array<Record<string, unknown>>;
		return ktuText(events.map((e, i) => (i === index ? change(e) : e)));
	};
	const setupPlayer = (e: Record<string, unknown>, patch: Record<string, unknown>) => ({
		...e,
		players: (e.players as Array<Record<string, unknown>>).map((p, i) =>
			i === 1 ? { ...p, ...patch } : p
		)
	});

	test.each([
		[
			'stars of 99',
			(e: Record<string, unknown>) => setupPlayer(e, { starter: { color: 'pink', stars: 99 } }),
			'file.outOfRange',
			'events.0.players.1.starter.stars',
			{ min: -10, max: 10 }
		],
		[
			'a name of 5,000 characters',
			(e: Record<string, unknown>) => setupPlayer(e, { name: 'a'.repeat(5000) }),
			'file.tooLong',
			'events.0.players.1.name',
			{ max: FILE_LIMITS.rawNameLength }
		],
		[
			'a name of 41 characters',
			(e: Record<string, unknown>) => setupPlayer(e, { name: 'a'.repeat(41) }),
			'file.badName',
			'events.0.players.1.name',
			{ reason: 'name.tooLong' }
		],
		[
			'a name of invisible characters only',
			(e: Record<string, unknown>) => setupPlayer(e, { name: '\u200B\u200B' }),
			'file.badName',
			'events.0.players.1.name',
			{ reason: 'name.empty' }
		],
		[
			'a right-to-left override',
			(e: Record<string, unknown>) => setupPlayer(e, { name: 'Bo\u202E' }),
			'file.badName',
			'events.0.players.1.name',
			{ reason: 'name.forbiddenCharacter', char: 'U+202E' }
		],
		[
			'a look-alike duplicate',
			(e: Record<string, unknown>) => {
				const names = (e.players as Array<{ name: string }>).map((p) => p.name);
				return setupPlayer(e, { name: names[0] + '\u200B' });
			},
			'file.badName',
			'events.0.players.1.name',
			{ reason: 'name.duplicate' }
		],
		[
			'an unknown character',
			(e: Record<string, unknown>) => setupPlayer(e, { character: 'dragon' }),
			'file.unknownValue',
			'events.0.players.1.character',
			undefined
		],
		[
			'an unknown event type',
			() => ({ type: 'teleport' }),
			'file.unknownValue',
			'events.0.type',
			undefined
		]
	])('in the setup, %s is refused, saying where', (_name, change, code, path, params) => {
		const r = refusal(parseKtuFile(withEvent(0, change)));
		expect(r).toMatchObject({ code, path, ...(params ? { params } : {}) });
	});

	test('scheme points of 1e308 are refused', () => {
		const events = [...sampleEvents(), { type: 'scheme-points', player: 0, points: 1e308 }];
		expect(refusal(parseKtuFile(ktuText(events)))).toMatchObject({
			code: 'file.outOfRange',
			path: `events.${events.length - 1}.points`
		});
	});

	test('a UU "counts as" of 1e21 is refused', () => {
		const events = [...UU_EVENTS, { type: 'unicorn-added', player: 0, name: 'X', countsAs: 1e21 }];
		expect(refusal(parseUuFile(uuText(events)))).toMatchObject({
			code: 'file.outOfRange',
			path: 'events.3.countsAs',
			params: { min: 0, max: 3 }
		});
	});

	test('a UU card name with a right-to-left override is refused, naming the character', () => {
		const events = [...UU_EVENTS, { type: 'unicorn-added', player: 0, name: 'Llama\u202Ecorn' }];
		expect(refusal(parseUuFile(uuText(events)))).toEqual({
			code: 'file.badEvent',
			path: 'events.3',
			params: { position: 4, reason: 'refusal.cardNameCharacter' }
		});
	});

	test('names are kept trimmed', () => {
		const events = structuredClone(UU_EVENTS);
		(events[0] as { players: string[] }).players = ['  Ana ', 'Ben'];
		const r = parseUuFile(uuText(events));
		expect(r.ok && r.file.events[0]).toMatchObject({ players: ['Ana', 'Ben'] });
	});

	test('an event the rules refuse is refused with its position and the rule’s code', () => {
		const events: unknown[] = sampleEvents();
		// A third Scheme on the first unicorn of round 1 (after two others).
		events.splice(7, 0, { type: 'scheme', player: 2, slot: 0 });
		expect(refusal(parseKtuFile(ktuText(events)))).toEqual({
			code: 'file.badEvent',
			path: 'events.7',
			params: { position: 8, reason: 'refusal.schemeFull' }
		});
	});

	test('an event written under older rules and refused by these imports, kept with its version', () => {
		const events: unknown[] = sampleEvents();
		events.splice(7, 0, { type: 'scheme', player: 2, slot: 0 });
		const versions = events.map((_, i) => (i === 7 ? 1 : KTU_EVENT_VERSION));
		const r = parseKtuFile(JSON.stringify({ ...JSON.parse(ktuText(events)), versions }));
		expect(r.ok && r.file.versions).toEqual(versions);
		expect(r.ok && r.file.events[7]).toEqual({ type: 'scheme', player: 2, slot: 0 });
		// Written by this build, the same event is the file's fault.
		expect(refusal(parseKtuFile(ktuText(events)))).toMatchObject({ code: 'file.badEvent' });
	});

	test('a file from before versions holds version-1 events: older rules accepted what it holds', () => {
		const events: unknown[] = sampleEvents();
		events.splice(7, 0, { type: 'scheme', player: 2, slot: 0 });
		const r = parseKtuFile(JSON.stringify(toGameFile('ktu', game, events)));
		expect(r.ok && r.file.versions).toEqual(events.map(() => 1));
	});

	test('versions must match the events one for one', () => {
		const text = JSON.stringify({ ...JSON.parse(uuText(UU_EVENTS)), versions: [2, 2] });
		expect(refusal(parseUuFile(text))).toMatchObject({ code: 'file.tooFew', path: 'versions' });
		const bad = JSON.stringify({ ...JSON.parse(uuText(UU_EVENTS)), versions: [2, 2, 1e9] });
		expect(refusal(parseUuFile(bad))).toMatchObject({ code: 'file.outOfRange' });
	});

	// No verdict on time: what keeps it quick is that the file's size is refused before
	// any of it is parsed, and that is what is checked.
	test('a 10 MB name is refused by the file size, before anything is parsed', () => {
		const r = parseUuFile(uuText([{ ...UU_EVENTS[0], players: ['x'.repeat(10_000_000), 'B'] }]));
		expect(refusal(r)).toMatchObject({ code: 'file.tooBig' });
	});
});

describe('property: a mutated export file is either refused with a reason or round-trips', () => {
	test.each([
		// A whole KtU game replays per run (twice when accepted): fewer runs, same kinds of damage.
		[
			'ktu',
			parseKtuFile,
			() =>
				toGameFile(
					'ktu',
					game,
					sampleEvents(),
					sampleEvents().map(() => KTU_EVENT_VERSION)
				),
			400
		],
		[
			'uu',
			parseUuFile,
			() =>
				toGameFile(
					'uu',
					game,
					UU_EVENTS,
					UU_EVENTS.map(() => UU_EVENT_VERSION)
				),
			1500
		]
	] as const)('%s', { timeout: 120_000 }, (_kind, parse, original, numRuns) => {
		fc.assert(
			fc.property(fc.array(mutationArb(), { minLength: 1, maxLength: 3 }), (mutations) => {
				const mutated = mutations.reduce((file: unknown, m) => m(file), original());
				const r = parse(JSON.stringify(mutated));
				if (!r.ok) {
					expect(r.errors.length).toBeGreaterThan(0);
					for (const e of r.errors) expect(e.code).toMatch(/^file\./);
					return;
				}
				// Accepted: what is stored exports and re-imports identically, with nothing unchecked.
				const exported = JSON.stringify(r.file);
				const again = parse(exported);
				expect(again).toEqual(r);
				expect(JSON.stringify(again.ok && again.file)).toBe(exported);
			}),
			{ numRuns }
		);
	});
});
