import type { Locator, Page } from '@playwright/test';
import { test, expect, appStarted, holdStart } from './fixtures';
import { seedGame } from './seed';
import { STARTER_STARS } from '../../src/lib/games/kill-the-unicorns/colors';
import { SAMPLE_ROUNDS, SAMPLE_SETUP, roundEvents } from '../../src/lib/tracker/ktu/sample-game';

// What a phone at the table needs to see and leave alone: the hunt's one tap in view at each
// hunt's start, a choice with one possible answer already made, a starter worth the usual value
// entered with no tap. Measured on a 390 × 844 phone (and the smallest, 320 × 568).

const NAMES = SAMPLE_SETUP.players.map((p) => p.name);
const ROUND_1 = roundEvents(SAMPLE_ROUNDS[0]!);
const START = ROUND_1.findIndex((e) => e.type === 'hunts-start');

/**
 * Waits until `target` lies whole on the screen, above the undo bar stuck to its bottom: where a
 * thumb can tap it with no scroll.
 */
async function expectInView(page: Page, target: Locator) {
	const viewport = page.viewportSize();
	if (!viewport) throw new Error('no viewport');
	await expect
		.poll(async () => {
			const box = await target.boundingBox();
			const bar = await page.getByTestId('game-bar').boundingBox();
			if (!box || !bar) return 'not drawn';
			const bottom = Math.min(viewport.height, bar.y);
			return box.y >= 0 && box.y + box.height <= bottom
				? 'in view'
				: `from ${Math.round(box.y)} to ${Math.round(box.y + box.height)}, screen 0 to ${Math.round(bottom)}`;
		})
		.toBe('in view');
}

/** Round 1's row and three of its Schemes entered: the fourth Scheme tapped starts the hunts. */
async function atLastScheme(page: Page, id: string) {
	await seedGame(page, {
		id,
		kind: 'ktu',
		players: NAMES,
		events: [SAMPLE_SETUP, ...ROUND_1.slice(0, START - 1)]
	});
	await page.goto(`/ktu/games/game?id=${id}`);
	await expect(page.getByTestId('round-status')).toBeVisible();
}

for (const viewport of [
	{ width: 390, height: 844 },
	{ width: 320, height: 568 }
]) {
	test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
		test.use({ viewport });

		test("who caught the unicorn is in view at each hunt's start", async ({ page }) => {
			await atLastScheme(page, `in-view-${viewport.width}`);
			// The last Scheme placed starts the hunts: the page was at the Schemes' buttons.
			await page.getByRole('button', { name: 'Di: Scheme on unicorn 4' }).click();
			const panel = page.getByTestId('hunt-panel');
			const catchers = panel.getByRole('group', { name: 'Who caught it?' });
			await expect(panel.getByRole('heading', { name: 'Hunt for unicorn 1' })).toBeVisible();
			await expectInView(page, catchers.getByRole('button').first());
			// Unicorn 1 carries two Schemes: what they do is one folded choice, left on "nothing".
			const scheme = panel.getByRole('button', { name: /^The revealed Scheme/ });
			await expect(scheme).toContainText('Nothing that changes who takes it');
			await expect(scheme).toHaveAttribute('aria-expanded', 'false');

			// Each hunt settled brings the next one's catchers into view, under the last hunt's result.
			await catchers.getByRole('button', { name: 'Bo caught unicorn 1' }).click();
			await expect(panel.getByRole('heading', { name: 'Hunt for unicorn 2' })).toBeVisible();
			await expectInView(page, catchers.getByRole('button').first());
			await catchers.getByRole('button', { name: 'Di caught unicorn 2' }).click();
			await expect(panel.getByRole('heading', { name: 'Hunt for unicorn 3' })).toBeVisible();
			await expectInView(page, catchers.getByRole('button').first());
			// The Scheme's choice opens under the catchers, a radio group worked by keyboard: Space
			// on the button opens it, the arrows choose.
			await scheme.focus();
			await page.keyboard.press('Space');
			const schemes = panel.getByRole('group', { name: 'The revealed Scheme' });
			await schemes.getByRole('radio', { checked: true }).focus();
			await page.keyboard.press('ArrowDown');
			await expect(schemes.getByRole('radio', { checked: true })).toHaveAccessibleName(
				'Size Does Not Matter: the lowest total wins'
			);
			await expect(scheme).toContainText('Size Does Not Matter: the lowest total wins');
			// The list opened under them leaves the catchers in place (on the smallest phone the
			// list is taller than the screen, and walking it scrolls them out of view).
			if (viewport.height >= 844) await expectInView(page, catchers.getByRole('button').first());
			await catchers.getByRole('button', { name: 'Cy caught unicorn 3' }).click();
			await expect(
				panel.getByRole('heading', { name: 'Who takes it after the Scheme?' })
			).toBeVisible();
		});
	});
}

test.describe('at 390 × 844', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test("a missed purchase's only possible unicorn is chosen from the start: Save works at once", async ({
		page
	}) => {
		// Cy's turn at the Black Market was never entered; she holds one unicorn, her starter.
		const market = ROUND_1.filter((e) => e.type !== 'round-end' && e.type !== 'market-pass');
		await seedGame(page, {
			id: 'only-choice',
			kind: 'ktu',
			players: NAMES,
			events: [SAMPLE_SETUP, ...market]
		});
		await page.goto('/ktu/games/game?id=only-choice');
		const log = page.getByTestId('game-log');
		await log.locator('summary').click();
		// The newest entry is Di's Paté: Cy's Fake Horn was bought before it.
		const entry = log.getByTestId('log-entry').first();
		await entry.getByTestId('log-open').click();
		await entry.getByRole('button', { name: 'Add a missed entry before this one' }).click();
		await entry.getByLabel('Kind of entry').selectOption({ label: 'A purchase' });
		await entry.getByRole('group', { name: 'Player', exact: true }).getByText('Cy').click();
		await entry.getByRole('group', { name: 'Item', exact: true }).getByText('Fake Horn').click();
		await expect(
			entry
				.getByRole('group', { name: 'Unicorn', exact: true })
				.getByRole('radio', { checked: true })
		).toHaveCount(1);
		await expect(
			entry.getByRole('group', { name: 'Unicorn', exact: true }).getByText('Green, 0 ★')
		).toBeVisible();
		await entry.getByRole('button', { name: 'Save' }).click();
		await expect(log.getByTestId('log-entry').nth(1)).toContainText('Cy buys a Fake Horn');
		await expect(page.getByTestId('board-2')).toContainText('Fake Horn');
	});

	test('the Starting Unicorns are proposed at the usual value: names are all a table types', async ({
		page
	}) => {
		await page.goto('/ktu/games/new');
		for (const [i, name] of NAMES.entries()) {
			const n = i + 1;
			const stars = page.getByRole('group', { name: `Starting Unicorn of player ${n}: stars` });
			await expect(
				stars.getByRole('radio', { name: String(STARTER_STARS), exact: true })
			).toBeChecked();
			await expect(
				page.getByLabel(`Starting Unicorn of player ${n}: another star value`)
			).toHaveValue(String(STARTER_STARS));
			await page.getByLabel(`Name of player ${n}`, { exact: true }).fill(name);
		}
		// Still the table's to change, with one tap: Di's starter is worth 2.
		const di = page.getByRole('group', { name: 'Starting Unicorn of player 4: stars' });
		await di.getByText('2', { exact: true }).click();
		await expect(di.getByRole('radio', { name: '2', exact: true })).toBeChecked();
		await expect(page.getByLabel('Starting Unicorn of player 4: another star value')).toHaveValue(
			'2'
		);
		// From the keyboard too: the arrow keys move between the values, as in any radio group.
		const cy = page.getByRole('group', { name: 'Starting Unicorn of player 3: stars' });
		await cy.getByRole('radio', { name: String(STARTER_STARS), exact: true }).focus();
		await page.keyboard.press('ArrowRight');
		await expect(
			cy.getByRole('radio', { name: String(STARTER_STARS + 1), exact: true })
		).toBeChecked();
		await page.keyboard.press('ArrowLeft');
		await expect(cy.getByRole('radio', { name: String(STARTER_STARS), exact: true })).toBeChecked();
		// Any other value within the bounds is typed under them: no value is then shown chosen.
		await page.getByLabel('Starting Unicorn of player 3: another star value').fill('-2');
		await expect(cy.getByRole('radio', { checked: true })).toHaveCount(0);
		await page
			.getByLabel('Starting Unicorn of player 3: another star value')
			.fill(String(STARTER_STARS));
		await page.getByRole('button', { name: 'Start the game' }).click();
		await page.waitForURL(/\/ktu\/games\/game\?id=/);
		await expect(page.getByTestId('board-0')).toContainText(`Pink, ${STARTER_STARS} ★`);
		await expect(page.getByTestId('board-2')).toContainText(`Green, ${STARTER_STARS} ★`);
		await expect(page.getByTestId('board-3')).toContainText('Yellow, 2 ★');
	});

	test('a tap on the screen drawn before the app has started is recorded, Schemes in any order', async ({
		page
	}) => {
		// A French table in quick entry, round 1, Cy (not the first seat) holds the token: the
		// unicorns are in, no Scheme yet. The game's copy is drawn at once on a cold open, and a
		// thumb taps it before the app has started: that tap was lost, with no word.
		const id = 'copy-schemes';
		const setup = { ...SAMPLE_SETUP, firstPlayer: 2 };
		const unicorns = ROUND_1.filter((e) => e.type === 'unicorn');
		await seedGame(page, { id, kind: 'ktu', players: NAMES, events: [setup, ...unicorns] });
		await page.goto('/settings');
		await page.locator('#lang').selectOption('fr');
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
		const game = `/fr/ktu/games/game?id=${id}`;
		/** The copy kept of the screen once it shows `text` (kept when the table pauses). */
		const kept = (text: string) =>
			page.waitForFunction(
				({ id, text }) => {
					const copy = JSON.parse(localStorage.getItem('hornbook.screenCopy') ?? 'null') as {
						id: string;
						html: string;
					} | null;
					return copy !== null && copy.id === id && copy.html.includes(text);
				},
				{ id, text }
			);
		await page.goto(game);
		const panel = page.getByTestId('trap-panel');
		await expect(panel).toBeVisible();
		// Di (after Cy clockwise) places first: accepted, the table is the authority.
		await panel.getByRole('button', { name: 'Di\u00a0: Ruse sous la Licorne 4' }).click();
		await expect(panel.getByTestId('scheme-placed')).toHaveText(['Ruse sous la Licorne 4']);
		await kept('Ruse sous la Licorne 4');

		// Ana's Scheme tapped on the copy, before Cy's, while the app is held back.
		const release = await holdStart(page);
		await page.reload();
		const copy = page.locator('[data-copy-slot]');
		await copy.getByRole('button', { name: 'Ana\u00a0: Ruse sous la Licorne 1' }).click();
		release();
		await appStarted(page);
		await expect(copy).toHaveCount(0);
		await expect(page.getByTestId('trap-panel').getByTestId('scheme-placed')).toHaveText([
			'Ruse sous la Licorne 4',
			'Ruse sous la Licorne 1'
		]);
		await expect(page.getByTestId('refusal')).toHaveCount(0);

		// Cy and Bo place theirs: the hunts start. Who caught the first unicorn, tapped on the copy.
		await page.getByRole('button', { name: 'Bo\u00a0: Ruse sous la Licorne 2' }).click();
		await page.getByRole('button', { name: 'Cy\u00a0: Ruse sous la Licorne 3' }).click();
		const hunt = page.getByTestId('hunt-panel');
		await expect(hunt.getByRole('heading', { name: 'Chasse à la Licorne 1' })).toBeVisible();
		await kept('Chasse à la Licorne 1');
		const again = await holdStart(page);
		await page.reload();
		await copy.getByRole('button', { name: 'Bo a capturé la Licorne 1' }).click();
		again();
		await appStarted(page);
		await expect(copy).toHaveCount(0);
		await expect(
			page.getByTestId('hunt-panel').getByRole('heading', { name: 'Chasse à la Licorne 2' })
		).toBeVisible();
	});
});
