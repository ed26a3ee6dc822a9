// An Unstable Unicorns table sets a past turn right whole from the log: a destroy missed in
// Mateo's turn goes into that turn, as his doing, marked as added later; later turns stay, and
// what no longer fits is listed. Played in Spanish on a phone's screen, as the table that found it.
import { test, expect } from './fixtures';
import { seedUuGame } from './seed';
import { Taps } from './taps';
import { logEntry, openLog } from './uu-table';

test.use({ viewport: { width: 390, height: 844 } });

test("a destroy missed in a past turn is added to that turn in 3 taps to the form, as that turn's player's doing", async ({
	page
}) => {
	// Turn 2: Lucía's Classy Narwhal comes in; turn 4: Mateo plays Unicorn Poison (its destroy was
	// missed); turn 5: Lucía moves the Classy Narwhal to Sofía's Stable and gets a Narwhal.
	await seedUuGame(
		page,
		'past-turn',
		['Mateo', 'Lucía', 'Sofía'],
		[
			{ type: 'turn-ended' },
			{ type: 'unicorn-added', player: 1, name: 'Classy Narwhal', how: 'other' },
			{ type: 'turn-ended' },
			{ type: 'turn-ended' },
			{ type: 'played', player: 0, card: 'magic', name: 'Unicorn Poison' },
			{ type: 'turn-ended' },
			{ type: 'unicorn-moved', from: 1, index: 1, name: 'Classy Narwhal', to: 2, how: 'move' },
			{ type: 'unicorn-added', player: 1, name: 'Narwhal', how: 'other' }
		]
	);
	await page.goto('/settings');
	await page.locator('#lang').selectOption('es');
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	await page.goto('/uu/games/game?id=past-turn');
	await expect(page.getByTestId('turn-title')).toHaveText('Turno 5 · juega Lucía');

	const taps = new Taps();
	const log = page.getByTestId('game-log');
	await taps.click(log.locator('summary').first());
	const turn4 = logEntry(log, 'Turno 4 · Mateo');
	await taps.click(turn4.getByTestId('log-open'));
	await expect(turn4.getByTestId('turn-events')).toBeVisible();
	await taps.click(turn4.getByRole('button', { name: 'Añadir algo a este turno' }));
	const form = turn4.getByTestId('add-form');
	await expect(form.getByRole('heading', { level: 4 })).toHaveText(
		'Turno 4 · juega Mateo: lo que faltó anotar'
	);
	expect(taps.count).toBeLessThanOrEqual(3);

	// The Stables as they stood at the end of turn 4: the Classy Narwhal still in Lucía's.
	const lucia = form.getByTestId('stable-1');
	await lucia
		.getByRole('button', {
			name: 'Hurtar, destruir o mover «Classy Narwhal» en el Establo de Lucía'
		})
		.click();
	await lucia.getByRole('button', { name: 'Destruido' }).click();

	// In turn 4, Mateo's doing, marked as added later; turn 5 is still being played.
	const line = turn4.getByTestId('log-open');
	await expect(line).toHaveText(
		'Turno 4 · Mateo Mateo jugó la carta de Magia «Unicorn Poison». Mateo destruyó «Classy Narwhal» en el Establo de Lucía.'
	);
	await expect(turn4).toContainText('Añadida después');
	await expect(page.getByTestId('turn-title')).toHaveText('Turno 5 · juega Lucía');
	// Turn 5's move of the destroyed unicorn no longer fits: listed, not dropped; its Narwhal stays.
	await expect(log.getByTestId('log-refused')).toContainText('Turno 5 · Lucía');
	await turn4.getByRole('button', { name: 'Hecho' }).click();
	await expect(form).toHaveCount(0);
	await expect(page.getByTestId('stable-1').locator('.unicorn .name')).toHaveText([
		'Baby Unicorn',
		'Narwhal'
	]);

	// The entry's heading sits on its own line, above the sentence: never "Mateo Mateo destruyó".
	const heading = await line.locator('.context').boundingBox();
	const sentence = await line.locator('.text').boundingBox();
	expect(heading && sentence && heading.y + heading.height <= sentence.y + 1).toBe(true);

	// Kept by a reload.
	await page.reload();
	await expect(logEntry(await openLog(page), 'Turno 4 · Mateo')).toContainText(
		'Mateo destruyó «Classy Narwhal» en el Establo de Lucía.'
	);
});

test('names typed at a new game survive a reload of the setup page, for both games; a started game clears them', async ({
	page
}) => {
	await page.goto('/uu/games/new');
	const form = page.getByTestId('setup-form');
	await expect(form).toHaveAttribute('data-saved', 'true');
	await page.getByRole('button', { name: 'Add a player' }).click();
	for (const [i, name] of ['Mateo', 'Lucía', 'Sofía'].entries())
		await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
	await expect(form).toHaveAttribute('data-saved', 'true');
	await page.reload();
	for (const [i, name] of ['Mateo', 'Lucía', 'Sofía'].entries())
		await expect(page.getByLabel(`Player ${i + 1}`, { exact: true })).toHaveValue(name);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 1 · Mateo plays');
	await page.goto('/uu/games/new');
	await expect(form).toHaveAttribute('data-saved', 'true');
	await expect(page.getByLabel('Player 3', { exact: true })).toHaveCount(0);

	// Kill the Unicorns' setup keeps its draft the same way.
	await page.goto('/ktu/games/new');
	await expect(form).toHaveAttribute('data-saved', 'true');
	await page.getByLabel('Name of player 1', { exact: true }).fill('Ana');
	await expect(form).toHaveAttribute('data-saved', 'true');
	await page.reload();
	await expect(page.getByLabel('Name of player 1', { exact: true })).toHaveValue('Ana');
});
