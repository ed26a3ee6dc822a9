// A player who guesses a unicorn's name in their own language on the smallest phone: most names
// are known only in English, so their words for the names' parts find the printed card ("volador":
// the Flying unicorns), and letters that fit no card say at once why, offering the nearest names
// and the whole list.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seedGame } from './seed';
import { Taps } from './taps';
import { expectAboveBar, unicorns } from './uu-table';
import { LANGS, type Lang } from '../../src/lib/vocab';

test.use({ viewport: { width: 320, height: 568 } });

/** Per language: a guess at Greedy Flying Unicorn, the same with a word no card has, the hint. */
const PLAYERS: Record<
	Lang,
	{ guess: string; mixed: string; hint: string; all: RegExp; baby: string }
> = {
	en: {
		guess: 'greedy',
		mixed: 'flying horse',
		hint: 'No card by those letters. Cards are listed by their printed names.',
		all: /^All unicorns/,
		baby: 'Baby Unicorn'
	},
	es: {
		guess: 'volador',
		mixed: 'caballo volador',
		hint: 'Ninguna carta con esas letras. Las cartas figuran con su nombre impreso, en inglés si Hornbook no conoce otro.',
		all: /^Todos los Unicornios/,
		baby: 'Bebé unicornio'
	},
	fr: {
		guess: 'volante',
		mixed: 'cheval volant',
		hint: "Aucune carte avec ces lettres. Les cartes figurent sous leur nom imprimé, en anglais quand Hornbook n'en connaît pas d'autre.",
		all: /^Toutes les Licornes/,
		baby: 'Baby Unicorn'
	},
	it: {
		guess: 'volante',
		mixed: 'cavallo volante',
		hint: 'Nessuna carta con queste lettere. Le carte sono elencate con il nome stampato, in inglese se Hornbook non ne conosce un altro.',
		all: /^Tutti gli Unicorni/,
		baby: 'Baby Unicorn'
	}
};

/** A two-player game in `lang`'s UI (a Spanish table's cards named in Spanish where known). */
async function openGame(page: Page, lang: Lang): Promise<void> {
	await page.goto('/settings');
	await page.locator('#lang').selectOption(lang);
	await expect(page.locator('html')).toHaveAttribute('lang', lang);
	const players = ['Ana', 'Ben'];
	await seedGame(page, {
		id: `names-${lang}`,
		kind: 'uu',
		players,
		events: [
			{
				type: 'setup',
				players,
				edition: 'standard-2e',
				babies: players.map(() => PLAYERS[lang].baby),
				...(lang === 'es' ? { language: 'es' } : {})
			}
		]
	});
	await page.goto(`${lang === 'en' ? '' : `/${lang}`}/uu/games/game?id=names-${lang}`);
	await expect(unicorns(page, 0)).toHaveText([PLAYERS[lang].baby]);
}

const GREEDY = { name: 'Greedy Flying Unicorn', exact: true } as const;

for (const lang of ['es', 'fr', 'it'] as const) {
	const { guess } = PLAYERS[lang];

	test(`${lang}: "${guess}" finds Greedy Flying Unicorn; one more tap puts it in the Stable`, async ({
		page
	}) => {
		await openGame(page, lang);
		const play = page.getByTestId('play');
		const taps = new Taps();
		await taps.fill(play.getByRole('searchbox'), guess);
		// Only the Flying unicorns: the word is read as the printed one, and said nowhere.
		await expect(play.locator('.chip:not(.own)')).toHaveText([
			'Greedy Flying Unicorn',
			'Annoying Flying Unicorn',
			'Magical Flying Unicorn',
			'Swift Flying Unicorn',
			'Majestic Flying Unicorn'
		]);
		await expect(play.getByText(PLAYERS[lang].hint)).toHaveCount(0);
		await expectAboveBar(page, play.getByRole('button', GREEDY));
		await taps.click(play.getByRole('button', GREEDY));
		await expect(unicorns(page, 0)).toHaveText([PLAYERS[lang].baby, 'Greedy Flying Unicorn']);
		// Typing the guess, then one tap (before: the guess, "All unicorns", the card: 9).
		expect(taps.count).toBe(guess.length + 1);
	});
}

for (const lang of LANGS) {
	const { mixed, hint } = PLAYERS[lang];

	test(`${lang}: a guess with a word no card has says why at once and offers the nearest cards`, async ({
		page
	}) => {
		await openGame(page, lang);
		const play = page.getByTestId('play');
		const taps = new Taps();
		await taps.fill(play.getByRole('searchbox'), mixed);
		await expect(play.getByText(hint)).toBeVisible();
		await expect(play.locator('.chip:not(.own):not(.more)').first()).toHaveText(GREEDY.name);
		// Both in sight at once, above the bar at the bottom: nothing to scroll to find them.
		await expect(play.getByText(hint)).toBeInViewport({ ratio: 1 });
		await expectAboveBar(page, play.getByRole('button', GREEDY));
		await taps.click(play.getByRole('button', GREEDY));
		await expect(unicorns(page, 0)).toHaveText([PLAYERS[lang].baby, 'Greedy Flying Unicorn']);
		expect(taps.count).toBe(mixed.length + 1);
	});

	test(`${lang}: letters like no card's say why, the whole list one tap away`, async ({ page }) => {
		await openGame(page, lang);
		const play = page.getByTestId('play');
		await play.getByRole('searchbox').fill('xqzw');
		await expect(play.getByText(PLAYERS[lang].hint)).toBeVisible();
		// No card is near those letters: the whole list, then the letters as the table's own card.
		await expect(play.locator('.chip')).toHaveCount(2);
		const all = play.getByRole('button', { name: PLAYERS[lang].all });
		await expectAboveBar(page, all);
		await all.click();
		await expect(play.getByRole('searchbox')).toHaveValue('');
		await expect(play.getByText(PLAYERS[lang].hint)).toHaveCount(0);
		await play.getByRole('button', GREEDY).click();
		await expect(unicorns(page, 0)).toHaveText([PLAYERS[lang].baby, 'Greedy Flying Unicorn']);
	});
}

test('en: the English guess finds the card as printed, with no hint', async ({ page }) => {
	await openGame(page, 'en');
	const play = page.getByTestId('play');
	await play.getByRole('searchbox').fill(PLAYERS.en.guess);
	await expect(play.locator('.chip:not(.own)').first()).toHaveText(GREEDY.name);
	await expect(play.getByText(PLAYERS.en.hint)).toHaveCount(0);
});
