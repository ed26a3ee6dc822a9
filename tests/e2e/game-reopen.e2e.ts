// A saved game reopens as it was stored: the screen is drawn from the game as the database holds
// it (its snapshot, or its log replayed), never from anything kept beside it, so a tab that dies in
// the middle of the table's moves loses none that were shown as done.
import { test, expect, appStarted } from './fixtures';
import { seedUuGame } from './seed';

test('a tab that crashes mid-burst reopens on the game as stored, every move of the burst in it', async ({
	page,
	context
}) => {
	const id = 'copy-crash';
	const path = `/uu/games/game?id=${id}`;
	await seedUuGame(page, id, ['Ana', 'Ben']);
	await page.goto(path);
	const title = page.getByTestId('turn-title');
	await expect(title).toHaveText('Turn 1 · Ana plays');
	for (const [turn, player] of [
		[2, 'Ben'],
		[3, 'Ana'],
		[4, 'Ben']
	] as const) {
		await page.getByTestId('pass-turn').click();
		await expect(title).toHaveText(`Turn ${turn} · ${player} plays`);
	}
	// The renderer dies: no page hide, no unload, nothing more runs in it.
	const cdp = await context.newCDPSession(page);
	const crashed = page.waitForEvent('crash');
	// The protocol's call has no answer from a renderer it has just killed.
	void cdp.send('Page.crash').catch(() => undefined);
	await crashed;

	await page.close();
	const reopened = await context.newPage();
	await reopened.goto(path);
	await appStarted(reopened);
	await expect(reopened.getByTestId('turn-title')).toHaveText('Turn 4 · Ben plays');
});
