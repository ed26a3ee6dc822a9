import { test, expect } from './fixtures';
import { seedGame, stored } from './seed';
import { SAMPLE_ROUNDS, SAMPLE_SETUP, roundEvents } from '../../src/lib/tracker/ktu/sample-game';

// On a phone (390×844), the table's choices stay as it made them: "Bids for every hunt" is kept
// with the game, across a reload, and only for that game.
test.use({ viewport: { width: 390, height: 844 } });

const NAMES = SAMPLE_SETUP.players.map((p) => p.name);

test('"Bids for every hunt" is kept with its game across a reload, and not given to another game', async ({
	page
}) => {
	// Round 1 up to its first hunt: the row entered, the Schemes placed, the hunts started.
	const round = roundEvents(SAMPLE_ROUNDS[0]!);
	const start = round.findIndex((e) => e.type === 'hunts-start');
	const events = [SAMPLE_SETUP, ...round.slice(0, start + 1)];
	await seedGame(page, { id: 'bids', kind: 'ktu', players: NAMES, events });
	await seedGame(page, { id: 'other', kind: 'ktu', players: NAMES, events });
	await page.goto('/ktu/games/game?id=bids');
	const panel = page.getByTestId('hunt-panel');
	const every = panel.getByRole('button', { name: 'Bids for every hunt' });
	await expect(panel.getByTestId('hunt-quick')).toBeVisible();
	await panel.getByRole('button', { name: 'Enter the bids' }).click();
	await every.click();
	await expect(every).toHaveAttribute('aria-pressed', 'true');
	await expect(panel.getByTestId('hunt-quick')).toHaveCount(0);

	await page.reload();
	await expect(every).toHaveAttribute('aria-pressed', 'true');
	await expect(panel.getByTestId('hunt-quick')).toHaveCount(0);

	// Another game keeps its own choice: quick entry.
	await page.goto('/ktu/games/game?id=other');
	await expect(panel.getByTestId('hunt-quick')).toBeVisible();

	// Back to quick entry, kept too.
	await page.goto('/ktu/games/game?id=bids');
	await panel.getByRole('button', { name: 'Only who caught it' }).click();
	await expect(panel.getByTestId('hunt-quick')).toBeVisible();
	// The hunt's form draft ("the bids of this hunt", tapped above) is forgotten in the database,
	// after the tap; reloaded before that, the draft would bring the bids back.
	await expect
		.poll(async () => JSON.stringify((await stored(page, 'bids')).draft))
		.not.toContain('"bids":true');
	await page.reload();
	await expect(panel.getByTestId('hunt-quick')).toBeVisible();
});
