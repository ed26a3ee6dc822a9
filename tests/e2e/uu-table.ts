// Driving the Unstable Unicorns game screen as a table does, by tap: a new game, the turn's card,
// a unicorn arriving in a Stable, a unicorn's menu, the game log. Shared by the UU end-to-end
// tests; each step waits on what the screen shows once it is recorded.
import type { Locator, Page } from '@playwright/test';
import { appStarted, expect } from './fixtures';
import { stored } from './seed';
import { Taps } from './taps';

/** Taps without counting them (a test that counts passes its own `Taps`). */
const uncounted = new Taps();

/** Sets up a game from /uu/games/new with these players (default babies) and opens it. */
export async function newGame(page: Page, players: string[], taps = uncounted): Promise<void> {
	await page.goto('/uu/games/new');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('New game');
	for (let i = 2; i < players.length; i++) {
		await taps.click(page.getByRole('button', { name: 'Add a player' }));
		// The new name field has the focus: the next thing typed is the name.
		await expect(page.getByLabel(`Player ${i + 1}`, { exact: true })).toBeFocused();
	}
	for (const [i, name] of players.entries()) {
		await taps.fill(page.getByLabel(`Player ${i + 1}`, { exact: true }), name);
		await expect(page.getByLabel(`Baby unicorn of player ${i + 1}`)).toHaveValue('Baby Unicorn');
	}
	await taps.click(page.getByRole('button', { name: 'Start the game' }));
	await expect(page).toHaveURL(/\/uu\/games\/game\?id=/);
	await expect(page.getByTestId('turn-title')).toHaveText(`Turn 1 · ${players[0]} plays`);
}

/** `target` is whole on screen, not under the game's bar stuck to the bottom. */
export async function expectAboveBar(page: Page, target: Locator): Promise<void> {
	await expect(target).toBeInViewport({ ratio: 1 });
	const box = await target.boundingBox();
	const bar = await page.locator('[data-page-bar]').boundingBox();
	expect(box && bar && box.y + box.height <= bar.y).toBe(true);
}

export const count = (page: Page, seat: number) => page.getByTestId(`count-${seat}`);
export const stable = (page: Page, seat: number) => page.getByTestId(`stable-${seat}`);
/** The names of the unicorns in a Stable, in order. */
export const unicorns = (page: Page, seat: number) => stable(page, seat).locator('.unicorn .name');

/**
 * Picks `name` in a unicorn picker: tapped among the names it shows, or found by `find` (a few
 * letters typed in its search box); `own`: a name the list does not hold, added as typed.
 */
export async function pick(
	picker: Locator,
	name: string,
	{ find, own = false, taps = uncounted }: { find?: string; own?: boolean; taps?: Taps } = {}
): Promise<void> {
	if (find !== undefined || own) await taps.fill(picker.getByRole('searchbox'), find ?? name);
	await taps.click(picker.getByRole('button', { name: own ? `Add “${name}”` : name, exact: true }));
}

/** The player whose turn it is plays a unicorn as the turn's card: it is in their Stable. */
export async function playUnicorn(
	page: Page,
	player: string,
	name: string,
	options: { find?: string; own?: boolean; taps?: Taps } = {}
): Promise<void> {
	await pick(page.getByTestId('play'), name, options);
	await expect(page.getByTestId('neigh-bar')).toContainText(`${player} played ${name}.`);
}

/** A unicorn arrives in `player`'s Stable (a card's effect): the picker closes once it is in. */
export async function arrives(
	page: Page,
	seat: number,
	player: string,
	name: string,
	options: { find?: string; own?: boolean; taps?: Taps } = {}
): Promise<Locator> {
	const taps = options.taps ?? uncounted;
	const toggle = stable(page, seat).getByRole('button', {
		name: `Another unicorn arrives in ${player}'s Stable`
	});
	await taps.click(toggle);
	const picker = stable(page, seat).getByRole('group', {
		name: `Unicorn arriving in ${player}'s Stable`
	});
	await pick(picker, name, { find: options.find ?? name, own: options.own, taps });
	// Written, the picker closes; refused, it stays open with the reason. Until then a tap on the
	// toggle would close the picker still open for this one.
	const refusal = page.getByTestId('refusal');
	await expect
		.poll(async () => (await picker.count()) === 0 || (await refusal.count()) > 0)
		.toBe(true);
	return picker;
}

/** Opens the menu of the `nth` unicorn called `name` in `player`'s Stable. */
export async function change(
	page: Page,
	seat: number,
	player: string,
	name: string,
	{ nth = 0, taps = uncounted }: { nth?: number; taps?: Taps } = {}
): Promise<Locator> {
	const item = stable(page, seat)
		.locator('.unicorn')
		.filter({
			// Two of one name in a Stable carry the turn each came in: "Baby Unicorn (turn 1)".
			has: page.getByRole('button', {
				name: new RegExp(`^Steal, destroy or move ${name}( \\(.+\\))? in ${player}'s Stable$`)
			})
		})
		.nth(nth);
	await taps.click(item.getByRole('button', { name: /^Steal, destroy or move / }));
	return item;
}

/** Passes the turn from the bar to `next`, and waits for their turn. */
export async function pass(page: Page, next: string, turn: number, taps = uncounted) {
	await taps.click(page.getByTestId('pass-turn'));
	await expect(page.getByTestId('turn-title')).toHaveText(`Turn ${turn} · ${next} plays`);
}

/**
 * The game log, opened. Read once the app has started: the screen's copy drawn before it (after a
 * reload) may show the log open where the live screen then draws it closed.
 */
export async function openLog(page: Page): Promise<Locator> {
	await appStarted(page);
	// The live screen, not its copy: a tap on the copy's log is played again on the live one.
	await expect(page.locator('[data-copy-slot]')).toHaveCount(0);
	const log = page.getByTestId('game-log');
	if ((await log.getAttribute('open')) === null) await log.locator('summary').first().click();
	await expect(log).toHaveAttribute('open', '');
	return log;
}

/**
 * Waits until the game's stored drafts keep its log open (written a moment after the tap), so a
 * page left now finds it open again.
 */
export async function logKeptOpen(page: Page, id: string): Promise<void> {
	await expect
		.poll(async () => JSON.stringify((await stored(page, id)).draft))
		.toContain('"key":"open"');
}

/** The log's entry of a turn ("Turn 2 · Ben"), or the setup's. */
export const logEntry = (log: Locator, context: string) =>
	log.getByTestId('log-entry').filter({ hasText: context });

/** Opens a turn's events in the log; returns them. */
export async function openTurn(entry: Locator): Promise<Locator> {
	const open = entry.getByTestId('log-open');
	if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
	const events = entry.getByTestId('turn-events');
	await expect(events).toBeVisible();
	return events;
}

/** One recorded event of an opened turn, by its sentence. */
export const logEvent = (events: Locator, sentence: string) =>
	events.getByRole('listitem').filter({ hasText: sentence });
