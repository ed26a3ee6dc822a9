// The Unstable Unicorns tracker as a player who never saw it finds it, on a phone: a played card's
// effect entered right under it and the card in view all turn, the turn's unicorn list folded
// with its search first, a unicorn's worth said whole, a Stable's name read as it is meant, the
// next turn out of reach while a past one is edited, the baby a visible choice, and one name for
// both games' trackers.
import { test, expect } from './fixtures';
import { seedUuGame } from './seed';
import { Taps } from './taps';
import {
	count,
	expectAboveBar,
	logEntry,
	newGame,
	openLog,
	pass,
	stable,
	unicorns
} from './uu-table';
import { LANGS } from '../../src/lib/vocab';

test.use({ viewport: { width: 390, height: 844 } });

/** Turns 1–3: each player plays a Basic Unicorn; turn 4 is Léa's. */
const THREE_BASICS = [0, 1, 2].flatMap((player) => [
	{ type: 'played', player, card: 'unicorn', name: 'Basic Unicorn' },
	{ type: 'turn-ended' }
]);

test("a card's effect on the Stables is entered under it in at most 3 taps, the card staying in view all turn", async ({
	page
}) => {
	await seedUuGame(page, 'effects', ['Léa', 'Bruno', 'Chloé'], THREE_BASICS);
	await page.goto('/uu/games/game?id=effects');
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 4 · Léa plays');
	const play = page.getByTestId('play');
	const card = page.getByTestId('neigh-bar');
	const effect = page.getByTestId('card-effect');

	// A Basic Unicorn has no effect to enter.
	await expect(effect).toHaveCount(0);

	// Unicorn Poison: the destroy, then Bruno's unicorn.
	await play.getByRole('button', { name: 'A Magic card' }).click();
	await play.getByRole('button', { name: 'Unicorn Poison', exact: true }).click();
	await expect(card).toContainText('Léa played the Magic card Unicorn Poison.');
	let taps = new Taps();
	await taps.click(effect.getByRole('button', { name: 'Destroy a unicorn' }));
	await taps.click(
		effect
			.getByRole('group', { name: "Bruno's Stable" })
			.getByRole('button', { name: 'Basic Unicorn', exact: true })
	);
	await expect(count(page, 1)).toHaveText('1 / 7 unicorns');
	expect(taps.count).toBeLessThanOrEqual(3);
	// The card stays for the turn; a Neigh can no longer stop it.
	await expect(card).toContainText('Léa played the Magic card Unicorn Poison.');
	await expect(card.getByRole('button', { name: 'Neigh', exact: true })).toHaveCount(0);

	// Back Kick: Chloé's unicorn back to her hand.
	await pass(page, 'Bruno', 5);
	await play.getByRole('button', { name: 'A Magic card' }).click();
	await play.getByRole('button', { name: 'Back Kick', exact: true }).click();
	taps = new Taps();
	await taps.click(effect.getByRole('button', { name: 'Return a unicorn to its hand' }));
	await taps.click(
		effect
			.getByRole('group', { name: "Chloé's Stable" })
			.getByRole('button', { name: 'Basic Unicorn', exact: true })
	);
	await expect(count(page, 2)).toHaveText('1 / 7 unicorns');
	expect(taps.count).toBeLessThanOrEqual(3);
	await expect(card).toContainText('Bruno played the Magic card Back Kick.');

	// Seductive Unicorn: Chloé steals Léa's unicorn.
	await pass(page, 'Chloé', 6);
	await play.getByRole('searchbox').fill('seduc');
	await play.getByRole('button', { name: 'Seductive Unicorn', exact: true }).click();
	taps = new Taps();
	await taps.click(effect.getByRole('button', { name: 'Chloé steals a unicorn' }));
	await taps.click(
		effect
			.getByRole('group', { name: "Léa's Stable" })
			.getByRole('button', { name: 'Basic Unicorn', exact: true })
	);
	expect(taps.count).toBeLessThanOrEqual(3);
	await expect(unicorns(page, 2)).toHaveText([
		'Baby Unicorn',
		'Seductive Unicorn',
		'Basic Unicorn'
	]);
	await expect(count(page, 0)).toHaveText('1 / 7 unicorns');

	// A move: the change, the unicorn, where it goes.
	taps = new Taps();
	await taps.click(effect.getByRole('button', { name: 'Move a unicorn' }));
	await taps.click(
		effect
			.getByRole('group', { name: "Bruno's Stable" })
			.getByRole('button', { name: 'Baby Unicorn', exact: true })
	);
	await taps.click(effect.getByRole('button', { name: 'To Léa' }));
	await expect(count(page, 0)).toHaveText('2 / 7 unicorns');
	expect(taps.count).toBeLessThanOrEqual(3);

	// Unicorn Poison again: the destroy the table entered after it last time is already chosen.
	await pass(page, 'Léa', 7);
	await play.getByRole('button', { name: 'A Magic card' }).click();
	await play.getByRole('button', { name: 'Unicorn Poison', exact: true }).click();
	await expect(effect.getByRole('button', { name: 'Destroy a unicorn' })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await effect
		.getByRole('group', { name: "Chloé's Stable" })
		.getByRole('button', { name: 'Seductive Unicorn', exact: true })
		.click();
	await expect(unicorns(page, 2)).toHaveText(['Baby Unicorn', 'Basic Unicorn']);
});

test('every change a card may make is in view at once, and so is the Stable picked from next', async ({
	page
}) => {
	await seedUuGame(page, 'one-view', ['Léa', 'Bruno', 'Chloé'], THREE_BASICS);
	await page.goto('/uu/games/game?id=one-view');
	const play = page.getByTestId('play');
	await play.getByRole('searchbox').fill('seduc');
	await play.getByRole('button', { name: 'Seductive Unicorn', exact: true }).click();
	const effect = page.getByTestId('card-effect');
	const changes = effect.getByRole('group', { name: 'What did the card change in the Stables?' });
	// All eight, none behind a tap.
	await expect(changes.getByRole('button')).toHaveCount(8);
	for (const button of await changes.getByRole('button').all()) await expectAboveBar(page, button);
	await effect.getByRole('button', { name: 'Destroy a unicorn' }).click();
	for (const button of await changes.getByRole('button').all()) await expectAboveBar(page, button);
	const bruno = effect.getByRole('group', { name: "Bruno's Stable" });
	await expect(bruno.getByRole('button')).toHaveText(['Baby Unicorn', 'Basic Unicorn']);
	for (const button of await bruno.getByRole('button').all()) await expectAboveBar(page, button);
});

test('two unicorns of one name in a Stable are told apart by the turn each came in, there and in the pick lists', async ({
	page
}) => {
	await seedUuGame(
		page,
		'same-name',
		['Léa', 'Bruno', 'Chloé'],
		[
			{ type: 'played', player: 0, card: 'unicorn', name: 'Basic Unicorn' },
			{ type: 'turn-ended' },
			{ type: 'turn-ended' },
			{ type: 'turn-ended' },
			{ type: 'played', player: 0, card: 'unicorn', name: 'Basic Unicorn' },
			{ type: 'turn-ended' }
		]
	);
	await page.goto('/uu/games/game?id=same-name');
	const lea = stable(page, 0);
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Basic Unicorn', 'Basic Unicorn']);
	// Only the two of one name carry a mark.
	await expect(lea.getByTestId('came')).toHaveText(['turn 1', 'turn 4']);
	await expect(
		lea.getByRole('button', {
			name: "Steal, destroy or move Basic Unicorn (turn 4) in Léa's Stable"
		})
	).toBeVisible();
	const play = page.getByTestId('play');
	await play.getByRole('button', { name: 'A Magic card' }).click();
	await play.getByRole('button', { name: 'Unicorn Poison', exact: true }).click();
	const effect = page.getByTestId('card-effect');
	await effect.getByRole('button', { name: 'Destroy a unicorn' }).click();
	await effect
		.getByRole('group', { name: "Léa's Stable" })
		.getByRole('button', { name: 'Basic Unicorn (turn 1)', exact: true })
		.click();
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Basic Unicorn']);
	await expect(lea.getByTestId('came')).toHaveCount(0);
});

test('a turn is set right to a draw with nothing played, in one tap from its log entry', async ({
	page
}) => {
	await seedUuGame(
		page,
		'to-draw',
		['Léa', 'Bruno'],
		[
			{ type: 'played', player: 0, card: 'unicorn', name: 'Rhinocorn' },
			{ type: 'turn-ended' },
			{ type: 'turn-ended' }
		]
	);
	await page.goto('/uu/games/game?id=to-draw');
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Rhinocorn']);
	const log = await openLog(page);
	const lea = logEntry(log, 'Turn 1 · Léa');
	await lea.getByTestId('log-open').click();
	await lea.getByRole('button', { name: 'It was a draw: nothing was played' }).click();
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn']);
	await expect(lea).toContainText('Léa drew a card as the action.');
	// Bruno's turn, where nothing was recorded, is set right the same way.
	const bruno = logEntry(log, 'Turn 2 · Bruno');
	await bruno.getByTestId('log-open').click();
	await bruno.getByRole('button', { name: 'It was a draw: nothing was played' }).click();
	await expect(bruno).toContainText('Bruno drew a card as the action.');
	await expect(lea.getByRole('button', { name: 'It was a draw: nothing was played' })).toHaveCount(
		0
	);
});

test.describe('on the smallest phone', () => {
	test.use({ viewport: { width: 320, height: 568 } });

	test("the turn's unicorn list is in a box a few rows high, its search first; the Stables stay near", async ({
		page
	}) => {
		await newGame(page, ['Ana', 'Ben', 'Cy']);
		const play = page.getByTestId('play');
		const all = play.getByRole('button', { name: /^All unicorns/ });
		await expect(all).toHaveAttribute('aria-expanded', 'true');
		const search = await play.getByRole('searchbox').boundingBox();
		const likely = await play
			.getByRole('button', { name: 'Basic Unicorn', exact: true })
			.boundingBox();
		expect(search && likely && search.y < likely.y).toBe(true);
		// Every card a tap away, in a box a few rows high: not thousands of pixels of page.
		const box = await page.locator(`#${await all.getAttribute('aria-controls')}`).boundingBox();
		expect(box?.height ?? Infinity).toBeLessThan(568 / 2);
		const stables = await stable(page, 0).boundingBox();
		expect(stables?.y ?? Infinity).toBeLessThan(568 * 4);
		// One tap on a named card, no letters typed.
		await play.getByRole('button', { name: 'Llamacorn', exact: true }).click();
		await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Llamacorn']);
		await expect(all).toHaveAttribute('aria-expanded', 'true');
		// Folded by its button, for a table that would rather type.
		await all.click();
		await expect(all).toHaveAttribute('aria-expanded', 'false');
	});
});

test("a Stable's heading reads its turn apart, the count on its line; a unicorn's worth said whole", async ({
	page
}) => {
	await seedUuGame(
		page,
		'fr-stable',
		['Léa', 'Bruno'],
		[{ type: 'played', player: 0, card: 'unicorn', name: 'Ginormous Unicorn' }]
	);
	await page.goto('/settings');
	await page.locator('#lang').selectOption('fr');
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
	await page.goto('/uu/games/game?id=fr-stable');
	const lea = stable(page, 0);
	const heading = lea.getByRole('heading', { level: 3 });
	await expect(heading).toHaveAccessibleName("Écurie de Léa (c'est son tour)");
	await expect(stable(page, 1).getByRole('heading', { level: 3 })).toHaveAccessibleName(
		'Écurie de Bruno'
	);
	const title = await heading.boundingBox();
	const counted = await count(page, 0).boundingBox();
	expect(title && counted && counted.y < title.y + title.height).toBe(true);
	await expect(lea.locator('.unicorn').filter({ hasText: 'Ginormous Unicorn' })).toContainText(
		'compte pour 2 Licornes'
	);
});

test('while a past turn is being added to, the pass button is out of reach', async ({ page }) => {
	await seedUuGame(page, 'past', ['Ana', 'Ben'], [{ type: 'turn-ended' }]);
	await page.goto('/uu/games/game?id=past');
	const pass = page.getByTestId('pass-turn');
	await expect(pass).toBeVisible();
	const log = await openLog(page);
	const turn1 = logEntry(log, 'Turn 1 · Ana');
	await turn1.getByTestId('log-open').click();
	await turn1.getByTestId('add-to-turn').click();
	await expect(turn1.getByTestId('add-form')).toBeVisible();
	await expect(pass).toHaveCount(0);
	await turn1.getByTestId('add-to-turn').click();
	await expect(pass).toBeVisible();
});

test("each player's baby is a choice among the edition's, or a name typed", async ({ page }) => {
	await page.goto('/uu/games/new');
	const first = page.getByLabel('Baby Unicorn of player 1');
	await expect(first).toHaveRole('combobox');
	await expect(first.locator('option')).toContainText(['Baby Unicorn', 'Baby Narwhal']);
	await first.selectOption('Baby Narwhal');
	const second = page.getByLabel('Baby Unicorn of player 2');
	await second.selectOption({ label: 'Other (type its name)' });
	await page.getByLabel("Name of player 2's other Baby Unicorn").fill('Baby Dragon');
	await page.getByLabel('Player 1', { exact: true }).fill('Ana');
	await page.getByLabel('Player 2', { exact: true }).fill('Ben');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(unicorns(page, 0)).toHaveText(['Baby Narwhal']);
	await expect(unicorns(page, 1)).toHaveText(['Baby Dragon']);
});

for (const lang of LANGS) {
	test(`${lang}: the home page names both games' trackers the same way`, async ({ page }) => {
		await page.goto(lang === 'en' ? '/' : `/${lang}/`);
		const name = (game: string) => page.locator(`a[href$="/${game}/games"] strong`).first();
		const ktu = await name('ktu').innerText();
		expect(ktu).not.toBe('');
		await expect(name('uu')).toHaveText(ktu);
	});
}
