// A correction changes the words of other lines than its own: each says what it read before.
import { describe, expect, test } from 'vitest';
import { translator } from '$lib/i18n/translator.testing';
import { initialState, ktuReducer, type KtuEvent, type KtuState } from '$lib/tracker/ktu';
import { tableArrangement } from '$lib/tracker/ktu/arrange';
import { firstRow, sampleCorrected } from '$lib/tracker/ktu/sample-game';
import { corrected, history, type LogEntry, type Reducer, type ReplayStep } from '$lib/tracker/log';
import { logLine } from './log-text';
import { linesBefore } from './log-was';

const t = translator('en', ['ktu-games', 'ktu-score', 'steps-ktu', 'play']);
const say = (list: readonly ReplayStep<KtuEvent, KtuState>[], k: number) =>
	list[k] ? logLine(t, list[k], { next: list[k + 1] }) : '';

/** Round 1's row, then its first hunt caught with one tap. */
const caughtFirst = (): KtuEvent[] => [
	...firstRow(),
	{ type: 'caught', player: 1, effect: 'no-effect' }
];

const linesOf = (entries: readonly LogEntry<KtuEvent>[]) => {
	const { steps } = history(ktuReducer, entries);
	return { steps, before: linesBefore(ktuReducer, entries, steps, say) };
};

describe('a line whose words a correction changed says what it read before', () => {
	test('a corrected unicorn: the catch that names it says how it read', () => {
		const log: LogEntry<KtuEvent>[] = caughtFirst();
		const at = corrected(log).events.findIndex(
			(p) => p.event.type === 'unicorn' && p.event.slot === 0
		);
		const was = log[at] as Extract<KtuEvent, { type: 'unicorn' }>;
		const event: KtuEvent = { ...was, color: was.color === 'blue' ? 'green' : 'blue' };
		const fixed: LogEntry<KtuEvent>[] = [...log, { correction: 'edit', at, event }];
		const { steps, before } = linesOf(fixed);
		const catchAt = steps.findIndex((s) => s.event.type === 'caught');
		const old = say(history(ktuReducer, log).steps, catchAt);
		expect(say(steps, catchAt)).not.toBe(old);
		// The catch line, and only it: the edited entry says its own through the marks.
		expect([...before]).toEqual([[catchAt, old]]);
		expect(old).toContain(`${was.color} ${was.stars} ★ unicorn`);
	});

	test('a log without corrections, or whose correction changed no other words, has none', () => {
		const log: LogEntry<KtuEvent>[] = caughtFirst();
		expect(linesOf(log).before.size).toBe(0);
		const at = corrected(log).events.findIndex((p) => p.event.type === 'caught');
		const same = [...log, { correction: 'edit' as const, at, event: log[at] as KtuEvent }];
		expect(linesOf(same).before.size).toBe(0);
	});
});

describe('the lines before the corrections cost about one replay of the log, not one a correction', () => {
	/** The KtU fold, counting every event it folds, the arrangement's included. */
	function counting() {
		const count = { applies: 0 };
		const apply: Reducer<KtuEvent, KtuState>['apply'] = (state, event) => {
			count.applies++;
			return ktuReducer.apply(state, event);
		};
		const reducer: Reducer<KtuEvent, KtuState> = {
			...ktuReducer,
			apply,
			arrange: (events, rule) => tableArrangement(initialState, apply, events, rule)
		};
		return { reducer, count };
	}

	test('the sample game with 1 to 10 corrections: events folded, beside one replay of the log', () => {
		const all = sampleCorrected() as LogEntry<KtuEvent>[];
		const corrections = all.filter((e) => 'correction' in e).length;
		expect(corrections).toBe(10);
		const events = all.length - corrections;
		const figures: string[] = [];
		for (const c of [1, 2, 5, 10]) {
			const entries = all.slice(0, events + c);
			const { reducer, count } = counting();
			const { steps } = history(reducer, entries);
			const replay = count.applies;
			count.applies = 0;
			const before = linesBefore(reducer, entries, steps, say);
			expect(before.size).toBeGreaterThan(0);
			figures.push(`${c} corrections: ${count.applies} events folded (one replay: ${replay})`);
			// Every log before a correction, replayed whole each, folded about c / 2 replays'
			// worth: each from where it differs from the one before, within twice one replay.
			expect(count.applies).toBeLessThanOrEqual(2 * replay);
		}
		// A figure, printed: what the log costs the open log view, never a verdict on time.
		console.log(`Lines before corrections, sample game (${events} events): ${figures.join('; ')}`);
	});
});
