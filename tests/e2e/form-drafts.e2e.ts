// A form half filled on a game's screen survives a reload and comes back whole, where it was: the
// KtU hunt entered with the bids, a Scheme's move asked under its hunt (the Trojan swap), a log
// entry being corrected, and the UU card's effect on the Stables. Each is then finished, and the
// event it saves is read from the database. Each reload waits until the draft is written (read
// from the database too), never on a clock.
import type { Page } from '@playwright/test';
import { appStarted, test, expect } from './fixtures';
import { seedGame, seedUuGame, stored } from './seed';
import { SAMPLE_ROUNDS, SAMPLE_SETUP, roundEvents } from '../../src/lib/tracker/ktu/sample-game';
import { revealThenCatch } from './ktu-words';

const NAMES = SAMPLE_SETUP.players.map((p) => p.name);
const ROUND_1 = roundEvents(SAMPLE_ROUNDS[0]!);
/** Round 1's row and Schemes: the hunts can begin. */
const ROW = ROUND_1.slice(0, ROUND_1.findIndex((e) => e.type === 'hunts-start') + 1);

/**
 * Waits until the draft holding every one of `texts` is written at the revision the game is at,
 * then reloads. Each text must be one the last input made, not one the form starts with.
 */
async function reloadOnceKept(page: Page, id: string, ...texts: string[]) {
	await expect
		.poll(async () => {
			const { rev, draft } = await stored(page, id);
			const kept = draft as { rev?: number } | null;
			const written = JSON.stringify(kept);
			return kept?.rev === rev && texts.every((text) => written.includes(text));
		})
		.toBe(true);
	await page.reload();
}

async function lastEvent(page: Page, id: string): Promise<unknown> {
	return (await stored(page, id)).events.at(-1);
}

test('the hunt entered with the bids comes back after a reload: the Scheme said, its taker, the count picked', async ({
	page
}) => {
	const id = 'drafts-bids';
	await seedGame(page, { id, kind: 'ktu', players: NAMES, events: [SAMPLE_SETUP, ...ROW] });
	await page.goto(`/ktu/games/game?id=${id}`);
	const panel = page.getByTestId('hunt-panel');
	await panel.getByRole('button', { name: 'Enter the bids' }).click();
	await panel.getByRole('button', { name: /^The revealed Scheme/ }).click();
	await panel
		.getByRole('group', { name: 'The revealed Scheme' })
		.getByText('Another player takes the unicorn', { exact: true })
		.click();
	await panel
		.getByRole('group', { name: 'Who takes the unicorn?' })
		.getByText('Di', { exact: true })
		.click();
	// Ana leads: two cards picked, their total not yet tapped.
	const ana = panel.getByRole('group', { name: 'Hunt cards of Ana' });
	const count = (pad: typeof ana, n: string) =>
		pad.getByRole('group', { name: 'How many cards did they play?' }).getByRole('radio', {
			name: n
		});
	await ana
		.getByRole('group', { name: 'How many cards did they play?' })
		.getByText('2', { exact: true })
		.click();
	await reloadOnceKept(page, id, '"picked":2');

	// Whole again: the bids, the Scheme and its taker, Ana's two cards.
	const scheme = panel.getByRole('button', { name: /^The revealed Scheme/ });
	const di = panel
		.getByRole('group', { name: 'Who takes the unicorn?' })
		.getByRole('radio', { name: 'Di' });
	await expect(scheme).toContainText('Another player takes the unicorn');
	await expect(di).toBeChecked();
	await expect(count(ana, '2')).toBeChecked();

	// Ana's bid saved, the form stays half filled across it, and across another reload.
	await ana.getByRole('button', { name: 'Ana bids 5, the total of 2 cards' }).click();
	const bo = panel.getByRole('group', { name: 'Hunt cards of Bo' });
	await expect(bo).toBeVisible();
	await reloadOnceKept(page, id, '"taker":3');
	await expect(scheme).toContainText('Another player takes the unicorn');
	await expect(di).toBeChecked();

	// Finished: Bo's two cards, the others pass; the hunt settles with the Scheme said before.
	await bo.getByRole('button', { name: 'Bo bids 6, the total of 2 cards' }).click();
	for (const who of ['Cy', 'Di']) {
		await panel
			.getByRole('group', { name: `Hunt cards of ${who}` })
			.getByRole('button', { name: `${who} passes` })
			.click();
	}
	await expect(page.getByTestId('round-status')).toContainText('Unicorn 2 of 4');
	const events = (await stored(page, id)).events;
	// Each entry names its hunt (withRefs); the rest is what the table entered.
	expect(events.slice(-5).map((e) => ({ ...(e as object), hunt: undefined }))).toEqual([
		{ type: 'bid', player: 0, cards: 2, total: 5 },
		{ type: 'bid', player: 1, cards: 2, total: 6 },
		{ type: 'pass', player: 2 },
		{ type: 'pass', player: 3 },
		{ type: 'resolve', effect: 'taker', taker: 3 }
	]);
	// Saved: nothing of the form is kept.
	await expect.poll(async () => (await stored(page, id)).draft).toBeNull();
});

test("the Trojan Unicorn's swap asked under its hunt is still asked after a reload, as far as it was filled", async ({
	page
}) => {
	const id = 'drafts-trojan';
	await seedGame(page, { id, kind: 'ktu', players: NAMES, events: [SAMPLE_SETUP, ...ROW] });
	await page.goto(`/ktu/games/game?id=${id}`);
	const panel = page.getByTestId('hunt-panel');
	await revealThenCatch(panel, 'Trojan Unicorn: an exchange', 'Bo caught unicorn 1');
	const form = page.getByTestId('scheme-aftermath');
	// Bo gives their own starting unicorn rather than the one just caught.
	const mine = form.getByRole('group', { name: "Bo's unicorn" });
	await mine.getByText('Blue, 1 ★', { exact: true }).click();
	// The form starts on the unicorn just caught (1): the kept draft must hold the one tapped (0).
	await reloadOnceKept(page, id, '"kind":"exchange"', '"unicorn":0');

	await expect(form.getByRole('heading')).toHaveText(
		'Trojan Unicorn: which unicorns change hands?'
	);
	await expect(mine.getByRole('radio', { name: /^Blue, 1 ★/ })).toBeChecked();
	await form.getByRole('group', { name: 'Other player', exact: true }).getByText('Cy').click();
	await expect(form).toBeHidden();
	expect(await lastEvent(page, id)).toMatchObject({
		type: 'exchange',
		a: { player: 1, unicorn: 0 },
		b: { player: 2, unicorn: 0 }
	});
	await expect.poll(async () => (await stored(page, id)).draft).toBeNull();
	// Back on the game later: the swap is not asked again.
	await page.reload();
	await expect(page.getByTestId('hunt-panel')).toBeVisible();
	await expect(form).toHaveCount(0);
});

test('a log entry being corrected is open after a reload, with what was entered; saved, it is corrected', async ({
	page
}) => {
	const id = 'drafts-log';
	const events = [SAMPLE_SETUP, ...ROW, { type: 'bid', player: 0, cards: 1, total: 3 }];
	await seedGame(page, { id, kind: 'ktu', players: NAMES, events });
	await page.goto(`/ktu/games/game?id=${id}`);
	const log = page.getByTestId('game-log');
	await log.locator('summary').first().click();
	const entry = log.getByTestId('log-entry').first();
	await entry.getByTestId('log-open').click();
	await entry.getByLabel('Total').fill('4');
	await reloadOnceKept(page, id, '"total":4');

	await expect(log.getByLabel('Total')).toHaveValue('4');
	await log.getByRole('button', { name: 'Save' }).click();
	await expect(log.getByTestId('log-entry').first()).toContainText('4');
	expect(JSON.stringify(await lastEvent(page, id))).toContain('"total":4');
	// The entry's form is forgotten; the log, still open, is what the draft keeps.
	await expect
		.poll(async () => ((await stored(page, id)).draft as { forms?: object } | null)?.forms)
		.toEqual({ log: { key: 'open', value: true } });
});

test("the UU card's effect half entered comes back after a reload, and is then recorded", async ({
	page
}) => {
	const id = 'drafts-uu';
	await seedUuGame(
		page,
		id,
		['Léa', 'Bruno', 'Chloé'],
		[
			...[0, 1, 2].flatMap((player) => [
				{ type: 'played', player, card: 'unicorn', name: 'Basic Unicorn' },
				{ type: 'turn-ended' }
			]),
			{ type: 'played', player: 0, card: 'magic', name: 'Unicorn Poison' }
		]
	);
	await page.goto(`/uu/games/game?id=${id}`);
	const effect = page.getByTestId('card-effect');
	await effect.getByRole('button', { name: 'Destroy a unicorn' }).click();
	await reloadOnceKept(page, id, '"chosen":"destroy"');

	await expect(effect.getByRole('button', { name: 'Destroy a unicorn' })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await effect
		.getByRole('group', { name: "Bruno's Stable" })
		.getByRole('button', { name: 'Basic Unicorn', exact: true })
		.click();
	expect(await lastEvent(page, id)).toMatchObject({
		type: 'unicorn-removed',
		player: 1,
		name: 'Basic Unicorn'
	});
	await expect.poll(async () => (await stored(page, id)).draft).toBeNull();
});

test("the game log left open is open after a reload, in both games: the screen's copy shows it open, and the live screen keeps it so", async ({
	page
}) => {
	await seedGame(page, { id: 'drafts-open', kind: 'ktu', players: NAMES, events: [SAMPLE_SETUP] });
	await seedUuGame(page, 'drafts-open-uu', ['Léa', 'Bruno', 'Chloé']);
	for (const address of ['/ktu/games/game?id=drafts-open', '/uu/games/game?id=drafts-open-uu']) {
		await page.goto(address);
		await appStarted(page);
		const log = page.getByTestId('game-log');
		await expect(log).not.toHaveAttribute('open');
		await log.locator('summary').first().click();
		await expect(log).toHaveAttribute('open', '');
		const id = new URL(address, 'http://x').searchParams.get('id') ?? '';
		await reloadOnceKept(page, id, '"key":"open"');
		await appStarted(page);
		await expect(log).toHaveAttribute('open', '');
		// Closed, it stays closed.
		await log.locator('summary').first().click();
		await expect(log).not.toHaveAttribute('open');
		await expect
			.poll(async () => JSON.stringify((await stored(page, id)).draft))
			.not.toContain('"key":"open"');
		await page.reload();
		await appStarted(page);
		await expect(log).not.toHaveAttribute('open');
	}
});
