import { readFileSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { KTU_EVENT_VERSION } from '../../src/lib/tracker/ktu/events';
import { COLOR } from './ktu-words';
import { test, expect } from './fixtures';
import {
	SAMPLE_RESULT,
	SAMPLE_ROUNDS,
	SAMPLE_SETUP,
	rainbowEvents,
	sampleEvents,
	type RoundScript
} from '../../src/lib/tracker/ktu/sample-game';

// The sample game (src/lib/tracker/ktu/sample-game.ts) in parts, through the screens: the same
// script the unit tests fold, so the expected totals are the engine's.
// A whole game through the screens, with reloads and an offline stretch, is ktu-game.e2e.ts.

const CHARACTER = { knight: 'Knight', bard: 'Bard', wizard: 'Wizard', huntress: 'Huntress' };

// --- steps of the game, each waiting for what the screen shows once the action is saved -------

async function setUpSampleGame(page: Page): Promise<string> {
	await page.goto('/ktu/games/new');
	for (const [i, p] of SAMPLE_SETUP.players.entries()) {
		const n = i + 1;
		await page.getByLabel(`Name of player ${n}`, { exact: true }).fill(p.name);
		if (p.character) {
			await page
				.getByLabel(`Character of player ${n}`)
				.selectOption({ label: CHARACTER[p.character as keyof typeof CHARACTER] });
		}
		await page
			.getByRole('group', { name: `Starting Unicorn of player ${n}: colour` })
			.getByText(COLOR[p.starter.color], { exact: true })
			.click();
		await page
			.getByLabel(`Starting Unicorn of player ${n}: another star value`)
			.fill(String(p.starter.stars));
	}
	await expect(page.getByTestId('setup-stock')).toContainText('4 Paté, 4 Fake Horn');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/ktu\/games\/game\?id=/);
	await expect(page.getByTestId('status-round')).toHaveText('Round 1 of 4');
	return new URL(page.url()).searchParams.get('id') ?? '';
}

async function enterRow(page: Page, round: RoundScript) {
	for (const [i, u] of round.unicorns.entries()) {
		const n = i + 1;
		await page
			.getByRole('group', { name: `Colour of unicorn ${n}` })
			.getByText(u.color === null ? 'Legendary' : COLOR[u.color], { exact: true })
			.click();
		// A tap on the stars saves the unicorn; a legendary one's tap is the whole entry (4 stars).
		if (u.color !== null)
			await page
				.getByRole('group', { name: `Stars of unicorn ${n}` })
				.getByRole('button', { name: String(u.stars), exact: true })
				.click();
		await expect(page.getByTestId('row').locator('li').nth(i)).toContainText(`${u.stars} ★`);
	}
}

/** A new page on the same game, after the old one was closed without warning. */
async function reopen(context: BrowserContext, page: Page): Promise<Page> {
	const url = page.url();
	await page.close();
	const fresh = await context.newPage();
	await fresh.goto(url);
	await expect(fresh.getByTestId('round-status')).toBeVisible();
	return fresh;
}

/** Saves a game file in the test's output folder and returns its path. */
function gameFile(
	testInfo: { outputPath: (name: string) => string },
	fileName: string,
	events: unknown[],
	id: string
) {
	const path = testInfo.outputPath(fileName);
	const file = {
		format: 'hornbook-game',
		version: 1,
		kind: 'ktu',
		game: { id, createdAt: Date.UTC(2025, 0, 1), title: 'Kill the Unicorns' },
		events,
		// Written by this build: an action its rules refuse is the file's fault.
		versions: events.map(() => KTU_EVENT_VERSION)
	};
	writeFileSync(path, JSON.stringify(file));
	return path;
}

async function importFile(page: Page, path: string) {
	await page.getByLabel('Game file (.json)').setInputFiles(path);
}

// --- the tests -------------------------------------------------------------------------------

test('a page closed right after an action loses nothing it showed as saved; undo and redo survive', async ({
	page,
	context
}) => {
	await setUpSampleGame(page);
	const round = SAMPLE_ROUNDS[0] as RoundScript;
	await enterRow(page, round);
	await page.getByRole('button', { name: 'Ana: Scheme on unicorn 1' }).click();
	await expect(page.getByTestId('scheme-placed')).toHaveText('Scheme on unicorn 1');
	let tab = await reopen(context, page);
	await expect(tab.getByTestId('scheme-placed')).toHaveText('Scheme on unicorn 1');
	await expect(tab.getByTestId('schemes-0')).toHaveText('1 Scheme');

	// A third Scheme on one unicorn is refused with a reason, and nothing changes.
	await tab.getByRole('button', { name: 'Bo: Scheme on unicorn 1' }).click();
	await expect(tab.getByTestId('schemes-0')).toHaveText('2 Schemes');
	await expect(tab.getByRole('button', { name: 'Cy: Scheme on unicorn 1' })).toBeDisabled();
	await tab.getByRole('button', { name: 'Start the hunts' }).click();
	await expect(tab.getByTestId('refusal')).toContainText('Still to place one: Cy and Di');

	// Undo, close at once, reopen: the undo held. Redo comes back after a reload too.
	await tab.getByRole('button', { name: 'Undo' }).click();
	await expect(tab.getByTestId('schemes-0')).toHaveText('1 Scheme');
	tab = await reopen(context, tab);
	await expect(tab.getByTestId('schemes-0')).toHaveText('1 Scheme');
	await tab.getByRole('button', { name: 'Redo' }).click();
	await expect(tab.getByTestId('schemes-0')).toHaveText('2 Schemes');
	await tab.reload();
	await expect(tab.getByTestId('schemes-0')).toHaveText('2 Schemes');
	await expect(tab.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('import: a corrupted or foreign file is refused and the saved games stay as they were', async ({
	page
}, testInfo) => {
	await page.goto('/ktu/games');
	const full = sampleEvents();
	await importFile(page, gameFile(testInfo, 'full.json', full, 'game-full'));
	await expect(page.getByTestId('import-done')).toHaveText(
		'Imported: the game of Ana, Bo, Cy, and Di.'
	);
	await expect(page.getByTestId('saved-game')).toHaveCount(1);

	// An action the rules forbid: a third Scheme on the first unicorn.
	const corrupted = [...full];
	corrupted.splice(7, 0, { type: 'scheme', player: 2, slot: 0 });
	await importFile(page, gameFile(testInfo, 'corrupted.json', corrupted, 'game-full'));
	await expect(page.getByTestId('import-error')).toContainText('action 8 breaks the rules');

	const notJson = testInfo.outputPath('broken.json');
	writeFileSync(notJson, '{"format": "hornbook-game", "events": [');
	await importFile(page, notJson);
	await expect(page.getByTestId('import-error')).toContainText('not even JSON');

	const other = JSON.parse(
		readFileSync(gameFile(testInfo, 'other.json', full, 'x'), 'utf8')
	) as Record<string, unknown>;
	writeFileSync(
		testInfo.outputPath('other.json'),
		JSON.stringify({ ...other, kind: 'uu', events: [{ type: 'setup' }] })
	);
	await importFile(page, testInfo.outputPath('other.json'));
	await expect(page.getByTestId('import-error')).toContainText(
		'This file holds a game of Unstable Unicorns: import it in the Unstable Unicorns tracker.'
	);

	// Nothing was overwritten: one game, still over, still Ana's win.
	await page.reload();
	await expect(page.getByTestId('saved-game')).toHaveCount(1);
	await expect(page.getByTestId('saved-progress')).toHaveText(
		`Game over: ${SAMPLE_RESULT.winner} wins with 12 points`
	);
	// A finished game is read, not continued; its Undo and Redo are off.
	await page
		.getByRole('link', { name: 'See the result of the game with Ana, Bo, Cy, and Di' })
		.click();
	await expect(page.getByTestId('final-winner')).toHaveText('Ana wins!');
	await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
	await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();

	// Export it again, import the download: the app says it is already saved and stores nothing
	// until the player chooses; "Keep both" adds a second copy under a new id.
	await page.goto('/ktu/games');
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export the game of Ana, Bo, Cy, and Di' }).click();
	const path = await (await download).path();
	await importFile(page, path);
	const duplicate = page.getByTestId('import-duplicate');
	await expect(duplicate).toContainText(
		'This game is already saved here: the game of Ana, Bo, Cy, and Di.'
	);
	await expect(page.getByTestId('saved-game')).toHaveCount(1);
	await duplicate.getByRole('button', { name: 'Keep both' }).click();
	await expect(page.getByTestId('import-done')).toHaveText(
		'Imported as a second copy: the game of Ana, Bo, Cy, and Di.'
	);
	await expect(page.getByTestId('saved-game')).toHaveCount(2);
	// The same file again: "Open the saved game" opens the one saved under the file's id.
	await importFile(page, path);
	await duplicate.getByRole('link', { name: 'Open the saved game' }).click();
	await expect(page).toHaveURL(/\/ktu\/games\/game\?id=game-full$/);
	await expect(page.getByTestId('final-winner')).toHaveText('Ana wins!');
	await page.goto('/ktu/games');
	await expect(page.getByTestId('saved-game')).toHaveCount(2);

	// Delete asks first.
	await page
		.getByRole('button', { name: 'Delete the game of Ana, Bo, Cy, and Di' })
		.first()
		.click();
	await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
	await expect(page.getByTestId('saved-game')).toHaveCount(2);
	await page
		.getByRole('button', { name: 'Delete the game of Ana, Bo, Cy, and Di' })
		.first()
		.click();
	await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
	await expect(page.getByTestId('saved-game')).toHaveCount(1);
});

test('without entered hands, a ninth Hunt card in a round is refused with the reason', async ({
	page
}, testInfo) => {
	const aloneAna = (cards: number[]) => [
		{ type: 'bid', player: 0, cards: cards.length, total: cards.length, values: cards },
		{ type: 'pass', player: 1 },
		{ type: 'pass', player: 2 },
		{ type: 'pass', player: 3 },
		{ type: 'resolve' }
	];
	const events = [
		{
			...SAMPLE_SETUP,
			variant: 'initiation',
			powers: false,
			players: SAMPLE_SETUP.players.map((p) => ({ ...p, character: null, hand: null }))
		},
		...['pink', 'blue', 'green', 'yellow'].map((color, slot) => ({
			type: 'unicorn',
			slot,
			color,
			stars: 1
		})),
		{ type: 'hunts-start' },
		...aloneAna([1, 1, 1]),
		...aloneAna([1, 1, 1])
	];
	await page.goto('/ktu/games');
	await importFile(page, gameFile(testInfo, 'eight.json', events, 'eight'));
	await expect(page.getByTestId('import-done')).toBeVisible();
	await page.goto('/ktu/games/game?id=eight');
	// Ana has played 6 of a hand's 8 cards: the pad offers 2 more at most, and 2 are fine.
	const panel = page.getByTestId('hunt-panel');
	await panel.getByRole('button', { name: 'Enter the bids' }).click();
	const pad = panel.getByRole('group', { name: 'Hunt cards of Ana' });
	const count = pad.getByRole('group', { name: 'How many cards did they play?' });
	await expect(count.getByRole('radio')).toHaveCount(2);
	await count.getByText('2', { exact: true }).click();
	await pad.getByRole('button', { name: 'Ana bids 2' }).click();
	await expect(panel.getByTestId('entry-0')).toHaveText('2 with 2 cards');
	await expect(page.getByTestId('refusal')).toHaveCount(0);
});

test('a double rainbow is announced the moment it exists, and the log takes it back', async ({
	page
}, testInfo) => {
	// Up to the hunt whose resolve gives Ana her Double Rainbow: the test taps it.
	const events = rainbowEvents().slice(0, -1);
	await page.goto('/ktu/games');
	await importFile(page, gameFile(testInfo, 'rainbow.json', events, 'rainbow'));
	await expect(page.getByTestId('import-done')).toBeVisible();
	await page.goto('/ktu/games/game?id=rainbow');
	await expect(page.getByTestId('double-rainbow')).toHaveCount(0);
	await page.getByRole('button', { name: 'Reveal the cards and settle the hunt' }).click();
	await expect(page.getByRole('alert').getByTestId('double-rainbow')).toHaveText(
		'Double Rainbow! Ana wins at once, whatever the points.'
	);
	await expect(page.getByTestId('final-winner')).toHaveText('Ana wins!');
	// The game is over: Undo is off, and the log takes the last entry back.
	await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
	const log = page.getByTestId('game-log');
	await log.locator('summary').first().click();
	const last = log.getByTestId('log-entry').first();
	await last.getByTestId('log-open').click();
	await last.getByRole('button', { name: 'Delete' }).click();
	await expect(page.getByTestId('double-rainbow')).toHaveCount(0);
	await expect(page.getByTestId('hunt-panel')).toBeVisible();
});
