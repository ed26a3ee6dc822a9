// The bid form says why it offers no more than the usual count of Hunt cards once the Knight has
// played his power on a bid this round (ktu.characters: once a round), in every language.
import { describe, expect, test } from 'vitest';
import { LANGS } from '$lib/vocab';
import { translator } from '$lib/i18n/translator.testing';
import { ktuReducer, type KtuEvent } from '$lib/tracker/ktu';
import { SAMPLE_SETUP, firstRow, knightHunt } from '$lib/tracker/ktu/sample-game';
import { history } from '$lib/tracker/log';
import { knightSpent, spentNote } from './knight-spent';

/** The table after these entries, all accepted. */
function tableAfter(events: KtuEvent[]) {
	const { state, refused } = history(ktuReducer, events);
	expect(refused).toEqual([]);
	return state;
}

// Round 1's row (firstRow): Ana, the Knight, holds the token and leads the first hunt.
describe('the Knight whose power is spent this round', () => {
	const used = tableAfter(knightHunt());

	test('is the Knight who bid with it, not a player who cannot use it, nor one who has not yet', () => {
		expect(knightSpent(used, 0)).toBe(true);
		// Bo plays the Bard: the power was never his to spend.
		expect(knightSpent(used, 1)).toBe(false);
		// Before her bid, Ana's power is still open; announced as a table move, it is not spent yet.
		expect(knightSpent(tableAfter(firstRow()), 0)).toBe(false);
		const announced = tableAfter([
			...firstRow(),
			{ type: 'power', player: 0, character: 'knight' }
		]);
		expect(knightSpent(announced, 0)).toBe(false);
		// The next round gives it back.
		expect(knightSpent({ ...used, powerUsed: used.powerUsed.map(() => false) }, 0)).toBe(false);
	});

	test('is said where the counts it opened would be, when it would have opened some', () => {
		// Leading, or following a lead of 2: without the power, 4 cards or more are not offered.
		expect(spentNote({ lead: null, played: 4, spent: true })).toBe(true);
		expect(spentNote({ lead: { cards: 2, knight: false }, played: 4, spent: true })).toBe(true);
		// Not spent: the form offers them (or says they take the power), nothing to explain.
		expect(spentNote({ lead: null, played: 4, spent: false })).toBe(false);
		// With 3 cards left in hand, the power would open no more: nothing is missing.
		expect(spentNote({ lead: null, played: 5, spent: true })).toBe(false);
	});

	test.each(LANGS)('%s: one sentence names the player and the power, once a round', (lang) => {
		const t = translator(lang, ['ktu-games']);
		const said = t('ktu-games:bid.knightSpent', { player: 'Ana' });
		expect(said).toContain('Ana');
		expect(said).toContain(t('ktu-games:characters.knight'));
		expect(said).not.toMatch(/\{\{|ktu-games:|bid\./);
		expect(said.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1)).toHaveLength(1);
		expect(SAMPLE_SETUP.players[0]!.character).toBe('knight');
	});
});
