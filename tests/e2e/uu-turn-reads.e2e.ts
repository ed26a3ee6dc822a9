// The Unstable Unicorns turn as a table plays it, from what an Italian stranger tripped on: the
// Neigh named as the table's cards name it, Hornbook's reading on a stopped card said whole once,
// a draw that ends the turn's card, a unicorn a card brings in from a hand, the Stables right under
// the turn and the log a tap away, and Undo and Redo with their words on a small phone.
import { test, expect } from './fixtures';
import { seedGame, seedUuGame } from './seed';
import { Taps } from './taps';
import { openLog, stable, unicorns } from './uu-table';
import { LANGS } from '../../src/lib/vocab';

test.use({ viewport: { width: 390, height: 844 } });

const poison = (player: number) => ({
	type: 'played',
	player,
	card: 'magic',
	name: 'Unicorn Poison'
});

test('with English cards in Italian, the Neigh buttons and the log say Neigh, in Italian sentences', async ({
	page
}) => {
	const players = ['Marco', 'Giulia', 'Luca'];
	await seedGame(page, {
		id: 'it-en-cards',
		kind: 'uu',
		players,
		events: [
			{
				type: 'setup',
				players,
				edition: 'standard-2e',
				language: 'en',
				babies: players.map(() => 'Baby Unicorn')
			},
			poison(0)
		]
	});
	await page.goto('/settings');
	await page.locator('#lang').selectOption('it');
	await expect(page.locator('html')).toHaveAttribute('lang', 'it');
	await page.goto('/it/uu/games/game?id=it-en-cards');
	const bar = page.getByTestId('neigh-bar');
	await expect(bar.getByRole('button', { name: 'Neigh', exact: true })).toBeVisible();
	await expect(bar.getByRole('button', { name: 'Super Neigh', exact: true })).toBeVisible();
	await expect(bar).not.toContainText('Mahiii!');
	await bar.getByRole('button', { name: 'Neigh', exact: true }).click();
	await bar
		.getByRole('group', { name: 'Chi ha giocato il Neigh?' })
		.getByRole('button', { name: 'Giulia' })
		.click();
	await expect(bar).toContainText('La carta è bloccata dal Neigh di Giulia.');
	await expect(bar.getByRole('button', { name: 'Neigh contro quel Neigh' })).toBeVisible();
	const log = await openLog(page);
	await expect(log).toContainText(
		'Giulia ha giocato un Neigh contro la carta di Marco: la carta è bloccata.'
	);
	await expect(log).not.toContainText('Mahiii!');
});

test("Hornbook's reading on a stopped card's action is said whole the first time, then a link", async ({
	page
}) => {
	await seedUuGame(page, 'reading', ['Ana', 'Ben', 'Cy'], [poison(0)]);
	await page.goto('/uu/games/game?id=reading');
	const bar = page.getByTestId('neigh-bar');
	const reading = page.getByTestId('neigh-reading');
	const whole = "Whether the stopped card still used the turn's action is for your table to decide";
	await bar.getByRole('button', { name: 'Neigh', exact: true }).click();
	await bar.getByRole('button', { name: 'Ben' }).click();
	await expect(reading).toContainText(whole);

	await page.getByTestId('pass-turn').click();
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 2 · Ben plays');
	await page.getByTestId('play').getByRole('button', { name: 'A Magic card' }).click();
	await page
		.getByTestId('play')
		.getByRole('button', { name: 'Unicorn Poison', exact: true })
		.click();
	await bar.getByRole('button', { name: 'Neigh', exact: true }).click();
	await bar.getByRole('button', { name: 'Cy' }).click();
	await expect(bar).toContainText("It is stopped by Cy's Neigh.");
	// The choice is still the table's, in one line, with the reading a tap away.
	await expect(reading).not.toContainText(whole);
	await expect(reading).toContainText('Your table decides.');
	await expect(reading.getByRole('link', { name: "Hornbook's reading" })).toHaveAttribute(
		'href',
		/\/rules\/uu\/phase\.action#uu-neigh-action$/
	);
});

test('after a draw as the action, no other card is asked for; one a card allows is a tap away', async ({
	page
}) => {
	await seedUuGame(page, 'drew', ['Marco', 'Giulia', 'Luca']);
	await page.goto('/uu/games/game?id=drew');
	const play = page.getByTestId('play');
	await play.getByRole('button', { name: 'Draw a card' }).click();
	await expect(play.getByRole('heading')).toHaveText(
		"Marco drew a card: that was the turn's action."
	);
	await expect(play).not.toContainText('Another card from Marco?');
	const magic = play.getByRole('button', { name: 'A Magic card' });
	await expect(magic).toBeHidden();
	// A card that lets Marco play one more still can be recorded.
	await play.getByText('Another card anyway (one a card allows)').click();
	await magic.click();
	await play.getByRole('button', { name: 'Unicorn Poison', exact: true }).click();
	await expect(page.getByTestId('neigh-bar')).toContainText(
		'Marco played the Magic card Unicorn Poison.'
	);
});

test("a unicorn a card brings in from a hand (Rainbow Unicorn's Basic Unicorn) is entered under it in at most 3 taps", async ({
	page
}) => {
	await seedUuGame(page, 'rainbow', ['Ana', 'Ben', 'Cy']);
	await page.goto('/uu/games/game?id=rainbow');
	const play = page.getByTestId('play');
	await play.getByRole('searchbox').fill('rainbow');
	await play.getByRole('button', { name: 'Rainbow Unicorn', exact: true }).click();
	const effect = page.getByTestId('card-effect');
	const taps = new Taps();
	await taps.click(effect.getByRole('button', { name: 'A unicorn comes into a Stable' }));
	// Into Ana's own Stable unless another is tapped.
	await expect(effect.getByRole('button', { name: 'Ana', exact: true })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await taps.click(effect.getByRole('button', { name: 'Basic Unicorn', exact: true }));
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Rainbow Unicorn', 'Basic Unicorn']);
	expect(taps.count).toBeLessThanOrEqual(3);
	const log = await openLog(page);
	await expect(log).toContainText("Basic Unicorn came into Ana's Stable.");
});

for (const viewport of [
	{ width: 320, height: 568 },
	{ width: 390, height: 844 }
]) {
	test(`at ${viewport.width}×${viewport.height} the Stables come right after the turn, the log after them and a tap from the top`, async ({
		page
	}) => {
		await page.setViewportSize(viewport);
		await seedUuGame(page, `order-${viewport.width}`, ['Ana', 'Ben', 'Cy'], [poison(0)]);
		await page.goto(`/uu/games/game?id=order-${viewport.width}`);
		const top = async (testid: string) => (await page.getByTestId(testid).boundingBox())?.y ?? NaN;
		const turn = await top('play');
		const stables = await top('stable-0');
		const log = await top('game-log');
		expect(turn).toBeLessThan(stables);
		expect(stables).toBeLessThan(log);
		// One tap from the top opens the log and brings it into view.
		await page.getByTestId('to-log').click();
		await expect(page.getByTestId('game-log')).toHaveAttribute('open', '');
		await expect(page.getByTestId('game-log').locator('summary').first()).toBeInViewport();
		await expect(stable(page, 0)).toBeVisible();
	});
}

test.describe('on the smallest phone', () => {
	test.use({ viewport: { width: 320, height: 568 } });

	for (const lang of LANGS) {
		test(`${lang}: Undo and Redo show their words beside the pass button, within the bar`, async ({
			page
		}) => {
			await seedUuGame(page, `bar-${lang}`, ['Ana', 'Bruno', 'Chloé'], [poison(0)]);
			await page.goto(`${lang === 'en' ? '' : `/${lang}`}/uu/games/game?id=bar-${lang}`);
			const bar = page.getByTestId('game-bar');
			await expect(page.getByTestId('pass-turn')).toBeVisible();
			for (const tap of ['undo', 'redo']) {
				const label = bar.locator(`[data-tap="${tap}"] .label`);
				await expect(label).toBeVisible();
				const box = await label.boundingBox();
				expect(box?.width ?? 0).toBeGreaterThan(10);
				// The word whole: not cut by its button.
				const button = bar.locator(`[data-tap="${tap}"]`);
				expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
			}
			// Undo, Redo and the pass button inside the screen.
			const right = await bar.evaluate((el) =>
				Math.max(...[...el.querySelectorAll('button')].map((b) => b.getBoundingClientRect().right))
			);
			expect(right).toBeLessThanOrEqual(320);
		});
	}
});
