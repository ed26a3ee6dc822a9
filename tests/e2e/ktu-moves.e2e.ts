import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolations } from './fixtures';
import { seedGame } from './seed';
import { SAMPLE_ROUNDS, SAMPLE_SETUP, roundEvents } from '../../src/lib/tracker/ktu/sample-game';

// The free table moves and a log correction, done through the screens: a Trojan exchange, a Zombie
// discard, a round-1 star value fixed from the game log in round 3, and the Knight's power used
// twice in a round (the second refused with its rule). The sample game's first two rounds are
// seeded; totals are checked by hand (ktu.scoring, docs/rules-readings.md#ktu-pinned-to-unicorn):
// - start of round 3: Ana 7 (pink 1 + Fake Horn 2; legendary 4 turned yellow), Bo 17 (blue 1 +
//   Fairy Dust 2 as pink, pink 3 + Fake Horn 2, green 4, green 1: 13, pink pair 2, green pair 2),
//   Cy 2, Di 4 (blue 2, Paté 2).
// - Trojan, Ana's legendary ↔ Di's blue: Ana 3 + 2 = 5; Di 4 (yellow token stays on it) + Paté 2 = 6.
// - Zombie, Bo discards the green 1: the green pair goes, 17 − 1 − 2 = 14.
// - Round 1's green unicorn (Bo's) was a 2, not a 4: 14 − 2 = 12.

const ID = 'moves-e2e';
const NAMES = SAMPLE_SETUP.players.map((p) => p.name);
const EVENTS = [SAMPLE_SETUP, ...roundEvents(SAMPLE_ROUNDS[0]!), ...roundEvents(SAMPLE_ROUNDS[1]!)];

async function points(page: Page): Promise<string[]> {
	return Promise.all(NAMES.map((_, seat) => page.getByTestId(`points-${seat}`).innerText()));
}

const totals = (...values: number[]) => values.map((v) => `Points so far: ${v}`);

async function openMoves(page: Page, kind: string) {
	await page.getByRole('button', { name: 'Table moves' }).click();
	const dialog = page.getByRole('dialog', { name: 'Table moves' });
	await dialog.getByRole('group', { name: 'Move', exact: true }).getByText(kind).click();
	return dialog;
}

test('table moves and a log fix change the collections and totals, and undo', async ({ page }) => {
	await seedGame(page, { id: ID, kind: 'ktu', players: NAMES, events: EVENTS });
	await page.goto(`/ktu/games/game?id=${ID}`);
	await expect(page.getByTestId('points-0')).toBeVisible();
	expect(await points(page)).toEqual(totals(7, 17, 2, 4));

	// Trojan Unicorn: Ana hands over the legendary unicorn, Di the blue one. Its Cotton Candy
	// made it yellow: it is listed by the colour it counts as.
	let dialog = await openMoves(page, 'Exchange two unicorns (Trojan Unicorn)');
	await dialog.getByRole('group', { name: 'Player', exact: true }).getByText('Ana').click();
	expect(await seriousA11yViolations(page)).toEqual([]);
	const anas = dialog.getByRole('group', { name: 'Unicorn', exact: true });
	await expect(anas.getByText('Legendary, 4 ★')).toHaveCount(0);
	await anas.getByText('Yellow, 4 ★').click();
	await dialog.getByRole('group', { name: 'Other player', exact: true }).getByText('Di').click();
	await dialog.getByRole('button', { name: 'Record' }).click();
	// Di holds one unicorn only: nothing to pick.
	await expect(dialog).toBeHidden();
	expect(await points(page)).toEqual(totals(5, 17, 2, 6));
	await expect(page.getByTestId('board-3')).toContainText('Cotton Candy');

	// Undo takes the exchange back exactly; redo puts it back.
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(page.getByTestId('points-0')).toHaveText('Points so far: 7');
	expect(await points(page)).toEqual(totals(7, 17, 2, 4));
	await page.getByRole('button', { name: 'Redo' }).click();
	await expect(page.getByTestId('points-0')).toHaveText('Points so far: 5');

	// Zombie Unicorn: Bo discards the green unicorn of round 2; a missing choice is said beside it.
	dialog = await openMoves(page, 'Discard a unicorn (Zombie Unicorn)');
	await dialog.getByRole('group', { name: 'Player', exact: true }).getByText('Bo').click();
	// Each unicorn says where it was caught: two alike are told apart.
	const bos = dialog.getByRole('group', { name: 'Unicorn', exact: true });
	await expect(bos).toContainText('Starting Unicorn');
	await expect(bos).toContainText(/Round 1 · unicorn \d/);
	await expect(bos).toContainText(/Round 2 · unicorn \d/);
	await dialog.getByRole('button', { name: 'Record' }).click();
	await expect(dialog.getByRole('group', { name: 'Unicorn', exact: true })).toContainText(
		'Choose the unicorn.'
	);
	await dialog.getByRole('group', { name: 'Unicorn', exact: true }).getByText('Green, 1 ★').click();
	await dialog.getByRole('button', { name: 'Record' }).click();
	await expect(dialog).toBeHidden();
	expect(await points(page)).toEqual(totals(5, 14, 2, 6));

	// Round 1's third unicorn had 2 stars, not 4: fixed from the game log, in round 3.
	const log = page.getByTestId('game-log');
	await log.locator('summary').first().click();
	await log.getByRole('navigation').getByRole('button', { name: 'Round 1' }).click();
	const entry = log.getByTestId('log-entry').filter({ hasText: 'Unicorn 3 turns up: Green, 4 ★' });
	await entry.getByTestId('log-open').click();
	// The form opens on the colour entered: the star value's tap saves it.
	await entry
		.getByRole('group', { name: 'Stars of unicorn 3' })
		.getByRole('button', { name: '2', exact: true })
		.click();
	await expect(page.getByTestId('points-1')).toHaveText('Points so far: 12');
	expect(await points(page)).toEqual(totals(5, 12, 2, 6));

	// The Knight's power, once a round: the second use is refused with its rule, nothing recorded.
	dialog = await openMoves(page, 'Character power');
	await dialog.getByRole('group', { name: 'Player', exact: true }).getByText('Ana').click();
	// Nothing follows it to enter: the form says a bid of more cards plays it by itself.
	await expect(dialog.getByTestId('power-note-knight')).toHaveText(
		"The Knight's power is played in a hunt: a bid of more than 3 cards uses it by itself. Entered here, it is announced for the round."
	);
	await dialog.getByRole('button', { name: 'Record' }).click();
	await expect(dialog).toBeHidden();
	await expect(log.getByTestId('log-entry').first()).toContainText(
		"Ana announces the Knight's power for this round: they may play more than 3 Hunt cards in one hunt."
	);
	dialog = await openMoves(page, 'Character power');
	await dialog.getByRole('group', { name: 'Player', exact: true }).getByText('Ana').click();
	await dialog.getByRole('button', { name: 'Record' }).click();
	await expect(dialog.getByTestId('move-refused')).toContainText(
		'Ana has already used a character power this round'
	);
	await expect(
		dialog.getByTestId('move-refused').getByRole('link', { name: 'Rule' })
	).toHaveAttribute('href', '/rules/ktu/characters');
	await dialog.getByRole('button', { name: 'Cancel' }).click();

	// Everything survives a reload.
	await page.reload();
	await expect(page.getByTestId('points-0')).toBeVisible();
	expect(await points(page)).toEqual(totals(5, 12, 2, 6));
});

test('any log entry is corrected, a missed one added at its place, refusals fixed', async ({
	page
}) => {
	await seedGame(page, { id: ID, kind: 'ktu', players: NAMES, events: EVENTS });
	await page.goto(`/ktu/games/game?id=${ID}`);
	await expect(page.getByTestId('points-0')).toBeVisible();
	const log = page.getByTestId('game-log');
	await log.locator('summary').first().click();
	// Every round unfolded: the entries to correct are in several.
	for (const round of await log.getByRole('navigation').getByRole('button').all())
		await round.click();
	const entry = (text: string) => log.getByTestId('log-entry').filter({ hasText: text });

	// A Zombie Unicorn discard forgotten before round 1's Black Market: Ana's Cotton Candy then
	// points at a unicorn she no longer holds; the buyers after her stand on their own
	// (docs/rules-readings.md#ktu-market-entry-order): Bo keeps his purchase and his 17 points.
	const purchase = entry('Ana buys a Cotton Candy (yellow)');
	await purchase.getByTestId('log-open').click();
	await purchase.getByRole('button', { name: 'Add a missed entry before this one' }).click();
	expect(await seriousA11yViolations(page)).toEqual([]);
	await purchase.getByLabel('Kind of entry').selectOption({ label: 'Zombie Unicorn discard' });
	await purchase.getByRole('group', { name: 'Player', exact: true }).getByText('Ana').click();
	await purchase
		.getByRole('group', { name: 'Unicorn', exact: true })
		.getByText('Legendary, 4 ★')
		.click();
	await purchase.getByRole('button', { name: 'Save' }).click();
	const refused = log.getByTestId('log-refused');
	await expect(refused).toContainText('1 entry no longer fits the rules');
	await expect(refused).toContainText('Ana has no unicorn 2');
	await expect(page.getByTestId('points-1')).toHaveText('Points so far: 17');

	// The table fixes Ana's purchase: the token goes on her only unicorn; the rest replays.
	const fix = refused.getByRole('listitem').filter({ hasText: 'Ana buys a Cotton Candy' });
	await fix.getByTestId('log-open').click();
	await fix.getByRole('group', { name: 'Unicorn', exact: true }).getByText('Pink, 1 ★').click();
	await fix.getByRole('button', { name: 'Save' }).click();
	await expect(refused).toBeHidden();
	expect(await points(page)).toEqual(totals(3, 17, 2, 4));

	// Cy's Starting Unicorn had 3 stars, not 0.
	await entry('The game begins with').getByTestId('log-open').click();
	await log
		.getByRole('group', { name: "Stars of Cy's Starting Unicorn" })
		.getByText('3', { exact: true })
		.click();
	await log.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByTestId('points-2')).toHaveText('Points so far: 5');

	// A mistyped bid: Di played 1, not 3 (Cy still wins the pink unicorn).
	const bid = entry('Di bids 3 (cards played: 2)');
	await bid.getByTestId('log-open').click();
	await bid.getByLabel('Total').fill('1');
	await bid.getByRole('button', { name: 'Save' }).click();
	await expect(entry('Di bids 1 (cards played: 2)')).toHaveCount(1);
	expect(await points(page)).toEqual(totals(3, 17, 5, 4));

	// A correction undoes like any entry, and the rest survives a reload.
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(entry('Di bids 3 (cards played: 2)')).toHaveCount(1);
	await page.reload();
	await expect(page.getByTestId('points-2')).toHaveText('Points so far: 5');
	expect(await points(page)).toEqual(totals(3, 17, 5, 4));
});

test('two Schemes tapped in quick succession complete the table and start the hunts', async ({
	page
}) => {
	// Round 1's four unicorns and its first two Schemes: two players are still to place theirs.
	const round = SAMPLE_ROUNDS[0]!;
	const events = [SAMPLE_SETUP, ...roundEvents(round).slice(0, round.unicorns.length + 2)];
	await seedGame(page, { id: 'quick-schemes', kind: 'ktu', players: NAMES, events });
	await page.goto('/ktu/games/game?id=quick-schemes');
	const groups = page.getByTestId('trap-panel').getByRole('group', { name: /place a Scheme/ });
	await expect(groups).toHaveCount(2);
	// Both taps land before the first is saved, as two players' fingers can.
	await page.getByTestId('trap-panel').evaluate((panel) => {
		for (const group of panel.querySelectorAll('[role=group]'))
			group.querySelector<HTMLButtonElement>('button:not([disabled])')!.click();
	});
	await expect(page.getByTestId('hunt-panel')).toBeVisible();
	await expect(page.getByTestId('refusal')).toHaveCount(0);
	await page.getByTestId('game-log').locator('summary').first().click();
	await expect(page.getByTestId('game-log').getByTestId('log-entry').first()).toContainText(
		/hunts/i
	);
});
