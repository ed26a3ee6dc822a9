import { readFileSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { KTU_EVENT_VERSION } from '../../src/lib/tracker/ktu/events';
import { COLOR, EFFECT, ITEM } from './ktu-words';
import { test, expect, waitForServiceWorker, seriousA11yViolations } from './fixtures';
import {
	SAMPLE_RESULT,
	SAMPLE_ROUNDS,
	SAMPLE_SCHEME_POINTS,
	SAMPLE_SETUP,
	huntEvents,
	roundEvents,
	sampleEvents,
	type HuntScript,
	type MarketScript,
	type RoundScript
} from '../../src/lib/tracker/ktu/sample-game';

// The sample game (src/lib/tracker/ktu/sample-game.ts) played through the screens: the same
// script the unit tests fold, so the expected totals are the engine's.

const NAMES = SAMPLE_SETUP.players.map((p) => p.name);
const name = (seat: number) => NAMES[seat] ?? '';
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
		await page.getByLabel(`Starting Unicorn of player ${n}: stars`).fill(String(p.starter.stars));
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
		// A tap on the stars saves the unicorn.
		await page
			.getByRole('group', { name: `Stars of unicorn ${n}` })
			.getByRole('button', { name: String(u.stars), exact: true })
			.click();
		await expect(page.getByTestId('row').locator('li').nth(i)).toContainText(`${u.stars} ★`);
	}
}

async function placeSchemes(page: Page, round: RoundScript) {
	for (const [player, slot] of round.schemes) {
		await page
			.getByRole('button', { name: `${name(player)}: Scheme on unicorn ${slot + 1}` })
			.click();
		await expect(
			page.getByRole('group', { name: `Where does ${name(player)} place a Scheme?` })
		).toHaveCount(0);
	}
	// The last Scheme placed starts the hunts.
	await expect(page.getByTestId('hunt-panel')).toBeVisible();
}

async function playHunt(page: Page, hunt: HuntScript, done: number) {
	const panel = page.getByTestId('hunt-panel');
	// Quick entry ("who caught it") is the default: this game enters every bid.
	const toBids = panel.getByRole('button', { name: 'Enter the bids' });
	if (await toBids.isVisible()) await toBids.click();
	let bidDone = false;
	for (const [i, entry] of hunt.entries.entries()) {
		const who = name(entry.player);
		await panel.getByRole('radio', { name: who, exact: true }).check();
		if ('pass' in entry) {
			await panel.getByRole('button', { name: `${who} passes` }).click();
		} else {
			for (const value of entry.cards) {
				await panel.getByRole('button', { name: `Add a card worth ${value}` }).click();
			}
			// A follower's last card (as many as the lead's) bids by itself.
			if (!bidDone) await panel.getByRole('button', { name: `${who} bids` }).click();
			bidDone = true;
		}
		// The last entry settles the hunt: the entries make way for the result.
		if (i < hunt.entries.length - 1) {
			await expect(panel.getByTestId(`entry-${entry.player}`)).toBeVisible();
		}
	}
	// The last entry reveals the cards; the tap on what the Scheme did applies it.
	if (hunt.scheme) {
		const scheme = page.getByTestId('scheme-panel');
		await scheme.getByRole('button', { name: EFFECT[hunt.scheme.effect] }).click();
		if (hunt.scheme.taker !== undefined) {
			await scheme.getByRole('button', { name: name(hunt.scheme.taker), exact: true }).click();
		}
	}
	await expect(page.getByTestId('results').locator('> li')).toHaveCount(done + 1);
}

async function shop(page: Page, market: MarketScript[]) {
	const panel = page.getByTestId('market-panel');
	for (const m of market) {
		const who = name(m.player);
		const row = panel.getByTestId(`queue-${m.player}`);
		if ('pass' in m) {
			await panel.getByRole('button', { name: `${who} passes` }).click();
			await expect(row).toContainText('passed');
			continue;
		}
		const form = panel.getByTestId('purchase-form');
		await expect(form.getByRole('heading')).toHaveText(`${who} at the Black Market`);
		// The last choice the item needs buys it (the table's word that the buyer can pay).
		await form.getByRole('radio', { name: ITEM[m.item] }).click();
		if (m.color) {
			await form
				.getByRole('group', { name: 'Colour of the token' })
				.getByText(COLOR[m.color], { exact: true })
				.click();
		}
		await form
			.getByRole('group', { name: /On which unicorn|Which unicorn goes/ })
			.getByRole('radio')
			.nth(m.unicorn)
			.click();
		if (m.pate !== undefined) await form.getByRole('radio', { name: `${m.pate} points` }).click();
		await expect(row).toContainText('bought');
	}
}

async function endRound(page: Page, round: number) {
	const last = round === SAMPLE_ROUNDS.length;
	await page
		.getByRole('button', { name: last ? 'End the game and count the points' : 'End the round' })
		.click();
	if (last) await expect(page.getByTestId('final-score')).toBeVisible();
	else await expect(page.getByTestId('status-round')).toHaveText(`Round ${round + 1} of 4`);
}

async function playRound(
	page: Page,
	index: number,
	hooks: { afterHunt?: (h: number) => Promise<void> } = {}
) {
	const round = SAMPLE_ROUNDS[index] as RoundScript;
	await enterRow(page, round);
	await placeSchemes(page, round);
	for (const [h, hunt] of round.hunts.entries()) {
		await playHunt(page, hunt, index * 4 + h);
		await hooks.afterHunt?.(h);
	}
	await shop(page, round.market);
	await endRound(page, index + 1);
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

test('a whole four-round game through the screens, with reloads and an offline stretch', async ({
	page,
	context
}) => {
	// A whole game through the screens: minutes on a loaded 2-core machine.
	test.setTimeout(480_000);
	await page.goto('/ktu/games');
	await waitForServiceWorker(page);
	await setUpSampleGame(page);

	// Round 1, reloaded in the middle of the hunts and again at the Black Market.
	await playRound(page, 0, {
		afterHunt: async (h) => {
			if (h !== 1) return;
			await page.reload();
			await expect(page.getByTestId('status-unicorn')).toHaveText('Unicorn 3 of 4');
			await expect(page.getByTestId('status-first-player')).toContainText('Di');
		}
	});

	// Rounds 2 and 3 offline, with a reload (served by the service worker) halfway.
	await context.setOffline(true);
	await playRound(page, 1, {
		afterHunt: async (h) => {
			if (h !== 2) return;
			const response = await page.reload();
			expect(response?.fromServiceWorker()).toBe(true);
			await expect(page.getByTestId('status-unicorn')).toHaveText('Unicorn 4 of 4');
		}
	});
	await playRound(page, 2);
	await context.setOffline(false);

	// Round 4, then the final count with each player's Scheme points.
	await playRound(page, 3);
	await page.reload();
	for (const [seat, points] of SAMPLE_SCHEME_POINTS.entries()) {
		const card = page
			.getByTestId('score-card')
			.filter({ has: page.getByRole('heading', { name: name(seat), exact: true }) });
		await card.getByLabel(`Scheme points of ${name(seat)}`).fill(String(points));
		if (points === 0) continue;
		await card.getByRole('button', { name: 'Save' }).click();
		await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
	}
	const totals = page.getByTestId('player-total');
	await expect(totals).toHaveText(SAMPLE_RESULT.totals.map(String));
	await expect(page.getByTestId('final-winner')).toHaveText(`${SAMPLE_RESULT.winner} wins!`);

	// It survives a reload, and the saved games list says the game is over.
	await page.reload();
	await expect(page.getByTestId('final-winner')).toHaveText(`${SAMPLE_RESULT.winner} wins!`);
	await page.goto('/ktu/games');
	await expect(page.getByTestId('saved-progress')).toHaveText(
		`Game over: ${SAMPLE_RESULT.winner} wins with 12 points`
	);
});

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
	await expect(page.getByTestId('import-error')).toContainText('another card game');

	// Nothing was overwritten: one game, still over, still Ana's win.
	await page.reload();
	await expect(page.getByTestId('saved-game')).toHaveCount(1);
	await expect(page.getByTestId('saved-progress')).toHaveText(
		`Game over: ${SAMPLE_RESULT.winner} wins with 12 points`
	);
	await page.getByRole('link', { name: 'Continue the game of Ana, Bo, Cy, and Di' }).click();
	await expect(page.getByTestId('final-winner')).toHaveText('Ana wins!');

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

test('the tracker pages: no serious accessibility violation, light and dark; they fit 320 px', async ({
	page
}, testInfo) => {
	const setup = sampleEvents().slice(0, 1);
	const round1 = roundEvents(SAMPLE_ROUNDS[0] as RoundScript);
	const firstHunt = huntEvents((SAMPLE_ROUNDS[0] as RoundScript).hunts[0] as HuntScript);
	const moments: Record<string, unknown[]> = {
		trap: [...setup, ...round1.slice(0, 6)],
		bidding: [...setup, ...round1.slice(0, 9), ...firstHunt.slice(0, 2)],
		scheme: [...setup, ...round1.slice(0, 9), ...firstHunt.slice(0, -1)],
		market: [...setup, ...round1.slice(0, -3)],
		final: sampleEvents()
	};
	await page.goto('/ktu/games');
	for (const [moment, events] of Object.entries(moments)) {
		await importFile(page, gameFile(testInfo, `${moment}.json`, events, `a11y-${moment}`));
		await expect(page.getByTestId('import-done')).toBeVisible();
	}
	const pages = [
		'/ktu/games',
		'/ktu/games/new',
		...Object.keys(moments).map((m) => `/ktu/games/game?id=a11y-${m}`)
	];
	for (const path of pages) {
		await page.emulateMedia({ colorScheme: 'light' });
		await page.goto(path);
		await expect(page.locator('h1').first()).toBeVisible();
		if (path.includes('/game?')) await expect(page.getByTestId('round-status')).toBeVisible();
		expect(await seriousA11yViolations(page), path).toEqual([]);
		await page.emulateMedia({ colorScheme: 'dark' });
		expect(await seriousA11yViolations(page), `${path} (dark)`).toEqual([]);
	}
	await page.setViewportSize({ width: 320, height: 640 });
	for (const path of pages) {
		await page.goto(path);
		await expect(page.locator('h1').first()).toBeVisible();
		if (path.includes('/game?')) await expect(page.getByTestId('round-status')).toBeVisible();
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow, path).toBeLessThanOrEqual(0);
	}
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
	// Ana has played 6 of a hand's 8 cards: 3 more are refused, 2 are fine.
	const panel = page.getByTestId('hunt-panel');
	await panel.getByRole('button', { name: 'Enter the bids' }).click();
	const pad = panel.getByRole('group', { name: 'Hunt cards of Ana' });
	for (let i = 0; i < 3; i++) {
		await pad.getByRole('button', { name: 'Add a card worth 1' }).click();
	}
	await pad.getByRole('button', { name: 'Ana bids' }).click();
	await expect(page.getByTestId('refusal')).toHaveText(
		'Too many Hunt cards for this round: a hand holds 8, already played: 6, left until the round ends: 2.'
	);
	await expect(panel.getByTestId('entry-0')).toHaveCount(0);
	await pad.getByRole('button', { name: 'Remove the last card' }).click();
	await pad.getByRole('button', { name: 'Ana bids' }).click();
	await expect(panel.getByTestId('entry-0')).toHaveText('1 + 1 = 2');
	await expect(page.getByTestId('refusal')).toHaveCount(0);
});

test('a double rainbow is announced the moment it exists, and undo takes it back', async ({
	page
}, testInfo) => {
	const colors = (list: string[]) =>
		list.map((color, slot) => ({ type: 'unicorn', slot, color, stars: 1 }));
	const aloneAna = [
		{ type: 'bid', player: 0, cards: 1, total: 1, values: [1] },
		{ type: 'pass', player: 1 },
		{ type: 'pass', player: 2 },
		{ type: 'pass', player: 3 }
	];
	const hunt = [...aloneAna, { type: 'resolve' }];
	const events = [
		{
			...SAMPLE_SETUP,
			variant: 'initiation',
			powers: false,
			players: SAMPLE_SETUP.players.map((p) => ({ ...p, character: null }))
		},
		...colors(['blue', 'green', 'yellow', 'pink']),
		{ type: 'hunts-start' },
		...hunt,
		...hunt,
		...hunt,
		...hunt,
		{ type: 'round-end' },
		...colors(['blue', 'green', 'pink', 'yellow']),
		{ type: 'hunts-start' },
		...hunt,
		...hunt,
		...hunt,
		...aloneAna
	];
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
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(page.getByTestId('double-rainbow')).toHaveCount(0);
	await expect(page.getByTestId('hunt-panel')).toBeVisible();
});
