import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, offlineTest, expect, offlineFrom, appStarted } from './fixtures';

const en = (ns: string) =>
	JSON.parse(readFileSync(`locales/en/${ns}.json`, 'utf8')) as Record<
		string,
		Record<string, string>
	>;
const title = (ns: string, path: string): string =>
	path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en(ns)) as string;

// Addresses from before the app was organized by game: shared links and installed icons use them.
const OLD_ADDRESSES: [old: string, now: string, heading: string][] = [
	['/hunt', '/ktu/hunt', title('ktu-hunt', 'title')],
	['/score', '/ktu/score', title('ktu-score', 'title')],
	['/tracker', '/ktu/games', title('ktu-games', 'title')],
	['/tracker/new', '/ktu/games/new', title('play', 'setup.title')],
	[
		'/tracker/game?id=shared-link',
		'/ktu/games/game?id=shared-link',
		title('ktu-games', 'game.title')
	],
	['/uu', '/uu', title('common', 'games.uu')],
	['/uu/new', '/uu/games/new', title('play', 'setup.title')],
	['/uu/game?id=shared-link', '/uu/games/game?id=shared-link', title('uu-games', 'game.title')],
	['/uu/deck-out', '/uu/deck-out', title('uu-games', 'deckOut.toolTitle')],
	['/rules/ktu/ktu.ties', '/rules/ktu/ties', '']
];

async function opensItsPage(page: Page, old: string, now: string, heading: string) {
	await page.goto(old);
	await expect(page, old).toHaveURL(new RegExp(`${now.replace(/[?.]/g, '\\$&')}$`));
	const h1 = page.locator('h1').first();
	if (heading) await expect(h1, old).toHaveText(heading);
	else await expect(h1, old).not.toBeEmpty();
}

test('every old address opens its page at the new address, query string kept', async ({ page }) => {
	for (const [old, now, heading] of OLD_ADDRESSES) await opensItsPage(page, old, now, heading);
});

offlineTest('every old address opens its page offline', async ({ page }) => {
	await offlineFrom(page, '/');
	for (const [old, now, heading] of OLD_ADDRESSES) await opensItsPage(page, old, now, heading);
});

test("the bar shows the game's tools and remembers the last game", async ({ page }) => {
	await page.goto('/ktu/hunt');
	// The bar is prerendered: a tap before the app has started is a plain link, and the game is
	// remembered by the app once the next page has started.
	await appStarted(page);
	const nav = page.getByRole('navigation', { name: 'Kill the Unicorns tools' }).last();
	await expect(nav.getByRole('link')).toHaveText([
		'Rules',
		'Hunt',
		'Game',
		'Scorer',
		'Unstable Unicorns'
	]);
	await expect(nav.getByRole('link', { name: 'Hunt' })).toHaveAttribute('aria-current', 'page');

	await nav.getByTestId('switch-game').click();
	await expect(page).toHaveURL(/\/uu$/);
	await appStarted(page);
	const uuNav = page.getByRole('navigation', { name: 'Unstable Unicorns tools' }).last();
	await expect(uuNav.getByRole('link')).toHaveText([
		'Rules',
		'Game',
		'Deck-out',
		'Kill the Unicorns'
	]);

	// A page of neither game keeps the last game's bar, after a reload too.
	await page.goto('/settings');
	await expect(
		page.getByRole('navigation', { name: 'Unstable Unicorns tools' }).last()
	).toBeVisible();
	await page.reload();
	await expect(
		page.getByRole('navigation', { name: 'Unstable Unicorns tools' }).last()
	).toBeVisible();
});
