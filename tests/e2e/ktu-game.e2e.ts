import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { COLOR, EFFECT, ITEM } from './ktu-words';
import { test, expect } from './fixtures';
import { replay } from '../../src/lib/tracker/log';
import { ktuReducer } from '../../src/lib/tracker/ktu/reducer';
import {
	SAMPLE_RESULT,
	SAMPLE_ROUNDS,
	SAMPLE_SCHEME_POINTS,
	SAMPLE_SETUP,
	roundEvents,
	type HuntScript,
	type RoundScript
} from '../../src/lib/tracker/ktu/sample-game';

// A whole 4-player game played at the table, counting every tap and key (issue 11): once in quick
// entry ("who caught it"), once with the bids of every hunt. `TAP_REPORT=<file>` writes
// `{ quick, fullBids }` for scripts/bench-taps.mjs.
// PENDING (see the report on branch quick): the Trojan exchange, the Zombie discard and the
// round-1 star fix wait for the log branch; the final totals are the sample game's
// (SAMPLE_RESULT, worked out in sample-game.ts), not yet a hand-checked game of 16 hunts with
// exactly 2 full-bid hunts.

const NAMES = SAMPLE_SETUP.players.map((p) => p.name);
const name = (seat: number) => NAMES[seat] ?? '';

/** Every tap and key the table spends: a click is 1, a fill is one key per character. */
class Taps {
	count = 0;
	async click(target: Locator) {
		this.count += 1;
		await target.click();
	}
	async fill(target: Locator, text: string) {
		this.count += text.length;
		await target.fill(text);
	}
}

/** Who won each hunt before any Scheme and who took the unicorn, from the script's bids. */
function winners(): { winner: number | null; taker: number | null }[] {
	const events = [SAMPLE_SETUP, ...SAMPLE_ROUNDS.flatMap(roundEvents)];
	const { state } = replay(ktuReducer, events);
	return state.hunts.map((h) => ({ winner: h.winner, taker: h.taker }));
}

async function setUp(page: Page, taps: Taps) {
	await page.goto('/ktu/games/new');
	for (const [i, p] of SAMPLE_SETUP.players.entries()) {
		const n = i + 1;
		await taps.fill(page.getByLabel(`Name of player ${n}`, { exact: true }), p.name);
		await taps.click(
			page
				.getByRole('group', { name: `Starting Unicorn of player ${n}: colour` })
				.getByText(COLOR[p.starter.color], { exact: true })
		);
		await taps.fill(
			page.getByLabel(`Starting Unicorn of player ${n}: stars`),
			String(p.starter.stars)
		);
	}
	await taps.click(page.getByRole('button', { name: 'Start the game' }));
	await page.waitForURL(/\/ktu\/games\/game\?id=/);
}

async function enterRow(page: Page, taps: Taps, round: RoundScript) {
	for (const [i, u] of round.unicorns.entries()) {
		const n = i + 1;
		await taps.click(
			page
				.getByRole('group', { name: `Colour of unicorn ${n}` })
				.getByText(u.color === null ? 'Legendary' : COLOR[u.color], { exact: true })
		);
		await taps.fill(page.getByLabel(`Stars of unicorn ${n}`), String(u.stars));
		await taps.click(page.getByRole('button', { name: `Save unicorn ${n}` }));
		await expect(page.getByTestId('row').locator('li').nth(i)).toContainText(`${u.stars} ★`);
	}
	for (const [player, slot] of round.schemes) {
		await taps.click(
			page.getByRole('button', { name: `${name(player)}: Scheme on unicorn ${slot + 1}` })
		);
	}
	await taps.click(page.getByRole('button', { name: 'Start the hunts' }));
	await expect(page.getByTestId('hunt-panel')).toBeVisible();
}

async function quickHunt(
	page: Page,
	taps: Taps,
	hunt: HuntScript,
	{ winner, taker }: { winner: number | null; taker: number | null }
) {
	const panel = page.getByTestId('hunt-panel');
	if (hunt.scheme && hunt.scheme.effect !== 'no-effect') {
		await taps.click(panel.getByRole('button', { name: EFFECT[hunt.scheme.effect] }));
	}
	// A first player who passed before anyone bid hands the token on (ktu.pass).
	const first = hunt.entries[0];
	if (first && 'pass' in first && winner !== first.player) {
		await taps.click(panel.getByRole('button', { name: `${name(first.player)} passed first` }));
	}
	if (winner === null) await taps.click(panel.getByRole('button', { name: 'It fled' }));
	else await taps.click(panel.getByRole('button', { name: new RegExp(`^${name(winner)} caught`) }));
	const effect = hunt.scheme?.effect;
	if (winner !== null && (effect === 'taker' || effect === 'size')) {
		await taps.click(
			taker === null
				? panel.getByRole('button', { name: 'Nobody: a tie, it fled' })
				: panel.getByRole('button', { name: name(taker), exact: true })
		);
	}
}

async function fullHunt(page: Page, taps: Taps, hunt: HuntScript) {
	const panel = page.getByTestId('hunt-panel');
	for (const entry of hunt.entries) {
		const who = name(entry.player);
		if ('pass' in entry) {
			await taps.click(panel.getByRole('button', { name: `${who} passes` }));
		} else {
			for (const value of entry.cards) {
				await taps.click(panel.getByRole('button', { name: `Add a card worth ${value}` }));
			}
			await taps.click(panel.getByRole('button', { name: `${who} bids` }));
		}
		await expect(panel.getByTestId(`entry-${entry.player}`)).toBeVisible();
	}
	await taps.click(panel.getByRole('button', { name: 'Reveal the cards and settle the hunt' }));
	if (hunt.scheme) {
		const scheme = page.getByTestId('scheme-panel');
		await taps.click(scheme.getByRole('radio', { name: EFFECT[hunt.scheme.effect] }));
		if (hunt.scheme.taker !== undefined) {
			await taps.click(scheme.getByRole('radio', { name: name(hunt.scheme.taker), exact: true }));
		}
		await taps.click(scheme.getByRole('button', { name: 'Apply the Scheme' }));
	}
}

async function shop(page: Page, taps: Taps, round: RoundScript, last: boolean) {
	const panel = page.getByTestId('market-panel');
	for (const [i, m] of round.market.entries()) {
		if ('pass' in m) {
			// "End the round" passes for whoever is still to choose: only a pass before a purchase taps.
			if (i === round.market.length - 1) continue;
			await taps.click(panel.getByRole('button', { name: `${name(m.player)} passes` }));
			await expect(panel.getByTestId(`queue-${m.player}`)).toContainText('passed');
			continue;
		}
		const form = panel.getByTestId('purchase-form');
		await expect(form.getByRole('heading')).toHaveText(`${name(m.player)} at the Black Market`);
		await taps.click(form.getByRole('radio', { name: ITEM[m.item] }));
		if (m.color) {
			await taps.click(
				form
					.getByRole('group', { name: 'Colour of the token' })
					.getByText(COLOR[m.color], { exact: true })
			);
		}
		await taps.click(
			form
				.getByRole('group', { name: /On which unicorn|Which unicorn goes/ })
				.getByRole('radio')
				.nth(m.unicorn)
		);
		if (m.pate !== undefined) {
			await taps.click(form.getByRole('radio', { name: `${m.pate} points` }));
		}
		await expect(panel.getByTestId(`queue-${m.player}`)).toContainText('bought');
	}
	await taps.click(
		page.getByRole('button', { name: last ? 'End the game and count the points' : 'End the round' })
	);
}

async function playGame(page: Page, full: boolean): Promise<number> {
	const taps = new Taps();
	const won = winners();
	await setUp(page, taps);
	let hunt = 0;
	for (const [r, round] of SAMPLE_ROUNDS.entries()) {
		await enterRow(page, taps, round);
		for (const h of round.hunts) {
			const panel = page.getByTestId('hunt-panel');
			const toBids = panel.getByRole('button', { name: 'Enter the bids' });
			if (full && (await toBids.isVisible())) await taps.click(toBids);
			if (full) await fullHunt(page, taps, h);
			else await quickHunt(page, taps, h, won[hunt] ?? { winner: null, taker: null });
			hunt += 1;
			await expect(page.getByTestId('results').locator('> li')).toHaveCount(hunt);
		}
		if (r === 1) {
			// A reload in the middle of the game, then a stretch offline: nothing is lost.
			await page.reload();
			await page.context().setOffline(true);
		}
		await shop(page, taps, round, r === SAMPLE_ROUNDS.length - 1);
		if (r === 2) await page.context().setOffline(false);
	}
	await expect(page.getByTestId('final-score')).toBeVisible();
	for (const [seat, points] of SAMPLE_SCHEME_POINTS.entries()) {
		if (points === 0) continue;
		const card = page
			.getByTestId('score-card')
			.filter({ has: page.getByRole('heading', { name: name(seat), exact: true }) });
		await taps.fill(card.getByLabel(`Scheme points of ${name(seat)}`), String(points));
		await taps.click(card.getByRole('button', { name: 'Save' }));
	}
	// SAMPLE_RESULT: worked out by hand in sample-game.ts (Bo and Cy tie on 24, Ana wins with 12).
	await expect(page.getByTestId('player-total')).toHaveText(SAMPLE_RESULT.totals.map(String));
	await expect(page.getByTestId('final-winner')).toHaveText(`${SAMPLE_RESULT.winner} wins!`);
	return taps.count;
}

const counts: { quick?: number; fullBids?: number } = {};

test.describe.configure({ mode: 'serial' });

// Not finished (issue 11 stays open): the script stops at round 1's Black Market, where the form
// asks a different buyer than the script expects. Marked fixme so it is listed, not silently gone.
test.fixme('a whole game in quick entry', async ({ page }) => {
	test.setTimeout(240_000);
	counts.quick = await playGame(page, false);
});

test.fixme('the same game with the bids of every hunt', async ({ page }) => {
	test.setTimeout(240_000);
	counts.fullBids = await playGame(page, true);
	const report = process.env.TAP_REPORT;
	if (report) writeFileSync(report, JSON.stringify(counts));
});
