// What newcomers tripped on, trying the app for the first time: errors beside what they are about,
// export in a menu, a refused bid explained beside its pad, the winner in the saved games,
// installing the app, the note on UU card names.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seedGame, seedUuGame } from './seed';
import { sampleEvents } from '../../src/lib/tracker/ktu/sample-game';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

/** The element's box, asserted to be on the page. */
async function box(locator: Locator) {
	const b = await locator.boundingBox();
	expect(b, 'laid out').not.toBeNull();
	return b!;
}

/** Whether the centre of `locator`, scrolled into view, shows the element itself (not a bar). */
async function visibleAtCentre(locator: Locator): Promise<boolean> {
	return locator.evaluate((el) => {
		el.scrollIntoView({ block: 'center', behavior: 'instant' });
		const r = el.getBoundingClientRect();
		const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		return hit !== null && el.contains(hit);
	});
}

async function openKtu(page: Page, id: string, events: unknown[]) {
	await seedGame(page, { id, kind: 'ktu', players: NAMES, events });
	await page.goto(`/ktu/games/game?id=${id}`);
	await expect(page.getByTestId('game-bar')).toBeVisible();
}

test.describe('on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test('each pad offers the counts its player may play, and a refused bid is explained beside it, not in the sticky bar', async ({
		page
	}) => {
		// Ana (the Knight) leads the first hunt, in full-bid entry. The pads offer only the counts
		// the rules allow, so the bid refused here is one entered before the lead's.
		await openKtu(page, 'lead-first', sampleEvents().slice(0, 10));
		await page.getByRole('button', { name: 'Enter the bids' }).click();
		const who = page.getByRole('group', { name: 'Who plays now?' });
		const howMany = page.getByRole('group', { name: 'How many cards did they play?' });
		await who.getByText('Bo', { exact: true }).click();
		// A lead who is not the Knight plays 1 to 3 cards.
		await expect(howMany.getByRole('radio')).toHaveCount(3);
		await page.getByRole('button', { name: 'Bo bids 1' }).click();
		const refusal = page.getByTestId('refusal');
		await expect(refusal).toHaveText(
			'Ana holds the First Player token and opens the hunt: enter their cards or their pass first.'
		);
		// Beside the hunt panel it is about, outside the sticky bar, and not covered by it.
		await expect(page.getByTestId('game-bar').getByTestId('refusal')).toHaveCount(0);
		const panel = await box(page.getByTestId('hunt-panel'));
		const message = await box(refusal);
		expect(message.y).toBeGreaterThanOrEqual(panel.y + panel.height - 1);
		expect(message.y - (panel.y + panel.height)).toBeLessThan(40);
		expect(await visibleAtCentre(refusal)).toBe(true);
		// The next valid action clears it: the Knight leads with 4 cards, the power used by the
		// count itself (up to a whole hand: 8).
		await who.getByText('Ana', { exact: true }).click();
		await expect(howMany.getByRole('radio')).toHaveCount(8);
		await expect(page.getByTestId('hunt-panel')).toContainText(
			"Playing more than 3 cards uses the Knight's power (once a round)."
		);
		await howMany.getByText('4', { exact: true }).click();
		await page.getByRole('button', { name: 'Ana bids 10' }).click();
		await expect(refusal).toHaveCount(0);
		await expect(page.getByTestId('entry-0')).toHaveText('10 with 4 cards · Knight');
		// After a Knight's lead of 4, Bo plays 4 or one count from 1 to 3: 4 unless told.
		await expect(page.getByRole('group', { name: 'Hunt cards of Bo' })).toContainText(
			'The lead played 4 cards.'
		);
		await expect(howMany.getByRole('radio')).toHaveCount(4);
		await expect(howMany.getByRole('radio', { checked: true })).toHaveAccessibleName('4');
	});

	test('the sticky bar holds only undo and redo; export is in the game menu', async ({ page }) => {
		await openKtu(page, 'menu-export', sampleEvents().slice(0, 5));
		const bar = page.getByTestId('game-bar');
		await expect(bar.getByRole('button')).toHaveText(['Undo', 'Redo']);
		const height = (await box(bar)).height;
		expect(height).toBeLessThan(80);
		const menu = page.getByTestId('game-menu');
		await menu.getByText('Game menu').click();
		const download = page.waitForEvent('download');
		await menu.getByRole('button', { name: 'Export the game (.json file)' }).click();
		expect((await download).suggestedFilename()).toMatch(/\.json$/);
	});

	test('a refused Unstable Unicorns action is shown beside the turn, not in the bar', async ({
		page
	}) => {
		await seedUuGame(
			page,
			'uu-refusal',
			['Ana', 'Ben'],
			[
				{ type: 'phase', to: 'action' },
				{ type: 'action', action: 'draw' }
			]
		);
		await page.goto('/uu/games/game?id=uu-refusal');
		// The turn's action was a draw: a second draw (from the folded card buttons) is refused.
		await page.getByTestId('play').getByText('Another card anyway (one a card allows)').click();
		await page.getByTestId('play').getByRole('button', { name: 'Draw a card' }).click();
		const refusal = page.getByTestId('refusal');
		await expect(refusal).toHaveText('Only one action per turn.');
		await expect(page.getByTestId('game-bar').getByTestId('refusal')).toHaveCount(0);
		expect(await visibleAtCentre(refusal)).toBe(true);
	});
});

test('the saved games say who won a finished KtU game and with how many points', async ({
	page
}) => {
	await seedGame(page, { id: 'finished', kind: 'ktu', players: NAMES, events: sampleEvents() });
	await page.goto('/ktu/games');
	await expect(page.getByTestId('saved-progress')).toHaveText('Game over: Ana wins with 12 points');
});

test.describe('install', () => {
	test('the install button appears when the browser offers it, and opens its prompt', async ({
		page
	}) => {
		await page.goto('/settings');
		const section = page.getByTestId('install');
		// No offer yet (a test browser never makes one): the way through the browser's menu.
		await expect(section.getByTestId('install-steps')).toContainText('Install app');
		await expect(section.getByRole('button')).toHaveCount(0);
		// The browser offers it, as Chromium does with `beforeinstallprompt`.
		await page.evaluate(() => {
			const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
				prompt: () => Promise<void>;
				userChoice: Promise<{ outcome: string }>;
			};
			offer.prompt = () => {
				(window as unknown as { prompted: boolean }).prompted = true;
				return Promise.resolve();
			};
			offer.userChoice = Promise.resolve({ outcome: 'accepted' });
			window.dispatchEvent(offer);
		});
		await section.getByRole('button', { name: 'Install Hornbook' }).click();
		expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
			true
		);
		await expect(section.getByTestId('install-done')).toHaveText(
			'Hornbook is installed on this device.'
		);
	});

	test('on an iPhone, the Add to Home Screen steps, in the player’s language', async ({
		browser
	}) => {
		const context = await browser.newContext({
			locale: 'es-ES',
			viewport: { width: 390, height: 844 },
			userAgent:
				'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
		});
		const page = await context.newPage();
		await page.goto('/settings');
		const steps = page.getByTestId('install-steps').getByRole('listitem');
		await expect(steps).toHaveCount(3);
		await expect(steps.nth(1)).toContainText('«Añadir a pantalla de inicio»');
		await context.close();
	});
});

test('the UU glossary says once why card names are in English or Italian', async ({ page }) => {
	await page.goto('/rules/uu/glossary');
	await expect(page.getByTestId('card-names-note')).toContainText('English names');
	await page.goto('/rules/ktu/glossary');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	await expect(page.getByTestId('card-names-note')).toHaveCount(0);
});
