// An update that changes a rule never changes an old game silently: a game written before event
// versions, with an action the current rules refuse, opens with that action listed with its reason
// and rule; its own export imports back with it listed again; the table drops it, and that is saved
// like any change.
import { readFileSync } from 'node:fs';
import {
	SAMPLE_ROUNDS,
	SAMPLE_SETUP,
	roundEvents,
	sampleEvents
} from '../../src/lib/tracker/ktu/sample-game';
import { test, expect } from './fixtures';
import { seedGame } from './seed';

const NAMES = SAMPLE_SETUP.players.map((p) => p.name);
const TABLE = 'Ana, Bo, Cy, and Di';
const ROUND = SAMPLE_ROUNDS[0]!;
const ROW = roundEvents(ROUND).slice(0, ROUND.unicorns.length);

test('an old game with an action the rules now refuse opens with it listed, and the table drops it', async ({
	page
}, testInfo) => {
	const id = 'old-rules';
	// Rows from before versions (no `v`): Ana's second Scheme was recorded under other rules.
	const events = [
		SAMPLE_SETUP,
		...ROW,
		{ type: 'scheme', player: 0, slot: 0 },
		{ type: 'scheme', player: 0, slot: 1 }
	];
	await seedGame(page, { id, kind: 'ktu', players: NAMES, events });
	await page.goto(`/ktu/games/game?id=${id}`);
	const refused = page.getByTestId('refused-events');
	await expect(refused).toBeVisible();
	const item = refused.getByTestId(`refused-${events.length - 1}`);
	// Named as the log reads it, where it stands and what it was, not by a number.
	await expect(item).toContainText("Round 1 · It's a Trap!: Ana slides a Scheme under unicorn 2.");
	await expect(item.locator('a[data-rule]')).toHaveAttribute('href', /^\/rules\/ktu\//);
	// The rest of the game is there: Ana's first Scheme counts.
	await expect(page.getByTestId('scheme-placed')).toHaveText(['Scheme on unicorn 1']);

	// Its own export imports back: the action keeps its older version and is listed again.
	await page.goto('/ktu/games');
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: `Export the game of ${TABLE}` }).click();
	const file = testInfo.outputPath('old-rules.json');
	await (await download).saveAs(file);
	const exported = JSON.parse(readFileSync(file, 'utf8')) as { versions: number[] };
	expect(exported.versions).toEqual(events.map(() => 1));
	await page.getByLabel('Game file (.json)').setInputFiles(file);
	// The same game is already saved: the table keeps both to compare.
	await page.getByTestId('import-duplicate').getByRole('button', { name: 'Keep both' }).click();
	await expect(page.getByTestId('import-done')).toBeVisible();
	await expect(page.getByTestId('saved-game')).toHaveCount(2);
	// The copy (the newest, listed first) opens with the same action listed.
	await page
		.getByRole('link', { name: `Continue the game of ${TABLE}` })
		.first()
		.click();
	await expect(page.getByTestId('refused-events')).toBeVisible();
	await expect(page.getByTestId(`refused-${events.length - 1}`)).toBeVisible();
	await expect(page.getByTestId('scheme-placed')).toHaveText(['Scheme on unicorn 1']);

	await page.goto(`/ktu/games/game?id=${id}`);
	await expect(refused).toBeVisible();
	await item.getByRole('button', { name: 'Drop this entry' }).click();
	await expect(refused).toHaveCount(0);
	await page.reload();
	await expect(page.getByTestId('trap-panel')).toBeVisible();
	await expect(page.getByTestId('refused-events')).toHaveCount(0);
	await expect(page.getByTestId('scheme-placed')).toHaveText(['Scheme on unicorn 1']);
});

// A build whose rules changed (a rule constant, a scoring table) served over the one a game was
// finished with, with no version raised by hand: the older build recorded the game's rules
// fingerprint and its result; this build computes another fingerprint from its own rules. The game
// keeps its result, the list and the page flag what today's rules make of it, and its own export
// imports back with both.
test('a finished game recorded under other rules keeps its result and flags what changed', async ({
	page
}, testInfo) => {
	const id = 'finished-under-older-rules';
	const events = sampleEvents();
	// Under the older rules Ana's second Scheme in round 1 was allowed: today's refuse it.
	const first = events.findIndex((e) => e.type === 'scheme' && e.player === 0);
	const own = events[first] as { slot: number };
	events.splice(first + 1, 0, { type: 'scheme', player: 0, slot: own.slot === 0 ? 1 : 0 });
	const recorded = 'Game over: Di wins with 22 points';
	await seedGame(page, {
		id,
		kind: 'ktu',
		players: NAMES,
		events,
		rules: 'an-older-build',
		result: {
			progress: { code: 'summary.won', params: { seat: 3, player: 'Di', points: 22 } },
			rules: 'an-older-build'
		}
	});
	await page.goto('/ktu/games');
	const row = page.getByTestId('saved-game');
	await expect(row.getByTestId('saved-progress')).toHaveText(recorded);
	await expect(row.getByTestId('saved-today')).toHaveText(
		"Today's rules would score it otherwise: Game over: Ana wins with 12 points"
	);
	await expect(row.getByTestId('saved-refused')).toHaveText("One action refused by today's rules");

	// The game page says the same, above the action today's rules refuse.
	await row.getByRole('link', { name: `See the result of the game with ${TABLE}` }).click();
	await expect(page.getByTestId('recorded-result')).toHaveText(
		`Result when the game ended: ${recorded}`
	);
	await expect(page.getByTestId('rules-today')).toContainText('Ana wins with 12 points');
	await expect(page.getByTestId(`refused-${first + 1}`)).toBeVisible();

	// Its own export carries the rules and the result, and imports back with both.
	await page.goto('/ktu/games');
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: `Export the game of ${TABLE}` }).click();
	const file = testInfo.outputPath('older-rules.json');
	await (await download).saveAs(file);
	const exported = JSON.parse(readFileSync(file, 'utf8')) as {
		fingerprints: string[];
		result: { rules: string };
	};
	expect(new Set(exported.fingerprints)).toEqual(new Set(['an-older-build']));
	expect(exported.result.rules).toBe('an-older-build');
	await page.getByLabel('Game file (.json)').setInputFiles(file);
	await page.getByTestId('import-duplicate').getByRole('button', { name: 'Keep both' }).click();
	await expect(page.getByTestId('import-done')).toBeVisible();
	await expect(page.getByTestId('saved-progress')).toHaveText([recorded, recorded]);
	await expect(page.getByTestId('saved-refused')).toHaveCount(2);
});
