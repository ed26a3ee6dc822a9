import { LANGS, seatKey } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { tableNames } from '$lib/components/explain/seat-names';
import { translator } from '$lib/i18n/translator.testing';
import { prepareSetup, type SetupDraft } from '$lib/tracker/ktu';
import { resolveHunt } from '$lib/games/kill-the-unicorns/hunt';
import { refusalText } from './refusal-text';

// A new game's refusal names the player as the table typed them ("Player 1: enter the
// stars…" while the name Ana was typed).
const draft = (names: readonly string[]): SetupDraft => ({
	variant: 'standard',
	powers: true,
	firstPlayer: 0,
	players: names.map((name, i) => ({
		name,
		character: null,
		color: 'pink',
		stars: i === 0 ? null : 2,
		hand: ''
	}))
});

describe('the missing stars of a Starting Unicorn, at a new game', () => {
	test.each(LANGS)('name the player who has a name (%s)', (lang) => {
		const t = translator(lang, ['ktu-games', 'steps-ktu']);
		const names = ['Ana', 'Bo', 'Cy', 'Di'];
		const r = prepareSetup(draft(names));
		if (r.ok) throw new Error('The stars of Ana are missing');
		const text = refusalText(t, 'ktu', r.error, tableNames(names));
		expect(text).toContain('Ana');
		expect(text).not.toMatch(/\{\{|\d/);
	});

	test('a seat left without a name is called by its place, as the form shows it', () => {
		const t = translator('en', ['ktu-games', 'steps-ktu']);
		const r = prepareSetup(draft(['', 'Bo', 'Cy', 'Di']));
		if (r.ok) throw new Error('The stars of the first seat are missing');
		const names = ['Player 1', 'Bo', 'Cy', 'Di'];
		expect(refusalText(t, 'ktu', r.error, tableNames(names))).toBe(
			"Enter the stars of Player 1's Starting Unicorn."
		);
	});
});

describe("two hunters after the Knight's lead playing different counts", () => {
	test.each(LANGS)('each is told beside the other, by name and count (%s)', (lang) => {
		const t = translator(lang, ['ktu-games', 'steps-ktu']);
		const bid = (seat: number, cards: number) => ({ player: seatKey(seat), total: cards, cards });
		const { errors } = resolveHunt({
			bids: [{ ...bid(0, 5), knight: true }, bid(1, 5), bid(3, 2)]
		});
		const [bo, di] = errors.map((e) =>
			refusalText(t, 'ktu', e, tableNames(['Ana', 'Bo', 'Cy', 'Di']))
		);
		expect(bo).toMatch(/Bo\D+5\D+Di\D+2\D*$/);
		expect(di).toMatch(/Di\D+2\D+Bo\D+5\D*$/);
		expect(`${bo} ${di}`).not.toMatch(/\{\{|—/);
	});
});
