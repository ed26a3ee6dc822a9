import type { Locator, Page } from '@playwright/test';
import { AFTERMATH, COLOR, EFFECT, ITEM } from './ktu-words';
import { offlineTest as test, expect, waitForServiceWorker } from './fixtures';
import { Taps, reportTaps } from './taps';
import { STARTER_STARS } from '../../src/lib/games/kill-the-unicorns/colors';
import { replay } from '../../src/lib/tracker/log';
import { ktuReducer } from '../../src/lib/tracker/ktu/reducer';
import { roundEvents } from '../../src/lib/tracker/ktu/sample-game';
import {
	RESULT,
	ROUNDS,
	SETUP,
	SETUP_DEFAULTS,
	TYPO,
	type GameHunt,
	type GameRound
} from './ktu-game-script';
import { BUDGETS } from '../../scripts/sizes.mjs';

/** The tap goals, one table for this test and the bench (scripts/bench-taps.mjs). */
const TAPS = BUDGETS.taps;

// A whole 4-player Kill the Unicorns game played at the table (the script and its hand-checked
// final count are in ktu-game-script.ts), counting every tap and key the table spends: once in
// quick entry ("who caught it", the 2 disputed hunts with their bids), once with the bids of every
// hunt. `TAP_REPORT=<file>` writes `{ quick, fullBids }` for scripts/bench-taps.mjs (npm run
// bench).

const NAMES = SETUP.players.map((p) => p.name);
const name = (seat: number) => NAMES[seat] ?? '';

/** Who won each hunt before any Scheme and who took the unicorn, from the script's bids. */
function winners(): { winner: number | null; taker: number | null }[] {
	const { state, refused } = replay(ktuReducer, [SETUP, ...ROUNDS.flatMap(roundEvents)]);
	if (refused.length > 0) throw new Error(`The script breaks a rule: ${JSON.stringify(refused)}`);
	return state.hunts.map((h) => ({ winner: h.winner, taker: h.taker }));
}

async function setUp(page: Page, taps: Taps) {
	await page.goto('/ktu/games/new');
	// The offline stretch reloads the page: the service worker must hold the app by then.
	await waitForServiceWorker(page);
	for (const [i, p] of SETUP.players.entries()) {
		const n = i + 1;
		await taps.fill(page.getByLabel(`Name of player ${n}`, { exact: true }), p.name);
		// The form proposes a colour per seat: only a different one costs a tap.
		if (SETUP_DEFAULTS[i] !== p.starter.color) {
			await taps.click(
				page
					.getByRole('group', { name: `Starting Unicorn of player ${n}: colour` })
					.getByText(COLOR[p.starter.color], { exact: true })
			);
		}
		// Each starter is proposed at 1 star, as it is a colour: another value is one tap.
		if (p.starter.stars !== STARTER_STARS) {
			await taps.click(
				page
					.getByRole('group', { name: `Starting Unicorn of player ${n}: stars` })
					.getByText(String(p.starter.stars), { exact: true })
			);
		}
	}
	await taps.click(page.getByRole('button', { name: 'Start the game' }));
	await page.waitForURL(/\/ktu\/games\/game\?id=/);
}

/**
 * A unicorn of the row, two taps in either order: its colour, then its stars (the tap on a common
 * value saves it; a legendary unicorn's tap is the whole entry, worth 4 stars, ktu.legendary); or,
 * stars first (such a star was once dropped without a word), the form says the colour is missing
 * and the colour's tap saves it.
 */
async function enterUnicorn(
	scope: Locator,
	taps: Taps,
	n: number,
	unicorn: { color: keyof typeof COLOR | null; stars: number; starsFirst: boolean }
) {
	const { color, stars, starsFirst } = unicorn;
	const colour = scope
		.getByRole('group', { name: `Colour of unicorn ${n}` })
		.getByText(color === null ? 'Legendary' : COLOR[color], { exact: true });
	const star = scope
		.getByRole('group', { name: `Stars of unicorn ${n}` })
		.getByRole('button', { name: String(stars), exact: true });
	if (!starsFirst) {
		await taps.click(colour);
		if (color !== null) await taps.click(star);
		return;
	}
	await taps.click(star);
	await expect(scope.getByTestId('unicorn-missing')).toHaveText(
		`${stars} ★ noted: now its colour, and the unicorn is saved.`
	);
	await taps.click(colour);
}

async function enterRow(page: Page, taps: Taps, round: GameRound, r: number) {
	for (const [i, u] of round.unicorns.entries()) {
		const stars = r === TYPO.round && i === TYPO.slot ? TYPO.typed : u.stars;
		// Round 2's row is entered stars first, the others colour first.
		await enterUnicorn(page.getByTestId('row-section'), taps, i + 1, {
			color: u.color,
			stars,
			starsFirst: r === 1
		});
		await expect(page.getByTestId('row').locator('li').nth(i)).toContainText(`${stars} ★`);
	}
	// The last Scheme placed starts the hunts: nothing to confirm.
	for (const [player, slot] of round.schemes) {
		await taps.click(
			page.getByRole('button', { name: `${name(player)}: Scheme on unicorn ${slot + 1}` })
		);
	}
	await expect(page.getByTestId('hunt-panel')).toBeVisible();
}

/** What the revealed Scheme does: two taps, its folded choice opened, then the Scheme. */
async function pickScheme(panel: Locator, taps: Taps, label: string) {
	await taps.click(panel.getByRole('button', { name: /^The revealed Scheme/ }));
	await taps.click(
		panel.getByRole('group', { name: 'The revealed Scheme' }).getByText(label, { exact: true })
	);
}

async function quickHunt(
	page: Page,
	taps: Taps,
	hunt: GameHunt,
	{ winner, taker }: { winner: number | null; taker: number | null }
) {
	const panel = page.getByTestId('hunt-panel');
	const effect = hunt.scheme?.effect;
	// What the revealed Scheme does is folded, left on "nothing" unless it did something.
	if (winner !== null && effect && effect !== 'no-effect') {
		await pickScheme(panel, taps, EFFECT[effect]);
	}
	if (hunt.aftermath) {
		await pickScheme(panel, taps, AFTERMATH[hunt.aftermath.kind]);
	}
	if (winner === null) {
		// One tap says why: the bids tied, or everyone passed.
		const tied = hunt.entries.some((entry) => 'cards' in entry);
		const why = tied ? 'It ran away: the bids tied' : 'It ran away: everyone passed';
		await taps.click(panel.getByRole('button', { name: why }));
		return;
	}
	await taps.click(panel.getByRole('button', { name: new RegExp(`^${name(winner)} caught`) }));
	if (effect === 'taker' || effect === 'size') {
		await taps.click(
			taker === null
				? panel.getByRole('button', { name: 'Nobody: every total cancelled, it fled' })
				: panel.getByRole('button', { name: name(taker), exact: true })
		);
	}
}

/**
 * The bids as the cards are revealed; the last entry settles the hunt. What the winner's Scheme
 * does is said once beside the bids: a Scheme that changes nothing costs no tap.
 */
async function fullHunt(page: Page, taps: Taps, hunt: GameHunt) {
	const panel = page.getByTestId('hunt-panel');
	const scheme = hunt.scheme;
	if (scheme && (scheme.effect !== 'no-effect' || hunt.aftermath)) {
		const choice = hunt.aftermath ? AFTERMATH[hunt.aftermath.kind] : EFFECT[scheme.effect];
		await pickScheme(panel, taps, choice);
		if (scheme.taker !== undefined) {
			await taps.click(
				panel
					.getByRole('group', { name: 'Who takes the unicorn?' })
					.getByText(name(scheme.taker), { exact: true })
			);
		}
	}
	for (const entry of hunt.entries) {
		const who = name(entry.player);
		// The pad moves on to the next player by itself: wait for it before tapping.
		const pad = panel.getByRole('group', { name: `Hunt cards of ${who}` });
		if ('pass' in entry) {
			await taps.click(pad.getByRole('button', { name: `${who} passes` }));
			continue;
		}
		// The hand is not known: one tap on the total (the lead plays one card unless told more).
		if (entry.cards.length !== 1 && !(await pad.getByText('The lead played').isVisible())) {
			await taps.click(
				pad
					.getByRole('group', { name: 'How many cards did they play?' })
					.getByText(String(entry.cards.length), { exact: true })
			);
		}
		const total = entry.cards.reduce((a, b) => a + b, 0);
		const count = entry.cards.length;
		// Above the keys, where the eye is, what they mean: one card's value or the cards' total.
		const keys = pad.getByRole('group', {
			name: count === 1 ? 'Value of the card' : `Total of the ${count} cards`
		});
		await expect(pad.getByTestId('keys-label')).toHaveText(
			count === 1 ? 'Value of the card' : `Total of the ${count} cards`
		);
		await taps.click(
			keys.getByRole('button', {
				name:
					count === 1 ? `${who} bids ${total}` : `${who} bids ${total}, the total of ${count} cards`
			})
		);
	}
	// Nothing more to tap: the Scheme is applied as the cards are revealed.
	await expect(page.getByTestId('scheme-panel')).toHaveCount(0);
}

async function shop(page: Page, taps: Taps, round: GameRound, last: boolean) {
	const panel = page.getByTestId('market-panel');
	// A round's end is one tap whoever has not chosen: the passes after the last purchase are not
	// tapped. The game's end asks first while someone has not chosen: there every pass is tapped.
	const buys = round.market.filter((m) => !('pass' in m));
	const market = last
		? round.market
		: round.market.slice(0, round.market.indexOf(buys.at(-1)!) + 1);
	for (const m of market) {
		const form = panel.getByTestId('purchase-form');
		await expect(form.getByRole('heading')).toHaveText(`${name(m.player)} at the Black Market`);
		if ('pass' in m) {
			await taps.click(panel.getByRole('button', { name: `${name(m.player)} passes` }));
			await expect(panel.getByTestId(`queue-${m.player}`)).toContainText('passed');
			continue;
		}
		await taps.click(form.getByRole('radio', { name: ITEM[m.item] }));
		if (m.color) {
			await taps.click(
				form
					.getByRole('group', { name: 'Colour of the token' })
					.getByText(COLOR[m.color], { exact: true })
			);
		}
		// A buyer's only unicorn is chosen from the start (the purchase may be saved already).
		const which = form.getByRole('group', { name: /On which unicorn|Which unicorn goes/ });
		const bought = panel.getByTestId(`queue-${m.player}`).filter({ hasText: 'bought' });
		await expect(bought.or(which)).toBeVisible();
		if ((await which.getByRole('radio').count()) > 1) {
			await taps.click(which.getByRole('radio').nth(m.unicorn));
		}
		if (m.pate !== undefined) {
			await taps.click(form.getByRole('radio', { name: `${m.pate} points` }));
		}
		await expect(panel.getByTestId(`queue-${m.player}`)).toContainText('bought');
	}
	await taps.click(
		page.getByRole('button', { name: last ? 'End the game and count the points' : 'End the round' })
	);
	// Shown once saved: a reload right after the tap (the offline one after round 3) could
	// otherwise come before the save, and the page would rightly still be at the Black Market.
	await expect(page.getByTestId(last ? 'final-score' : 'row-section')).toBeVisible();
}

/**
 * Round 3: the star value typed wrong in round 1 is set right from the game log: the log, its
 * round 1 (folded, the current round is open), the entry, the right value.
 */
async function fixTypo(page: Page, taps: Taps) {
	const log = page.getByTestId('game-log');
	await taps.click(log.locator('summary').first());
	await taps.click(log.getByRole('navigation').getByRole('button', { name: 'Round 1' }));
	const u = ROUNDS[TYPO.round]?.unicorns[TYPO.slot];
	if (!u || u.color === null) throw new Error('The typo is a coloured unicorn of the script');
	const entry = log
		.getByTestId('log-entry')
		.filter({ hasText: `Unicorn ${TYPO.slot + 1} turns up: ${COLOR[u.color]}, ${TYPO.typed} ★` });
	await expect(entry).toHaveCount(1);
	await taps.click(entry.getByTestId('log-open'));
	// The form opens on the colour entered: the right star value is the one tap that saves it.
	await taps.click(
		entry.getByRole('group', { name: `Stars of unicorn ${TYPO.slot + 1}` }).getByRole('button', {
			name: String(u.stars),
			exact: true
		})
	);
	await expect(
		log.getByTestId('log-entry').filter({
			hasText: `Unicorn ${TYPO.slot + 1} turns up: ${COLOR[u.color]}, ${u.stars} ★`
		})
	).toHaveCount(1);
	await expect(log.getByTestId('log-refused')).toHaveCount(0);
}

/**
 * The Zombie's discard or the Trojan's exchange, asked right under the hunt at the Scheme's
 * reveal: it starts from the player who took the unicorn and that unicorn, the last choice
 * records it.
 */
async function aftermath(page: Page, taps: Taps, hunt: GameHunt) {
	const after = hunt.aftermath;
	if (!after) return;
	const form = page.getByTestId('scheme-aftermath');
	const pick = async (group: string, label: string) =>
		taps.click(form.getByRole('group', { name: group, exact: true }).getByText(label));
	if (after.kind === 'exchange') {
		await pick('Other player', name(after.other));
		await pick('Their unicorn', after.unicorn);
	} else {
		await pick('Unicorn', after.unicorn);
	}
	await expect(form).toBeHidden();
	// Said where the form was, Undo one tap away in the bar (the screen once said nothing at all).
	await expect(page.getByTestId('scheme-recorded')).toContainText(
		after.kind === 'exchange' ? 'Trojan Unicorn recorded:' : 'Zombie Unicorn recorded:'
	);
	// Read back in the log, opened if a reload closed it (a look, not part of the move).
	const details = page.getByTestId('game-log');
	if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
		await details.locator('summary').first().click();
	await expect(details.getByTestId('log-entry').first()).toContainText(
		after.kind === 'exchange' ? 'Trojan Unicorn:' : 'Zombie Unicorn:'
	);
}

async function playGame(page: Page, full: boolean): Promise<number> {
	const taps = new Taps();
	const won = winners();
	await setUp(page, taps);
	let hunt = 0;
	for (const [r, round] of ROUNDS.entries()) {
		await enterRow(page, taps, round, r);
		for (const [h, script] of round.hunts.entries()) {
			if (r === TYPO.fixedIn && h === TYPO.afterHunt) await fixTypo(page, taps);
			const bids = full || script.full === true;
			const panel = page.getByTestId('hunt-panel');
			const toBids = panel.getByRole('button', { name: 'Enter the bids' });
			if (full && hunt > 0 && (await toBids.isVisible())) {
				// The choice is the screen's, not the game's: after the reload it is made again.
				await taps.click(toBids);
				await taps.click(panel.getByRole('button', { name: 'Bids for every hunt' }));
			} else if (bids && hunt === 0) {
				// The table settles the bids of every hunt: chosen once, at the first hunt.
				await taps.click(panel.getByRole('button', { name: 'Enter the bids' }));
				if (full) await taps.click(panel.getByRole('button', { name: 'Bids for every hunt' }));
			} else if (bids && !full) {
				// A disputed hunt: its bids only, the next hunt is back to "who caught it".
				await taps.click(panel.getByRole('button', { name: 'Enter the bids' }));
			}
			if (bids) await fullHunt(page, taps, script);
			else await quickHunt(page, taps, script, won[hunt] ?? { winner: null, taker: null });
			await aftermath(page, taps, script);
			hunt += 1;
			await expect(page.getByTestId('results').locator('> li')).toHaveCount(hunt);
		}
		if (r === 1) {
			// A reload in the middle of the game, then a stretch offline: nothing is lost.
			await page.reload();
			await expect(page.getByTestId('market-panel')).toBeVisible();
			await page.context().setOffline(true);
		}
		await shop(page, taps, round, r === ROUNDS.length - 1);
		if (r === 2) {
			// Still offline: a reload is served by the service worker, and the game is all there.
			const response = await page.reload();
			expect(response?.fromServiceWorker()).toBe(true);
			await expect(page.getByTestId('results').locator('> li')).toHaveCount(hunt);
			await page.context().setOffline(false);
		}
	}
	await expect(page.getByTestId('final-score')).toBeVisible();
	await expect(page.getByTestId('player-total')).toHaveText(RESULT.totals.map(String));
	await expect(page.getByTestId('final-winner')).toHaveText(`${RESULT.winner} wins!`);
	// It survives a reload, and the saved games list says who won with how many points.
	await page.reload();
	await expect(page.getByTestId('final-winner')).toHaveText(`${RESULT.winner} wins!`);
	await page.goto('/ktu/games');
	await expect(page.getByTestId('saved-progress')).toHaveText(
		`Game over: ${RESULT.winner} wins with ${Math.max(...RESULT.totals)} points`
	);
	return taps.count;
}

test(`a whole game in quick entry, within ${TAPS.quick} taps and keys`, async ({ page }) => {
	const quick = await playGame(page, false);
	reportTaps({ quick });
	console.log(`quick entry: ${quick} taps and keys`);
	expect(quick).toBeLessThanOrEqual(TAPS.quick);
});

test(`the same game with the bids of every hunt, within ${TAPS.fullBids} taps and keys`, async ({
	page
}) => {
	const fullBids = await playGame(page, true);
	reportTaps({ fullBids });
	console.log(`full bids: ${fullBids} taps and keys`);
	expect(fullBids).toBeLessThanOrEqual(TAPS.fullBids);
});
