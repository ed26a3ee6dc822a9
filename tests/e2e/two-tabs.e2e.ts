// Two tabs on one game: every change is checked against the log the tab saw, a tab that is behind
// catches up and says so, and nothing either tab showed as saved is lost.
import type { Page } from '@playwright/test';
import { SAMPLE_ROUNDS, SAMPLE_SETUP, roundEvents } from '../../src/lib/tracker/ktu/sample-game';
import { test, expect } from './fixtures';
import { seedGame } from './seed';

const NAMES = SAMPLE_SETUP.players.map((p) => p.name);
const ROUND = SAMPLE_ROUNDS[0]!;
// The setup and round 1's row of unicorns: the game waits for the Schemes.
const EVENTS = [SAMPLE_SETUP, ...roundEvents(ROUND).slice(0, ROUND.unicorns.length)];
const URL_OF = (id: string) => `/ktu/games/game?id=${id}`;

/** A tab can be made deaf to the other tabs' news, to act on a log that moved on. */
async function deafenable(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { deaf?: boolean };
		const proto = BroadcastChannel.prototype;
		const own = Object.getOwnPropertyDescriptor(proto, 'onmessage');
		Object.defineProperty(proto, 'onmessage', {
			configurable: true,
			set(this: BroadcastChannel, handler: ((e: MessageEvent) => void) | null) {
				own?.set?.call(this, handler && ((e: MessageEvent) => !w.deaf && handler(e)));
			}
		});
	});
}
const deaf = (page: Page, on: boolean) =>
	page.evaluate((v) => ((window as unknown as { deaf?: boolean }).deaf = v), on);

const placeButton = (page: Page, seat: number, slot: number) =>
	page.getByRole('button', { name: `${NAMES[seat]}: Scheme on unicorn ${slot + 1}` });
/** What a tab shows of the Schemes: "Ana: Scheme on unicorn 1"… */
async function schemes(page: Page): Promise<string[]> {
	const rows = page
		.getByTestId('trap-panel')
		.locator('li')
		.filter({ has: page.getByTestId('scheme-placed') });
	return (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()).sort();
}
const placed = (seat: number, slot: number) => `${NAMES[seat]} Scheme on unicorn ${slot + 1}`;

/** The game `id` seeded, then open in `page` and in a second tab; returns both tabs. */
async function twoTabs(page: Page, id: string): Promise<[Page, Page]> {
	await seedGame(page, { id, kind: 'ktu', players: NAMES, events: EVENTS });
	const other = await page.context().newPage();
	await deafenable(page);
	await deafenable(other);
	await page.goto(URL_OF(id));
	await other.goto(URL_OF(id));
	await expect(page.getByTestId('trap-panel')).toBeVisible();
	await expect(other.getByTestId('trap-panel')).toBeVisible();
	return [page, other];
}

/** Undo, with the last action another tab's: the tab asks first, and Cancel takes nothing back. */
async function undoIsAskedAndCancelled(tab: Page) {
	await tab.getByRole('button', { name: 'Undo' }).click();
	const ask = tab.getByRole('dialog', { name: "Undo another tab's action?" });
	await expect(ask).toBeVisible();
	await ask.getByRole('button', { name: 'Cancel' }).click();
	await expect(ask).toBeHidden();
}

test.describe('two tabs on one game', () => {
	test('A places a Scheme and undoes it, B places another, A redoes: B’s stays, A says why', async ({
		page
	}) => {
		const [a, b] = await twoTabs(page, 'two-tabs-redo');

		await placeButton(a, 0, 0).click();
		await expect.poll(() => schemes(a)).toEqual([placed(0, 0)]);
		// B hears of it and shows it too.
		await expect.poll(() => schemes(b)).toEqual([placed(0, 0)]);
		await expect(b.getByTestId('sync-notice')).toHaveAttribute('data-notice', 'otherTab');

		await a.getByRole('button', { name: 'Undo' }).click();
		await expect.poll(() => schemes(a)).toEqual([]);
		await expect.poll(() => schemes(b)).toEqual([]);

		// A misses B's news (as a slow tab would) and redoes on the log it saw.
		await deaf(a, true);
		await placeButton(b, 1, 1).click();
		await expect.poll(() => schemes(b)).toEqual([placed(1, 1)]);
		await expect(a.getByRole('button', { name: 'Redo' })).toBeEnabled();
		await a.getByRole('button', { name: 'Redo' }).click();
		// Not shown as saved: A shows the game as it is, B's Scheme and no redo, and says why.
		await expect(a.getByTestId('sync-notice')).toHaveAttribute('data-notice', 'notSaved');
		await expect.poll(() => schemes(a)).toEqual([placed(1, 1)]);
		await expect(a.getByRole('button', { name: 'Redo' })).toBeDisabled();

		// Not stuck: A's next action is saved, and B catches up.
		await deaf(a, false);
		await placeButton(a, 2, 2).click();
		await expect(a.getByTestId('sync-notice')).toHaveCount(0);
		const both = [placed(1, 1), placed(2, 2)].sort();
		await expect.poll(() => schemes(a)).toEqual(both);
		await expect.poll(() => schemes(b)).toEqual(both);

		// What both showed is what is stored.
		await a.reload();
		await b.reload();
		await expect.poll(() => schemes(a)).toEqual(both);
		await expect.poll(() => schemes(b)).toEqual(both);
	});

	test('an undo in one tab never takes back the action another tab recorded: it asks', async ({
		page
	}) => {
		const [a, b] = await twoTabs(page, 'two-tabs-undo');

		await placeButton(a, 0, 0).click();
		await expect.poll(() => schemes(b)).toEqual([placed(0, 0)]);
		await placeButton(b, 1, 1).click();
		const both = [placed(0, 0), placed(1, 1)].sort();
		// A already shows B's Scheme, the newest action.
		await expect.poll(() => schemes(a)).toEqual(both);
		await undoIsAskedAndCancelled(a);
		// Nothing was taken back, in either tab, nor in what is stored.
		await b.reload();
		await expect.poll(() => schemes(b)).toEqual(both);
		await expect.poll(() => schemes(a)).toEqual(both);
		// B takes back its own at once.
		await b.getByRole('button', { name: 'Undo' }).click();
		await expect.poll(() => schemes(b)).toEqual([placed(0, 0)]);
		await expect.poll(() => schemes(a)).toEqual([placed(0, 0)]);
	});

	test('a duplicated tab has an id of its own: its undo asks before taking back the first tab’s action', async ({
		page
	}) => {
		const id = 'two-tabs-copy';
		await seedGame(page, { id, kind: 'ktu', players: NAMES, events: EVENTS });
		const a = page;
		await a.goto(URL_OF(id));
		await placeButton(a, 0, 0).click();
		await expect.poll(() => schemes(a)).toEqual([placed(0, 0)]);
		// "Duplicate tab": a second page given a copy of the first one's sessionStorage (its tab id
		// included) before any of its scripts run, while the first is still open.
		const session = await a.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
		const copy = await a.context().newPage();
		await copy.addInitScript((entries: string) => {
			for (const [key, value] of JSON.parse(entries) as [string, string][])
				sessionStorage.setItem(key, value);
		}, session);
		await copy.goto(URL_OF(id));
		await expect.poll(() => schemes(copy)).toEqual([placed(0, 0)]);
		await undoIsAskedAndCancelled(copy);
		// Nothing taken back; the first tab still undoes its own at once.
		await copy.reload();
		await expect.poll(() => schemes(copy)).toEqual([placed(0, 0)]);
		await a.getByRole('button', { name: 'Undo' }).click();
		await expect.poll(() => schemes(a)).toEqual([]);
		await expect.poll(() => schemes(copy)).toEqual([]);
	});

	test('two appends on one log: the second is not recorded, says so, and nothing is lost', async ({
		page
	}) => {
		const [a, b] = await twoTabs(page, 'two-tabs-append');

		await deaf(a, true);
		await deaf(b, true);
		await placeButton(a, 0, 0).click();
		await expect.poll(() => schemes(a)).toEqual([placed(0, 0)]);
		// B still shows the log before A's Scheme and places its own on it.
		await placeButton(b, 1, 0).click();
		await expect(b.getByTestId('sync-notice')).toHaveAttribute('data-notice', 'notSaved');
		await expect.poll(() => schemes(b)).toEqual([placed(0, 0)]);
		// B undoes: its view's last event is A's, so B asks first, then undoes it against the log now.
		await b.getByRole('button', { name: 'Undo' }).click();
		await b
			.getByRole('dialog', { name: "Undo another tab's action?" })
			.getByRole('button', { name: 'Undo it' })
			.click();
		await expect.poll(() => schemes(b)).toEqual([]);
		// A undoes too, on the log it saw: refused, and A catches up instead of undoing twice.
		await a.getByRole('button', { name: 'Undo' }).click();
		await expect(a.getByTestId('sync-notice')).toHaveAttribute('data-notice', 'notSaved');
		await expect.poll(() => schemes(a)).toEqual([]);
		await expect(a.getByRole('button', { name: 'Redo' })).toBeEnabled();

		await a.reload();
		await b.reload();
		await expect.poll(() => schemes(a)).toEqual([]);
		await expect.poll(() => schemes(b)).toEqual([]);
		await expect(b.getByRole('button', { name: 'Redo' })).toBeEnabled();
	});
});

test('a language or theme chosen in one tab is followed by the others at once', async ({
	page,
	context
}) => {
	await page.goto('/ktu/score');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scorer');
	const other = await context.newPage();
	await other.goto('/settings');
	await other.locator('#lang').selectOption('fr');
	await other.locator('input[name="theme"][value="dark"]').check();
	// The scorer, open in the first tab, speaks French and is dark without being reloaded.
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Décompte des points');
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	// Back to the browser's language and the system's theme.
	await other.locator('#lang').selectOption('');
	await other.locator('input[name="theme"][value="system"]').check();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scorer');
	await expect(page.locator('html')).not.toHaveAttribute('data-theme');
});

test('the app closed and opened again: Undo takes back the last action at once, no other tab being open', async ({
	page
}) => {
	await seedGame(page, { id: 'reopened', kind: 'ktu', players: NAMES, events: EVENTS });
	await page.goto(URL_OF('reopened'));
	await placeButton(page, 0, 0).click();
	await expect.poll(() => schemes(page)).toEqual([placed(0, 0)]);
	// A new tab (a new session, its own tab id) once the first one is closed.
	const again = await page.context().newPage();
	await page.close();
	await again.goto(URL_OF('reopened'));
	await expect.poll(() => schemes(again)).toEqual([placed(0, 0)]);
	await again.getByRole('button', { name: 'Undo' }).click();
	await expect.poll(() => schemes(again)).toEqual([]);
	await expect(again.getByRole('dialog', { name: "Undo another tab's action?" })).toBeHidden();
	await expect(again.getByRole('button', { name: 'Redo' })).toBeEnabled();
});
