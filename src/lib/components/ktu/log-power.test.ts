// A character power in the log says what it did: the table move entered right after it is told in
// the power's own sentence, and that move's line points back to it instead of saying it twice. The
// fold keeps such a move as the power's, not as the act of the Scheme revealed just before.
import { describe, expect, test } from 'vitest';
import { LANGS } from '$lib/vocab';
import type { KeysUnder } from '$lib/i18n/i18n';
import { translator } from '$lib/i18n/translator.testing';
import { ktuReducer, type KtuEvent } from '$lib/tracker/ktu';
import { firstRow } from '$lib/tracker/ktu/sample-game';
import { corrected, history, struckEntries, type LogEntry } from '$lib/tracker/log';
import { logLine } from './log-text';

const NAMESPACES = ['ktu-games', 'ktu-score', 'steps-ktu', 'play'];

/** Every line of a log (corrections applied) as the game log shows them, oldest first. */
function lines(t: ReturnType<typeof translator>, entries: LogEntry<KtuEvent>[]): string[] {
	const { steps, refused } = history(ktuReducer, entries);
	expect(refused).toEqual([]);
	return steps.map((step, i) => logLine(t, step, { next: steps[i + 1], log: steps }));
}

// Round 1's row (firstRow): Ana (the Knight) holds the token; Ana's and Bo's Schemes lie under
// unicorn 1. Bo catches it with one tap; Di plays the Huntress, Bo the Bard.
const CAUGHT: KtuEvent[] = [...firstRow(), { type: 'caught', player: 1, effect: 'no-effect' }];
const HUNTRESS: KtuEvent = { type: 'power', player: 3, character: 'huntress' };
/** Bo's pink 3 ★ unicorn, just caught, goes to Di. */
const GIVE: KtuEvent = { type: 'give', player: 1, unicorn: 1, to: 3 };
const EXCHANGE: KtuEvent = {
	type: 'exchange',
	a: { player: 1, unicorn: 1 },
	b: { player: 3, unicorn: 0 }
};

describe.each(LANGS)('a power says what it did, in %s', (lang) => {
	const t = translator(lang, NAMESPACES);
	const line = (k: KeysUnder<'ktu-games:log.lines.'>, params: Record<string, unknown> = {}) =>
		t(`ktu-games:log.lines.${k}`, params);
	const huntress = t('ktu-games:log.powerOf.huntress');
	/** The move's own line, as it reads with no power before it. */
	const plain = (move: KtuEvent) =>
		lines(t, [...CAUGHT, move, { type: 'caught', player: 2 }]).at(-2)!;

	test("the move entered right after a power is said in the power's sentence, once", () => {
		const said = lines(t, [...CAUGHT, HUNTRESS, GIVE]);
		expect(said.at(-2)).toBe(
			line('powerDid', { player: 'Di', power: huntress, effect: plain(GIVE) })
		);
		expect(said.at(-1)).toBe(line('powerEffect', { player: 'Di' }));
		expect(said.at(-2)).toContain('Bo');
	});

	test("a Trojan-like exchange after a power is the power's, not the Scheme revealed before it", () => {
		const events = [...CAUGHT, HUNTRESS, EXCHANGE];
		const said = lines(t, events);
		const { state } = history(ktuReducer, events);
		expect(state.hunts[0]?.acts).toBeUndefined();
		// The catch says nothing of an exchange; the power's sentence says it, with no Scheme named.
		expect(said.at(-3)).toBe(
			`${line('caughtNoEffectToken', { player: 'Bo', unicorn: t('ktu-games:log.named.pink', { stars: 3 }) })} ${line('quickDecided')}`
		);
		const effect = said.at(-2)!;
		expect(effect.startsWith(line('powerDid', { player: 'Di', power: huntress, effect: '' }))).toBe(
			true
		);
		expect(said.at(-1)).toBe(line('powerEffect', { player: 'Di' }));
		// Without the power, the same exchange is the act of the Scheme Bo revealed.
		const { state: scheme } = history(ktuReducer, [...CAUGHT, EXCHANGE]);
		expect(scheme.hunts[0]?.acts).toEqual({ kind: 'exchange', a: 1, b: 3 });
	});

	test('a power with no move after it says nothing changed hands; the last entry waits for one', () => {
		const bard: KtuEvent = { type: 'power', player: 1, character: 'bard' };
		const bard2 = t('ktu-games:log.powerOf.bard');
		const start: KtuEvent[] = [...firstRow(), { type: 'caught', player: 0 }, bard];
		expect(lines(t, [...start, { type: 'caught', player: 2 }]).at(-2)).toBe(
			line('powerNothing', { player: 'Bo', power: bard2 })
		);
		expect(lines(t, start).at(-1)).toBe(
			line('power', { player: 'Bo', character: t('ktu-games:characters.bard') })
		);
		// The Knight's power is what lets him bid more than 3 cards.
		const knight: KtuEvent = { type: 'power', player: 0, character: 'knight' };
		expect(lines(t, [...CAUGHT, knight, GIVE]).at(-2)).toBe(line('powerKnight', { player: 'Ana' }));
	});

	test('correcting the move after a power: an edit is told in the power, a deletion leaves it bare', () => {
		const log: LogEntry<KtuEvent>[] = [...CAUGHT, HUNTRESS, GIVE, { type: 'caught', player: 2 }];
		const at = corrected(log).events.findIndex((p) => p.event.type === 'give');
		const toCy: KtuEvent = { ...GIVE, to: 2 };
		const edited = lines(t, [...log, { correction: 'edit', at, event: toCy }]);
		expect(edited[at - 1]).toBe(
			line('powerDid', { player: 'Di', power: huntress, effect: plain(toCy) })
		);
		expect(edited[at - 1]).not.toBe(
			line('powerDid', { player: 'Di', power: huntress, effect: plain(GIVE) })
		);
		expect(edited[at]).toBe(line('powerEffect', { player: 'Di' }));

		const deleted: LogEntry<KtuEvent>[] = [...log, { correction: 'delete', at }];
		const left = lines(t, deleted);
		expect(left[at - 1]).toBe(line('powerNothing', { player: 'Di', power: huntress }));
		// The struck entry reads as the move it was, where it stood.
		const [struck] = struckEntries(ktuReducer, deleted);
		const place = { event: struck!.event, before: struck!.before!, at, entry: -1, error: null };
		expect(logLine(t, place)).toBe(plain(GIVE));

		// A missed entry put back between them: the power then moved nothing, the give is its own.
		const missed: KtuEvent = {
			type: 'edit-unicorn',
			player: 0,
			unicorn: 0,
			color: 'pink',
			stars: 2,
			siamese: false
		};
		const inserted = lines(t, [...log, { correction: 'insert', at, event: missed }]);
		expect(inserted[at - 1]).toBe(line('powerNothing', { player: 'Di', power: huntress }));
		expect(inserted[at + 1]).toBe(plain(GIVE));
	});
});
