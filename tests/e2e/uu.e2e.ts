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
import {
	arrives,
	change,
	count,
	logEntry,
	logEvent,
	newGame,
	openLog,
	openTurn,
	pass,
	pick,
	playUnicorn,
	stable,
	unicorns
} from './uu-table';

const phases = (page: Page) => page.getByRole('list', { name: 'Phases of the turn' });
const winnerBanner = (page: Page) => page.getByTestId('winner-banner');

offlineTest(
	'a three-player game played to 7 unicorns, reloaded mid-game, announces the winner',
	async ({ page }) => {
		await page.goto('/uu/games');
		await waitForServiceWorker(page);
		await newGame(page, ['Ana', 'Ben', 'Cy']);
		await expect(page.getByTestId('game-meta')).toContainText('7 unicorns to win');
		await expect(count(page, 0)).toHaveText('1 / 7 unicorns');

		// Ana's turn: straight to the Action phase; the unicorn she plays is her action, one tap once
		// it is found by a few letters.
		await phases(page).getByRole('button', { name: 'Action' }).click();
		await expect(page.locator('[aria-current="step"]')).toContainText('Action');
		await playUnicorn(page, 'Ana', 'Rhinocorn', { find: 'rhino' });
		await expect(count(page, 0)).toHaveText('2 / 7 unicorns');
		await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Rhinocorn']);
		// uu.phase.action: a second action is refused, with the reason.
		await page.getByTestId('play').getByRole('button', { name: 'Draw a card' }).click();
		await expect(page.getByTestId('refusal')).toHaveText('Only one action per turn.');
		await phases(page).getByRole('button', { name: 'End of turn' }).click();
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
			await expect(phases(page).getByRole('button', { name: later })).toBeEnabled();
		await page.getByRole('button', { name: 'Undo' }).click();
		await expect(page.getByTestId('turn-title')).toHaveText('Turn 2 · Ben plays');

		// Ben plays Ginormous Unicorn: it counts as two, and the turn comes to its Action phase.
		await playUnicorn(page, 'Ben', 'Ginormous Unicorn', { find: 'ginor' });
		await expect(page.locator('[aria-current="step"]')).toContainText('Action');
		await expect(count(page, 1)).toHaveText('3 / 7 unicorns');
		await expect(stable(page, 1)).toContainText('counts as 2');

		// Undo and redo the last tap.
		await page.getByRole('button', { name: 'Undo' }).click();
		await expect(count(page, 1)).toHaveText('1 / 7 unicorns');
		await page.getByRole('button', { name: 'Redo' }).click();
		await expect(count(page, 1)).toHaveText('3 / 7 unicorns');

		// Unicorns a card brings into Ana's Stable on Ben's turn.
		await arrives(page, 0, 'Ana', 'Narwhal');
		await arrives(page, 0, 'Ana', 'Llamacorn');
		await expect(count(page, 0)).toHaveText('4 / 7 unicorns');

		// A reload loses nothing: the turn, the phase, the Stables and the card just played.
		await page.reload();
		await expect(page.getByTestId('turn-title')).toHaveText('Turn 2 · Ben plays');
		await expect(page.locator('[aria-current="step"]')).toContainText('Action');
		await expect(count(page, 0)).toHaveText('4 / 7 unicorns');
		await expect(count(page, 1)).toHaveText('3 / 7 unicorns');
		await expect(unicorns(page, 0)).toHaveText([
			'Baby Unicorn',
			'Rhinocorn',
			'Narwhal',
			'Llamacorn'
		]);
		await expect(stable(page, 1)).toContainText('Ginormous Unicorn');

		await arrives(page, 0, 'Ana', 'Americorn');
		await arrives(page, 0, 'Ana', 'Unicorn Phoenix');
		await expect(winnerBanner(page)).toHaveCount(0);
		await arrives(page, 0, 'Ana', 'Classy Narwhal');

		// uu.end: the first to 7 wins at once — a banner, said aloud through the live region, brought
		// into view and focused where the player tapped further down.
		await expect(winnerBanner(page)).toContainText('Ana wins with 7 unicorns!');
		await expect(winnerBanner(page)).toBeFocused();
		await expect(winnerBanner(page)).toBeInViewport();
		await expect(page.getByRole('status').filter({ hasText: 'Ana wins' })).toBeVisible();
		await expect(count(page, 0)).toHaveText('7 / 7 unicorns');
		// Nothing more is entered in a finished game: no unicorn arrives, none changes, no turn passes.
		await expect(page.getByRole('button', { name: /^Another unicorn arrives/ })).toHaveCount(0);
		await expect(page.getByRole('button', { name: /^Steal, destroy or move / })).toHaveCount(0);
		await expect(page.getByTestId('pass-turn')).toHaveCount(0);
		await expect(page.getByTestId('play')).toHaveCount(0);

		await page.reload();
		await expect(winnerBanner(page)).toContainText('Ana wins with 7 unicorns!');

		await page.goto('/uu/games');
		const saved = page.getByTestId('saved-games').getByRole('listitem').first();
		await expect(saved).toContainText('Ana, Ben, and Cy');
		await expect(saved).toContainText('Ana won');
	}
);

test('the game log corrects a past turn: an event deleted, a unicorn renamed, a card Neighed after the fact; nothing is dropped silently', async ({
	page
}) => {
	await newGame(page, ['Ana', 'Ben', 'Cy']);
	// Turn 1: Ana plays Rhinocorn; a Baby Unicorn is put in Ben's Stable by mistake.
	await playUnicorn(page, 'Ana', 'Rhinocorn', { find: 'rhino' });
	await stable(page, 1)
		.getByRole('button', { name: "Baby from the Nursery into Ben's Stable" })
		.click();
	await expect(count(page, 1)).toHaveText('2 / 7 unicorns');
	await pass(page, 'Ben', 2);
	// Turn 2: Ben plays a Basic Unicorn and steals Ana's Rhinocorn.
	await playUnicorn(page, 'Ben', 'Basic Unicorn');
	const rhinocorn = await change(page, 0, 'Ana', 'Rhinocorn');
	await rhinocorn.getByRole('button', { name: 'Ben steals it' }).click();
	await expect(count(page, 1)).toHaveText('4 / 7 unicorns');
	await pass(page, 'Cy', 3);
	// Turn 3: Cy draws; so does Ana on turn 4, the first of the second round.
	await page.getByTestId('play').getByRole('button', { name: 'Draw a card' }).click();
	await expect(page.getByTestId('play')).toContainText(
		"Cy drew a card: that was the turn's action."
	);
	await pass(page, 'Ana', 4);
	await page.getByTestId('play').getByRole('button', { name: 'Draw a card' }).click();
	await expect(page.getByTestId('play')).toContainText(
		"Ana drew a card: that was the turn's action."
	);

	// One entry a turn, newest first, in sentences, grouped by round (the older rounds folded).
	const log = await openLog(page);
	await expect(log.getByTestId('log-group').locator(':scope > summary')).toHaveText([
		/Round 2\s*1 entry/,
		/Round 1\s*3 entries/,
		/Setup\s*1 entry/
	]);
	// The two newest rounds are open; older ones fold.
	await expect(log.getByTestId('log-entry')).toHaveText([
		/Turn 4 · Ana\s*Ana drew a card as the action\.\s*$/,
		/Turn 3 · Cy\s*Cy drew a card as the action\.\s*$/,
		/Turn 2 · Ben\s*Ben played Basic Unicorn\. Ben stole Rhinocorn from Ana\.\s*$/,
		/Turn 1 · Ana\s*Ana played Rhinocorn\. Baby Unicorn came from the Nursery into Ben's Stable\.\s*$/
	]);
	const turn1 = logEntry(log, 'Turn 1 · Ana');
	const turn2 = logEntry(log, 'Turn 2 · Ben');

	// The baby was never there: its event is deleted, and the game replays without it.
	let events = await openTurn(turn1);
	await logEvent(events, 'Baby Unicorn came from the Nursery')
		.getByRole('button', { name: 'Delete' })
		.click();
	await expect(count(page, 1)).toHaveText('3 / 7 unicorns');
	await expect(turn1.getByTestId('log-open')).toHaveText(/Ana played Rhinocorn\.\s*$/);

	// Ben's unicorn was a Narwhal: its name is changed where it was played, in one tap.
	events = await openTurn(turn2);
	await logEvent(events, 'Ben played Basic Unicorn.')
		.getByRole('button', { name: 'Change the unicorn' })
		.click();
	await events
		.getByRole('group', { name: 'Name of the unicorn' })
		.getByRole('button', { name: 'Narwhal', exact: true })
		.click();
	await expect(unicorns(page, 1)).toHaveText(['Baby Unicorn', 'Narwhal', 'Rhinocorn']);
	await expect(turn2.getByTestId('log-open')).toHaveText(
		/Ben played Narwhal\. Ben stole Rhinocorn from Ana\.\s*$/
	);

	// Ana's Rhinocorn was Neighed by Cy: it never stayed, so Ben's steal no longer fits the rules.
	// It is listed first with the rule that refuses it, not dropped.
	events = await openTurn(turn1);
	await logEvent(events, 'Ana played Rhinocorn.')
		.getByRole('button', { name: 'A Neigh was played on it' })
		.click();
	await events
		.getByRole('group', { name: 'Who played it?' })
		.getByRole('button', { name: 'Cy' })
		.click();
	await expect(turn1.getByTestId('log-open')).toHaveText(
		/Ana played Rhinocorn\. Cy played a Neigh on Ana's card: it is stopped\.\s*$/
	);
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn']);
	const refused = log.getByTestId('log-refused');
	await expect(refused).toContainText('1 entry no longer fits the rules');
	await expect(refused).toContainText("Refused now: That unicorn is no longer in Ana's Stable.");
	await expect(refused.getByRole('link', { name: 'Rule' })).toHaveAttribute('data-rule', /^uu\./);
	const refusedEvents = await openTurn(refused.getByRole('listitem').first());
	await logEvent(refusedEvents, 'Ben stole').getByRole('button', { name: 'Drop' }).click();
	await expect(refused).toHaveCount(0);
	await expect(unicorns(page, 1)).toHaveText(['Baby Unicorn', 'Narwhal']);
	await expect(count(page, 1)).toHaveText('2 / 7 unicorns');

	// A correction undoes like any entry, and a reload keeps every one of them.
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(refused).toHaveCount(1);
	await page.getByRole('button', { name: 'Redo' }).click();
	await expect(refused).toHaveCount(0);
	await page.reload();
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 4 · Ana plays');
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn']);
	await expect(unicorns(page, 1)).toHaveText(['Baby Unicorn', 'Narwhal']);
	await expect(unicorns(page, 2)).toHaveText(['Baby Unicorn']);
	const reloaded = await openLog(page);
	await expect(reloaded.getByTestId('log-entry')).toHaveText([
		/Turn 4 · Ana\s*Ana drew a card as the action\.\s*$/,
		/Turn 3 · Cy\s*Cy drew a card as the action\.\s*$/,
		// What the corrections changed stays in view: the name before it, the Neigh added later.
		// (Turn 2's correction was left open: its form may follow, kept across the reload.)
		/^Turn 2 · Ben\s*Ben played Narwhal\.\s*Before the correction: Ben played Basic Unicorn\./,
		/Turn 1 · Ana\s*Ana played Rhinocorn\. Cy played a Neigh on Ana's card: it is stopped\.\s*Added later\s*$/
	]);
	await expect(reloaded.getByTestId('log-refused')).toHaveCount(0);
	// The deleted baby and the dropped steal stay struck through, each a tap from coming back.
	const struck = reloaded.getByTestId('log-struck');
	await expect(struck.locator('del')).toHaveText([
		'Ben stole Rhinocorn from Ana.',
		"Baby Unicorn came from the Nursery into Ben's Stable."
	]);
	await expect(struck.getByRole('button', { name: 'Restore' })).toHaveCount(2);
});

test("a unicorn put in the wrong Stable is set right from the log; each player's place comes back on their turn", async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await newGame(page, ['Ana', 'Ben']);
	await arrives(page, 0, 'Ana', 'Rhinocorn');

	// It was Ben's: the log's entry is deleted, and the unicorn arrives where it belongs.
	const log = await openLog(page);
	const events = await openTurn(logEntry(log, 'Turn 1 · Ana'));
	await logEvent(events, "Rhinocorn came into Ana's Stable.")
		.getByRole('button', { name: 'Delete' })
		.click();
	await expect(stable(page, 0)).not.toContainText('Rhinocorn');
	await arrives(page, 1, 'Ben', 'Rhinocorn');
	await expect(stable(page, 1)).toContainText('Rhinocorn');
	await expect(logEntry(log, 'Turn 1 · Ana').getByTestId('log-open')).toHaveText(
		/Rhinocorn came into Ben's Stable\.\s*$/
	);
	await expect(count(page, 1)).toHaveText('2 / 7 unicorns');
	await log.locator('summary').first().click();

	// Passing the turn from the bar, down at a Stable, leaves the screen where it is; on Ana's
	// next turn the screen is back where she was when hers ended.
	const at = (y: number) =>
		page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
	const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
	// A finger taps the bar where it is shown (Playwright's click would first scroll it "into view").
	const tapPass = async (to: string) => {
		const box = await page.getByRole('button', { name: `${to}'s turn` }).boundingBox();
		if (!box) throw new Error('the pass button is not shown');
		await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
	};
	await stable(page, 0).scrollIntoViewIfNeeded();
	const anaPlace = await scrolled();
	expect(anaPlace).toBeGreaterThan(200);
	await tapPass('Ben');
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 2 · Ben plays');
	// Within a pixel: the page's height is laid out in fractions of one.
	expect(Math.abs((await scrolled()) - anaPlace)).toBeLessThanOrEqual(1);
	await at(anaPlace + 300);
	const benPlace = await scrolled();
	await tapPass('Ana');
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 3 · Ana plays');
	await expect.poll(async () => Math.abs((await scrolled()) - anaPlace)).toBeLessThanOrEqual(1);
	await tapPass('Ben');
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 4 · Ben plays');
	await expect.poll(async () => Math.abs((await scrolled()) - benPlace)).toBeLessThanOrEqual(1);
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
	// The Narwhal is out of a two-player game's deck (uu.two-player): typed, it is the table's own.
	await arrives(page, 0, 'Ana', 'Narwhal', { own: true });
	await arrives(page, 1, 'Ben', 'Rhinocorn');
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

test('a corrected game exports and imports back equal (its played unicorn renamed)', async ({
	page
}, testInfo) => {
	await newGame(page, ['Ana', 'Ben']);
	await phases(page).getByRole('button', { name: 'Action' }).click();
	await playUnicorn(page, 'Ana', 'Rhinocorn', { find: 'rhino' });
	// A card name with a right-to-left override would scramble the log line: refused, saying why.
	await arrives(page, 1, 'Ben', 'Llama\u202Ecorn', { own: true });
	await expect(page.getByTestId('refusal')).toContainText('U+202E');
	// The name stays in the picker to be set right; nothing came into the Stable.
	await expect(unicorns(page, 1)).toHaveText(['Baby Unicorn']);

	const log = await openLog(page);
	const events = await openTurn(logEntry(log, 'Turn 1 · Ana'));
	await logEvent(events, 'Ana played Rhinocorn.')
		.getByRole('button', { name: 'Change the unicorn' })
		.click();
	await pick(events.getByRole('group', { name: 'Name of the unicorn' }), 'Llamacorn', {
		find: 'llama'
	});
	await expect(stable(page, 0)).toContainText('Llamacorn');
	await expect(stable(page, 0)).not.toContainText('Rhinocorn');

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
	await expect(stable(page, 0)).toContainText('Llamacorn');
	await expect(stable(page, 0)).not.toContainText('Rhinocorn');

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
	await arrives(page, 1, 'Eve', 'Narwhal');
	// Saved once the Stable shows it: the list is opened after that. (The Stable's unicorns, not
	// the Stable's text: the picker inside it shows the name typed before the pick is made.)
	await expect(unicorns(page, 1)).toHaveText(['Baby Unicorn', 'Narwhal']);
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
