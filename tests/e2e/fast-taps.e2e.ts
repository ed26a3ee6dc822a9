import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seedGame } from './seed';
import { SAMPLE_SETUP } from '../../src/lib/tracker/ktu/sample-game';

// No tap the screen accepted is ever lost, however fast the taps come: a phone four
// times slower than this machine (the DevTools protocol's CPU throttling), a table entering the
// row's four unicorns with a tap every 50 ms, each tap on what the screen shows at that moment,
// as a finger would. A colour tapped while the unicorn before was being saved used to land on the
// form that was about to go, and was lost with it.

const NAMES = SAMPLE_SETUP.players.map((p) => p.name);

/** A tap every `gap` ms: the pace is the scenario (how fast a hand taps), not a wait for the app. */
async function tapEvery(gap: number, taps: readonly (() => Locator)[]) {
	const start = Date.now();
	for (const [i, target] of taps.entries()) {
		const due = start + i * gap - Date.now();
		if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
		// Wherever the target is now, at once: a finger does not wait for the screen to settle.
		await target().click({ force: true, noWaitAfter: true });
	}
}

async function slowPhone(page: Page) {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('the row of unicorns entered with a tap every 50 ms on a 4× slower phone keeps every tap', async ({
	page
}) => {
	await seedGame(page, { id: 'fast', kind: 'ktu', players: NAMES, events: [SAMPLE_SETUP] });
	await page.goto('/ktu/games/game?id=fast');
	const row = page.getByTestId('row-section');
	// The form shown at the moment of the tap, whichever unicorn it is for.
	const form = () => row.getByRole('form');
	const colour = (name: string) => () => form().locator('label.option', { hasText: name });
	const stars = (n: number) => () =>
		form()
			.getByRole('group', { name: /^Stars of unicorn/ })
			.getByRole('button', {
				name: String(n),
				exact: true
			});
	await expect(form()).toHaveAccessibleName('Unicorn 1, turned face up');
	await slowPhone(page);

	await tapEvery(50, [
		colour('Legendary'),
		colour('Pink'),
		stars(3),
		stars(2),
		colour('Yellow'),
		colour('Legendary')
	]);

	const slots = page.getByTestId('row').locator('li');
	await expect(slots.nth(0)).toContainText('Legendary');
	await expect(slots.nth(1)).toContainText('Pink');
	await expect(slots.nth(1)).toContainText('3 ★');
	await expect(slots.nth(2)).toContainText('Yellow');
	await expect(slots.nth(2)).toContainText('2 ★');
	await expect(slots.nth(3)).toContainText('Legendary');
	await expect(row.getByText('Not entered yet')).toHaveCount(0);
	// As stored: the same after a reload.
	await page.reload();
	await expect(slots.nth(1)).toContainText('Pink');
	await expect(slots.nth(2)).toContainText('Yellow');
	await expect(slots.nth(3)).toContainText('Legendary');
});
