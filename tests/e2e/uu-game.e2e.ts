import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { Taps, reportTaps } from './taps';
import { BUDGETS } from '../../scripts/sizes.mjs';

// A whole 3-player Unstable Unicorns game played from the screen, counting every tap and key the
// table spends on its turns (the set-up's typed names apart): unicorns by tap and by a few
// letters, a card stopped by a Neigh and one let through by a Neigh on the Neigh, a steal, a
// destroy, a baby from the Nursery, a past turn corrected from the log, and a win at 7. It checks
// every Stable's count, the winner and the log (one entry a turn); `TAP_REPORT=<file>` writes
// `{ uuTurnTaps, uuTurns, uuLogEntries }` for scripts/bench-taps.mjs (npm run bench).

const PLAYERS = ['Ana', 'Ben', 'Cy'];

type Move =
	| { play: string; find?: string }
	| { card: 'A Magic card' | 'An Upgrade' | 'A Downgrade'; name: string }
	| { draw: true }
	| { neigh: string; again?: true }
	| { steal: string; from: string }
	| { destroy: string; from: string }
	| { baby: string }
	| { fix: { turn: number; to: string } };

/** Each turn's moves, in seat order from Ana; every turn ends with the pass. */
const TURNS: Move[][] = [
	[{ play: 'Basic Unicorn' }],
	[{ play: 'Rhinocorn', find: 'rhi' }, { neigh: 'Ana' }],
	[{ play: 'Basic Unicorn' }],
	[
		{ card: 'A Magic card', name: 'Blatant Thievery' },
		{ steal: 'Basic Unicorn', from: 'Cy' }
	],
	[{ draw: true }],
	[{ play: 'Basic Unicorn' }, { neigh: 'Ben' }, { neigh: 'Cy', again: true }],
	[{ play: 'Basic Unicorn' }],
	[
		{ card: 'A Magic card', name: 'Unicorn Poison' },
		{ destroy: 'Basic Unicorn', from: 'Ana' }
	],
	[{ play: 'Llamacorn', find: 'llam' }],
	[{ play: 'Basic Unicorn' }, { baby: 'Ana' }],
	[{ play: 'Basic Unicorn' }],
	[{ fix: { turn: 9, to: 'Narwhal' } }, { play: 'Basic Unicorn' }],
	[{ play: 'Basic Unicorn' }],
	[{ draw: true }],
	[{ card: 'An Upgrade', name: 'Yay' }],
	[{ play: 'Basic Unicorn' }]
];

async function move(page: Page, taps: Taps, m: Move, current: string) {
	const play = page.getByTestId('play');
	const neighBar = page.getByTestId('neigh-bar');
	if ('play' in m) {
		if (m.find) await taps.fill(play.getByRole('searchbox'), m.find);
		await taps.click(play.getByRole('button', { name: m.play, exact: true }));
		await expect(neighBar).toContainText(`${current} played ${m.play}.`);
	} else if ('card' in m) {
		await taps.click(play.getByRole('button', { name: m.card }));
		await taps.click(play.getByRole('button', { name: m.name, exact: true }));
		await expect(neighBar).toContainText(`${current} played the`);
	} else if ('draw' in m) {
		await taps.click(play.getByRole('button', { name: 'Draw a card' }));
	} else if ('neigh' in m) {
		await taps.click(
			neighBar.getByRole('button', { name: m.again ? 'Neigh that Neigh' : 'Neigh', exact: true })
		);
		await taps.click(
			neighBar
				.getByRole('group', { name: /^Who played the (Super )?Neigh\?$/ })
				.getByRole('button', { name: m.neigh })
		);
		await expect(neighBar).toContainText(
			m.again ? `It goes through: ${m.neigh}` : `It is stopped by ${m.neigh}`
		);
	} else if ('steal' in m || 'destroy' in m) {
		const name = 'steal' in m ? m.steal : m.destroy;
		await taps.click(
			page
				// Two of one name in a Stable carry the turn each came in: "Basic Unicorn (turn 3)".
				.getByRole('button', {
					name: new RegExp(`^Steal, destroy or move ${name}( \\(.+\\))? in ${m.from}'s Stable$`)
				})
				.first()
		);
		await taps.click(
			page.getByRole('button', { name: 'steal' in m ? `${current} steals it` : 'Destroyed' })
		);
	} else if ('baby' in m) {
		await taps.click(
			page.getByRole('button', {
				name: `Baby from the Nursery into ${m.baby}'s Stable`
			})
		);
	} else {
		const log = page.getByTestId('game-log');
		await taps.click(log.locator('summary').first());
		const entry = log
			.getByTestId('log-entry')
			.filter({ hasText: `Turn ${m.fix.turn} ·` })
			.first();
		// A turn with one unicorn played offers its name's correction as soon as it opens.
		await taps.click(entry.getByTestId('log-open'));
		await taps.click(entry.getByRole('button', { name: m.fix.to, exact: true }));
		await expect(entry).toContainText(`played ${m.fix.to}.`);
		// The log folds away again: one more tap, as a table would.
		await taps.click(log.locator('summary').first());
	}
}

test('a 16-turn three-player game: Neighs, a steal, a destroy, a correction and a win at 7', async ({
	page
}) => {
	await page.goto('/uu/games/new');
	await page.getByRole('button', { name: 'Add a player' }).click();
	for (const [i, name] of PLAYERS.entries())
		await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 1 · Ana plays');

	const taps = new Taps();
	for (const [i, moves] of TURNS.entries()) {
		const current = PLAYERS[i % PLAYERS.length] ?? '';
		await expect(page.getByTestId('turn-title')).toHaveText(`Turn ${i + 1} · ${current} plays`);
		for (const m of moves) await move(page, taps, m, current);
		if (i < TURNS.length - 1) await taps.click(page.getByTestId('pass-turn'));
	}

	// The winning unicorn was just played: the win is announced, with what a Neigh on it would do.
	await expect(page.getByTestId('winner-banner')).toContainText('Ana wins with 7 unicorns!');
	// Ana: baby, 6 Basic Unicorns played or stolen, one destroyed, a baby from the Nursery.
	await expect(page.getByTestId('count-0')).toHaveText('7 / 7 unicorns');
	// Ben: baby, Basic Unicorn (turn 11); Rhinocorn was stopped.
	await expect(page.getByTestId('count-1')).toHaveText('2 / 7 unicorns');
	await expect(page.getByTestId('stable-1')).not.toContainText('Rhinocorn');
	// Cy: baby, Basic Unicorn let through (turn 6), Narwhal (turn 9, corrected), Basic (turn 12);
	// the first Basic Unicorn was stolen.
	await expect(page.getByTestId('count-2')).toHaveText('4 / 7 unicorns');
	await expect(page.getByTestId('stable-2')).toContainText('Narwhal');

	const log = page.getByTestId('game-log');
	// One entry a turn and the set-up's, as the log's bar counts them.
	const counted = /(\d+) entries/u.exec((await log.locator('summary').first().innerText()) ?? '');
	const entries = Number(counted?.[1]);
	expect(entries).toBe(TURNS.length + 1);
	await log.locator('summary').first().click();
	// The win is the log's own entry, after the last turn's: never read as part of that turn.
	await expect(log.getByTestId('log-closing')).toHaveText(
		/After the game\s*Ana has 7 unicorns and wins\./
	);
	await expect(log.getByTestId('log-entry').first()).toContainText('Ana played Basic Unicorn.');
	await expect(log.getByTestId('log-entry').first()).not.toContainText('wins');
	// Older rounds are folded: the jump opens one.
	await log.locator('nav').getByRole('button', { name: 'Round 1' }).click();
	await expect(log.getByTestId('log-entry').filter({ hasText: 'Turn 2 ·' })).toContainText(
		"Ben played Rhinocorn. Ana played a Neigh on Ben's card: it is stopped."
	);
	await log.locator('nav').getByRole('button', { name: 'Round 2' }).click();
	await expect(log.getByTestId('log-entry').filter({ hasText: 'Turn 6 ·' })).toContainText(
		"Cy played Basic Unicorn. Ben played a Neigh on Cy's card: it is stopped. Cy Neighed Ben's Neigh: the card goes through."
	);
	// The corrected turn still says what it read before the correction.
	await log.locator('nav').getByRole('button', { name: 'Round 3' }).click();
	const fixed = log.getByTestId('log-entry').filter({ hasText: 'Turn 9 ·' });
	await expect(fixed).toContainText('Cy played Narwhal.');
	await expect(fixed).toContainText('Before the correction: Cy played Llamacorn.');
	const turns = TURNS.length;
	console.log(
		`UU game: ${taps.count} taps and keys over ${turns} turns (${(taps.count / turns).toFixed(2)} a turn), ${entries} log entries shown`
	);
	reportTaps({ uuTurnTaps: taps.count, uuTurns: turns, uuLogEntries: entries });
	expect(taps.count / turns).toBeLessThanOrEqual(BUDGETS.taps.uuTurn);
});
