// The results' panel tells a hunt as the log does: after a Trojan exchange, never "takes the
// unicorn" and "leaves the unicorn with them".
import { describe, expect, test } from 'vitest';
import { LANGS } from '$lib/vocab';
import { translator } from '$lib/i18n/translator.testing';
import { stepText } from '$lib/components/explain/step-text';
import { ktuReducer, type KtuEvent } from '$lib/tracker/ktu';
import { firstRow } from '$lib/tracker/ktu/sample-game';
import { history } from '$lib/tracker/log';
import { huntStory, logLine, unicornName } from './log-text';

const NAMESPACES = ['ktu-games', 'ktu-score', 'steps-ktu', 'play'];

/** Round 1's row, its first hunt caught by Bo with a Scheme, then Bo and Di exchange. */
function trojanHunt(): KtuEvent[] {
	return [
		...firstRow(),
		{ type: 'caught', player: 1, effect: 'no-effect' },
		{ type: 'exchange', a: { player: 1, unicorn: 1 }, b: { player: 3, unicorn: 0 } }
	];
}

describe('the results panel and the log tell one story', () => {
	test.each([...LANGS])('a Trojan after the catch (%s)', (lang) => {
		const t = translator(lang, NAMESPACES);
		const { steps, state } = history(ktuReducer, trojanHunt());
		const record = state.hunts[0]!;
		expect(record.acts).toEqual({ kind: 'exchange', a: 1, b: 3 });
		const name = (seat: number) => state.names[seat] ?? '';
		const story = huntStory(t, record, name);
		const catchAt = steps.findIndex((s) => s.event.type === 'caught');
		const logSays = logLine(t, steps[catchAt]!, { next: steps[catchAt + 1] });
		// The log says it too, and that the table's bids, not entered, decided it.
		expect(logSays).toBe(`${story.headline} ${t('ktu-games:log.lines.quickDecided')}`);
		const why = story.steps.map((s) => stepText(t, s, 'steps-ktu'));
		expect(story.steps.some((s) => s.code === 'scheme.noEffect')).toBe(false);
		// The why list says the act in the log's words; the token's move is a step of its own.
		const act = t('ktu-games:log.lines.caughtActs.exchange', {
			player: 'Bo',
			unicorn: unicornName(t, record.unicorn),
			a: 'Bo',
			b: 'Di'
		});
		expect(why).toContain(act);
		expect(why.join(' ')).not.toMatch(/\{\{|NaN|undefined/);
	});

	test("a hunt whose Scheme did nothing after it keeps the panel's own words", () => {
		const t = translator('en', NAMESPACES);
		const { state } = history(ktuReducer, trojanHunt().slice(0, -1));
		const record = state.hunts[0]!;
		expect(huntStory(t, record, (seat) => state.names[seat] ?? '')).toEqual({
			headline: null,
			steps: record.steps
		});
	});
});
