import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
	test,
	offlineTest,
	expect,
	holdStart,
	waitForServiceWorker,
	seriousA11yViolations
} from './fixtures';

/** Sets up a game from /uu/new with these players (default babies) and opens it. */
async function newGame(page: Page, players: string[]): Promise<void> {
	await page.goto('/uu/games/new');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('New game');
	for (let i = 2; i < players.length; i++) {
		await page.getByRole('button', { name: 'Add a player' }).click();
	}
	for (const [i, name] of players.entries()) {
		await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
		await expect(page.getByLabel(`Baby unicorn of player ${i + 1}`)).toHaveValue('Baby Unicorn');
	}
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/uu\/games\/game\?id=/);
	await expect(page.getByTestId('turn-title')).toHaveText(`Turn 1 · ${players[0]} plays`);
}

async function addUnicorn(page: Page, player: string, name: string, wins = false): Promise<void> {
	const field = page.getByLabel(`Unicorn for ${player}'s Stable`);
	await field.fill(name);
	await page.getByRole('button', { name: `Add to ${player}'s Stable` }).click();
	// Saved: the field empties for the next one (or, once the game is won, goes away).
	if (wins) await expect(field).toHaveCount(0);
	else await expect(field).toHaveValue('');
}

const count = (page: Page, seat: number) => page.getByTestId(`count-${seat}`);

offlineTest(
	'a three-player game played to 7 unicorns, reloaded mid-game, announces the winner',
	async ({ page }) => {
		await page.goto('/uu/games');
		await waitForServiceWorker(page);
		await newGame(page, ['Ana', 'Ben', 'Cy']);
		await expect(page.getByTestId('game-meta')).toContainText('7 unicorns to win');
		await expect(count(page, 0)).toHaveText('1 / 7 unicorns');

		// Ana's turn: straight to the Action phase; the unicorn she plays is her action, entered once.
		const phases = page.getByRole('list', { name: 'Phases of the turn' });
		await phases.getByRole('button', { name: 'Action' }).click();
		await expect(page.locator('[aria-current="step"]')).toContainText('Action');
		await addUnicorn(page, 'Ana', 'Rhinocorn');
		await expect(page.getByRole('button', { name: 'Play a Unicorn' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		// uu.phase.action: a second action is refused, with the reason.
		await page.getByRole('button', { name: 'Draw a card' }).click();
		await expect(page.getByTestId('refusal')).toHaveText('Only one action per turn.');
		await phases.getByRole('button', { name: 'End of turn' }).click();
		await page.getByLabel('Cards in hand (limit 7)').fill('9');
		await expect(
			page.getByText('Discard 2 cards to get down to the hand limit of 7.')
		).toBeVisible();
		await page.getByRole('button', { name: "Ben's turn" }).click();
		await expect(page.getByTestId('turn-title')).toHaveText('Turn 2 · Ben plays');
		// One tap passes a turn where nothing needed entering.
		await page.getByRole('button', { name: "Cy's turn" }).click();
		await expect(page.getByTestId('turn-title')).toHaveText('Turn 3 · Cy plays');
		// The new turn starts at its beginning, every later phase still a tap away.
		await expect(page.locator('[aria-current="step"]')).toContainText('Beginning of turn');
		for (const later of ['Draw', 'Action', 'End of turn'])
			await expect(phases.getByRole('button', { name: later })).toBeEnabled();
		await page.getByRole('button', { name: 'Undo' }).click();
		await expect(page.getByTestId('turn-title')).toHaveText('Turn 2 · Ben plays');

		// Ben plays Ginormous Unicorn: it counts as two.
		await phases.getByRole('button', { name: 'Action' }).click();
		await page.getByRole('button', { name: 'Play a Unicorn' }).click();
		await addUnicorn(page, 'Ben', 'Ginormous Unicorn');
		await expect(count(page, 1)).toHaveText('3 / 7 unicorns');
		await expect(page.getByTestId('stable-1')).toContainText('counts as 2');

		// Undo and redo the last tap.
		await page.getByRole('button', { name: 'Undo' }).click();
		await expect(count(page, 1)).toHaveText('1 / 7 unicorns');
		await page.getByRole('button', { name: 'Redo' }).click();
		await expect(count(page, 1)).toHaveText('3 / 7 unicorns');

		await addUnicorn(page, 'Ana', 'Narwhal');
		await addUnicorn(page, 'Ana', 'Llamacorn');
		await expect(count(page, 0)).toHaveText('4 / 7 unicorns');

		// A reload loses nothing: the turn, the phase, the Stables and the redo stack are all there.
		await page.reload();
		await expect(page.getByTestId('turn-title')).toHaveText('Turn 2 · Ben plays');
		await expect(page.locator('[aria-current="step"]')).toContainText('Action');
		await expect(count(page, 0)).toHaveText('4 / 7 unicorns');
		await expect(count(page, 1)).toHaveText('3 / 7 unicorns');
		await expect(page.getByTestId('stable-1')).toContainText('Ginormous Unicorn');

		await addUnicorn(page, 'Ana', 'Americorn');
		await addUnicorn(page, 'Ana', 'Unicorn Phoenix');
		await expect(page.getByTestId('winner-banner')).toHaveCount(0);
		await addUnicorn(page, 'Ana', 'Classy Narwhal', true);

		// uu.end: the first to 7 wins at once — a banner, said aloud through the live region, brought
		// into view and focused where the player tapped further down.
		await expect(page.getByTestId('winner-banner')).toContainText('Ana wins with 7 unicorns!');
		await expect(page.getByTestId('winner-banner')).toBeFocused();
		await expect(page.getByTestId('winner-banner')).toBeInViewport();
		await expect(page.getByRole('status').filter({ hasText: 'Ana wins' })).toBeVisible();
		await expect(count(page, 0)).toHaveText('7 / 7 unicorns');
		await expect(page.getByLabel("Unicorn for Ben's Stable")).toHaveCount(0);

		await page.reload();
		await expect(page.getByTestId('winner-banner')).toContainText('Ana wins with 7 unicorns!');

		await page.goto('/uu/games');
		const saved = page.getByTestId('saved-games').getByRole('listitem').first();
		await expect(saved).toContainText('Ana, Ben, and Cy');
		await expect(saved).toContainText('Ana won');
	}
);

test('the game log corrects a past entry: a name, an action, a deleted phase; nothing is dropped silently', async ({
	page
}) => {
	await newGame(page, ['Ana', 'Ben']);
	const phases = page.getByRole('list', { name: 'Phases of the turn' });
	await phases.getByRole('button', { name: 'Action' }).click();
	await page.getByRole('button', { name: 'Play a Unicorn' }).click();
	await addUnicorn(page, 'Ana', 'Rhinocorn');

	const log = page.getByTestId('game-log');
	await log.locator('summary').click();
	const entry = (text: string) => log.getByTestId('log-entry').filter({ hasText: text });
	// Newest first, with whose turn it was.
	await expect(log.getByTestId('log-entry').first()).toContainText(
		/Turn 1 · Ana\s*Rhinocorn came into Ana's Stable/
	);

	// The unicorn was a Narwhal: its name is set right where it was entered.
	await entry('Rhinocorn came into').getByRole('button', { name: 'Edit' }).click();
	await log.getByLabel('Name of the unicorn').fill('Narwhal');
	await log.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByTestId('stable-0')).toContainText('Narwhal');
	await expect(page.getByTestId('stable-0')).not.toContainText('Rhinocorn');
	await expect(entry("Narwhal came into Ana's Stable")).toHaveCount(1);

	// The action was a Magic card that brought the unicorn.
	await entry('Action: Play a Unicorn').getByRole('button', { name: 'Edit' }).click();
	await log
		.getByRole('group', { name: 'Which action?' })
		.getByRole('button', { name: 'Play a Magic card' })
		.click();
	await expect(entry('Action: Play a Magic card')).toHaveCount(1);
	await expect(
		page
			.getByRole('group', { name: 'One action this turn' })
			.getByRole('button', { name: 'Play a Magic card' })
	).toHaveAttribute('aria-pressed', 'true');

	// Deleting the Action phase leaves the action outside it: listed with its rule, not dropped.
	await entry('Phase: Action').getByRole('button', { name: 'Delete' }).click();
	const refused = log.getByTestId('log-refused');
	await expect(refused).toContainText('1 entry no longer fits the rules');
	await expect(refused).toContainText('Action: Play a Magic card');
	await expect(refused.getByRole('link', { name: 'Rule' })).toHaveAttribute('data-rule', /^uu\./);
	await refused.getByRole('button', { name: 'Drop' }).click();
	await expect(refused).toHaveCount(0);
	await expect(entry('Action:')).toHaveCount(0);
	await expect(page.getByTestId('stable-0')).toContainText('Narwhal');

	// A correction undoes like any entry, and survives a reload.
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(refused).toHaveCount(1);
	await page.reload();
	await page.getByTestId('game-log').locator('summary').click();
	await expect(page.getByTestId('log-refused')).toContainText('Action: Play a Magic card');
});

test("a unicorn put in the wrong Stable is moved there from the log; each player's place comes back on their turn", async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await newGame(page, ['Ana', 'Ben']);
	await addUnicorn(page, 'Ana', 'Rhinocorn');

	// It was Ben's: the log's entry is corrected, not deleted and entered again (issue 28).
	const log = page.getByTestId('game-log');
	await log.locator('summary').click();
	const entry = log.getByTestId('log-entry').filter({ hasText: 'Rhinocorn came into' });
	await entry.getByRole('button', { name: 'Edit' }).click();
	await log.getByRole('group', { name: 'Whose Stable?' }).getByLabel('Ben').check();
	await log.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByTestId('stable-1')).toContainText('Rhinocorn');
	await expect(page.getByTestId('stable-0')).not.toContainText('Rhinocorn');
	await expect(
		log.getByTestId('log-entry').filter({ hasText: "Rhinocorn came into Ben's Stable" })
	).toHaveCount(1);
	await expect(count(page, 1)).toHaveText('2 / 7 unicorns');
	await log.locator('summary').click();

	// Passing the turn from the bar, down at a Stable, leaves the screen where it is; on Ana's
	// next turn the screen is back where she was when hers ended.
	const at = (y: number) =>
		page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
	const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
	// A finger taps the bar where it is shown (Playwright's click would first scroll it "into view").
	const pass = async (to: string) => {
		const box = await page.getByRole('button', { name: `${to}'s turn` }).boundingBox();
		if (!box) throw new Error('the pass button is not shown');
		await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
	};
	await page.getByTestId('stable-0').scrollIntoViewIfNeeded();
	const anaPlace = await scrolled();
	expect(anaPlace).toBeGreaterThan(200);
	await pass('Ben');
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 2 · Ben plays');
	expect(await scrolled()).toBe(anaPlace);
	await at(anaPlace + 300);
	const benPlace = await scrolled();
	await pass('Ana');
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 3 · Ana plays');
	await expect.poll(scrolled).toBe(anaPlace);
	await pass('Ben');
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 4 · Ben plays');
	await expect.poll(scrolled).toBe(benPlace);
});

test('the draw pile runs out: a tie on unicorns is decided by letters', async ({ page }) => {
	// uu.two-player: the checklist for the 2nd-edition base deck.
	await page.goto('/uu/games/new');
	const checklist = page.getByTestId('setup-checklist');
	await expect(checklist).toContainText('Two players: put 32 cards back in the box.');
	await expect(checklist).toContainText('give each player a Neigh card');
	await expect(checklist).toContainText('each player starts with 6 cards in hand');
	await expect(page.getByTestId('removed-cards')).toContainText('Queen Bee Unicorn');

	await newGame(page, ['Ana', 'Ben']);
	await addUnicorn(page, 'Ana', 'Narwhal');
	await addUnicorn(page, 'Ben', 'Rhinocorn');
	await expect(page.getByTestId('letters-0')).toHaveText('18 letters in the names');
	await expect(page.getByTestId('letters-1')).toHaveText('20 letters in the names');

	await page.getByRole('button', { name: 'The draw pile ran out' }).click();
	const dialog = page.getByRole('dialog', { name: 'End the game now?' });
	await dialog.getByRole('button', { name: 'End the game' }).click();

	await expect(page.getByTestId('winner-banner')).toContainText('The draw pile ran out: Ben wins!');
	const result = page.getByTestId('deck-out-result');
	await expect(result.getByTestId('deck-out-letters')).toHaveText(['18', '20']);
	await expect(result).toContainText('Ana and Ben are tied with 2 unicorns each');
	await expect(result).toContainText('a colour counts only if you typed it');
	expect(await seriousA11yViolations(page)).toEqual([]);
});

test('everyone loses when the letters tie too', async ({ page }) => {
	await newGame(page, ['Ana', 'Ben']);
	await page.getByRole('button', { name: 'The draw pile ran out' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'End the game' }).click();
	await expect(page.getByTestId('winner-banner')).toContainText('everyone loses');
});

test('a corrected game exports and imports back equal (its "came into" entry edited)', async ({
	page
}, testInfo) => {
	await newGame(page, ['Ana', 'Ben']);
	const phases = page.getByRole('list', { name: 'Phases of the turn' });
	await phases.getByRole('button', { name: 'Action' }).click();
	await addUnicorn(page, 'Ana', 'Rhinocorn');
	// A card name with a right-to-left override would scramble the log line: refused, saying why.
	await page.getByLabel("Unicorn for Ben's Stable").fill('Llama\u202Ecorn');
	await page.getByRole('button', { name: "Add to Ben's Stable" }).click();
	await expect(page.getByTestId('refusal')).toContainText('U+202E');
	await expect(page.getByTestId('stable-1')).not.toContainText('Llama');

	const log = page.getByTestId('game-log');
	await log.locator('summary').click();
	await log
		.getByTestId('log-entry')
		.filter({ hasText: 'Rhinocorn came into' })
		.getByRole('button', { name: 'Edit' })
		.click();
	await log.getByLabel('Name of the unicorn').fill('Narwhal');
	await log.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByTestId('stable-0')).toContainText('Narwhal');

	await page.goto('/uu/games');
	const row = page.getByTestId('saved-games').getByRole('listitem').filter({ hasText: 'Ana' });
	const download = page.waitForEvent('download');
	await row.getByRole('button', { name: 'Export the game of Ana and Ben' }).click();
	const file = testInfo.outputPath('corrected.json');
	await (await download).saveAs(file);
	const exported = JSON.parse(await readFile(file, 'utf8')) as { events: unknown[] };
	expect(exported.events).toContainEqual(expect.objectContaining({ correction: 'edit' }));

	await row.getByRole('button', { name: 'Delete the game of Ana and Ben' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
	await expect(row).toHaveCount(0);
	await page.getByLabel('Game file (.json)').setInputFiles(file);
	await expect(page.getByTestId('import-done')).toHaveText('Game imported: Ana and Ben.');
	await row.getByRole('link', { name: 'Continue the game of Ana and Ben' }).click();
	await expect(page.getByTestId('stable-0')).toContainText('Narwhal');
	await expect(page.getByTestId('stable-0')).not.toContainText('Rhinocorn');

	// Exported again, the same file.
	await page.goto('/uu/games');
	const again = page.waitForEvent('download');
	await row.getByRole('button', { name: 'Export the game of Ana and Ben' }).click();
	const second = testInfo.outputPath('again.json');
	await (await again).saveAs(second);
	expect(JSON.parse(await readFile(second, 'utf8'))).toEqual(
		JSON.parse(await readFile(file, 'utf8'))
	);
});

test('export, delete with confirmation, import back; a bad file changes nothing', async ({
	page
}, testInfo) => {
	await newGame(page, ['Dee', 'Eve', 'Flo']);
	await addUnicorn(page, 'Eve', 'Narwhal');
	await page.goto('/uu/games');
	const row = page.getByTestId('saved-games').getByRole('listitem').filter({ hasText: 'Dee' });
	await expect(row).toContainText('Turn 1');

	const download = page.waitForEvent('download');
	await row.getByRole('button', { name: 'Export the game of Dee, Eve, and Flo' }).click();
	const file = testInfo.outputPath('game.json');
	await (await download).saveAs(file);
	const exported = JSON.parse(await readFile(file, 'utf8')) as {
		kind: string;
		events: unknown[];
		versions: number[];
		fingerprints: string[];
	};
	expect(exported.kind).toBe('uu');
	expect(exported.events).toHaveLength(2);
	// Each event carries the version of the rules it was written under.
	expect(exported.versions).toHaveLength(2);

	// Deleting asks first; cancelling keeps the game.
	await row.getByRole('button', { name: 'Delete the game of Dee, Eve, and Flo' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
	await expect(row).toHaveCount(1);
	await row.getByRole('button', { name: 'Delete the game of Dee, Eve, and Flo' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
	await expect(row).toHaveCount(0);

	// A file whose actions break the rules they were written under (this build's) is refused as a
	// whole.
	const bad = testInfo.outputPath('bad.json');
	await writeFile(
		bad,
		JSON.stringify({
			...exported,
			events: [...exported.events, { type: 'phase', to: 'beginning' }],
			versions: [...exported.versions, exported.versions[0]],
			fingerprints: [...exported.fingerprints, exported.fingerprints[0]]
		})
	);
	const input = page.getByLabel('Game file (.json)');
	await input.setInputFiles(bad);
	await expect(page.getByTestId('import-error')).toHaveText(
		'This file is damaged: action 3 breaks the rules or cannot be read.'
	);
	const notJson = testInfo.outputPath('notes.json');
	await writeFile(notJson, 'not json at all');
	await input.setInputFiles(notJson);
	await expect(page.getByTestId('import-error')).toContainText('could not be read as JSON');
	await expect(row).toHaveCount(0);

	await input.setInputFiles(file);
	await expect(page.getByTestId('import-done')).toHaveText('Game imported: Dee, Eve, and Flo.');
	await row.getByRole('link', { name: 'Continue the game of Dee, Eve, and Flo' }).click();
	await expect(count(page, 1)).toHaveText('2 / 7 unicorns');
});

test('the standalone deck-out tool counts unicorns, then letters', async ({ page }) => {
	await page.goto('/uu/deck-out');
	await page.getByLabel('Player 1', { exact: true }).fill('Ana');
	await page.getByLabel('Player 2', { exact: true }).fill('Ben');
	await page.getByLabel("Unicorns in Ana's Stable").fill('Ginormous Unicorn');
	await page.getByLabel("Unicorns in Ben's Stable").fill('Narwhal\nUnicorn Phoenix');
	await expect(page.getByTestId('deck-out-outcome')).toHaveText('The draw pile ran out: Ben wins!');
	await expect(page.getByTestId('deck-out-letters')).toHaveText(['16', '21']);
});

test('the NSFW deck is offered only when its content is on', async ({ page }) => {
	await page.goto('/uu/games/new');
	await expect(page.getByText('Base deck, 2nd edition')).toBeVisible();
	await expect(page.getByRole('radio', { name: 'NSFW base deck' })).toHaveCount(0);
	await page.goto('/settings');
	await page.getByLabel('Show NSFW-edition content').check();
	await page.goto('/uu/games/new');
	await page.getByRole('radio', { name: 'NSFW base deck' }).check();
	await expect(page.getByLabel('Baby unicorn of player 1')).toHaveValue('Unicorno Baby');
	await expect(page.getByTestId('setup-checklist')).toContainText('Eunicorno');
});

test('an unknown game id says so', async ({ page }) => {
	await page.goto('/uu/games/game?id=nope');
	await expect(page.getByText('This game is not on this device')).toBeVisible();
});

test('the home page offers to continue the last game, in the current language', async ({
	page
}) => {
	await newGame(page, ['Ana', 'Ben']);
	const gameUrl = page.url();
	await page.goto('/');
	const cont = page.getByRole('link', { name: /Continue your last game/ });
	await expect(cont).toContainText('Unstable Unicorns · Ana and Ben');
	await page.goto('/settings');
	await page.getByLabel('Language').selectOption('es');
	await page.goto('/');
	await expect(page.getByRole('link', { name: /Continuar tu última partida/ })).toContainText(
		'Unstable Unicorns · Ana y Ben'
	);
	await page.getByRole('link', { name: /Continuar tu última partida/ }).click();
	await expect(page).toHaveURL(gameUrl);
});

test('the home page keeps the room of its link to the last game from the first paint: nothing below it moves', async ({
	page
}) => {
	await newGame(page, ['Ana', 'Ben']);
	await page.goto('/');
	await expect(page.getByRole('link', { name: /Continue your last game/ })).toBeVisible();
	await page.waitForFunction(() => localStorage.getItem('hornbook.continueRoom') !== null);
	const heading = page.getByRole('heading', { name: 'Kill the Unicorns', level: 2 });
	const settled = (await heading.boundingBox())!.y;
	// Drawn again before the app starts (the link not there yet), then once it has.
	const release = await holdStart(page);
	await page.reload();
	await expect(heading).toBeVisible();
	await expect(page.getByRole('link', { name: /Continue your last game/ })).toHaveCount(0);
	expect((await heading.boundingBox())!.y).toBeCloseTo(settled, 0);
	release();
	await expect(page.getByRole('link', { name: /Continue your last game/ })).toBeVisible();
	expect((await heading.boundingBox())!.y).toBeCloseTo(settled, 0);
});
