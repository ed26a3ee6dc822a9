import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolations, COLOUR_RULES } from './fixtures';

const seat = (page: Page, n: number) => page.getByTestId(`seat-${n}`);

async function open(page: Page) {
	await page.goto('/ktu/hunt');
	await expect(page.getByTestId('hunt-page')).toHaveAttribute('data-ready', 'true');
}

/** Names the four seats and plays each hand by tapping card values. */
async function playHunt(page: Page, hands: Array<[string, number[]]>) {
	for (const [i, [name, cards]] of hands.entries()) {
		await seat(page, i + 1)
			.getByRole('textbox', { name: `Name of player ${i + 1}` })
			.fill(name);
		for (const value of cards) {
			await seat(page, i + 1)
				.getByRole('button', { name: `Add a card worth ${value}` })
				.click();
		}
	}
}

const TIED_HUNT: Array<[string, number[]]> = [
	['Ana', [4, 3]],
	['Bo', [3, 4]],
	['Cy', [3, 2]],
	['Dee', [2, 1]]
];

test('a shared top total cancels and the next unique total wins; the why links to the rule', async ({
	page
}) => {
	await open(page);
	await playHunt(page, TIED_HUNT);

	const ruling = page.getByTestId('ruling');
	await expect(ruling).toHaveAttribute('data-outcome', 'captured');
	await expect(ruling.locator('.outcome')).toHaveText('Cy catches the unicorn!');
	await expect(page.getByTestId('final-ruling')).toHaveText('Cy catches the unicorn!');

	// Both 7s are struck through, with the reason in text for screen readers.
	const cancelled = ruling.getByTestId('cancelled-total');
	await expect(cancelled).toHaveCount(2);
	await expect(cancelled.first()).toHaveText('7');
	const totals = ruling.getByRole('list', { name: 'Totals played' });
	await expect(totals.getByRole('listitem').filter({ hasText: 'Ana' })).toContainText(
		'cancelled by a tie'
	);

	// The why: the tie, then the winner, each citing its rulebook section.
	const tieLink = ruling.locator('a[data-rule="ktu.ties"]').first();
	await expect(tieLink).toHaveAttribute('href', '/rules/ktu/ties');
	expect(await seriousA11yViolations(page)).toEqual([]);
	await page.emulateMedia({ colorScheme: 'dark' });
	expect(await seriousA11yViolations(page, COLOUR_RULES)).toEqual([]);

	await tieLink.click();
	await expect(page).toHaveURL(/\/rules\/ktu\/ties$/);
});

test('revealing Size Does Not Matter resolves again and keeps both stages', async ({ page }) => {
	await open(page);
	await playHunt(page, TIED_HUNT);
	await expect(page.getByTestId('ruling')).toHaveAttribute('data-outcome', 'captured');

	await page.getByRole('radio', { name: /Size Does Not Matter/ }).check();
	const after = page.getByTestId('ruling-after-scheme');
	// Ties cancel first (the 7s), then the lowest remaining total wins: Dee with 3.
	await expect(after.locator('.outcome')).toHaveText('Dee catches the unicorn!');
	await expect(after.locator('a[data-rule="ktu.scheme.size"]').first()).toHaveAttribute(
		'href',
		'/rules/ktu/scheme.size'
	);
	await expect(page.getByRole('heading', { name: 'Before the Scheme' })).toBeVisible();
	await expect(page.getByTestId('ruling').locator('.outcome')).toHaveText(
		'Cy catches the unicorn!'
	);
	await expect(page.getByTestId('final-ruling')).toHaveText('Dee catches the unicorn!');

	await page.getByRole('radio', { name: 'Another player takes the unicorn' }).check();
	await page.getByLabel('Who takes it?').selectOption({ label: 'Bo' });
	await expect(after.locator('.outcome')).toHaveText('Bo catches the unicorn!');

	await page.getByRole('radio', { name: 'The unicorn is discarded' }).check();
	await expect(after).toHaveAttribute('data-outcome', 'discarded');
	expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a card count that does not match the lead shows a message at the field and no winner', async ({
	page
}) => {
	await open(page);
	await seat(page, 1).getByRole('button', { name: 'Add a card worth 2' }).click();
	await seat(page, 1).getByRole('button', { name: 'Add a card worth 2' }).click();
	await seat(page, 2).getByRole('button', { name: 'Add a card worth 4' }).click();
	await seat(page, 2).getByRole('button', { name: 'Add a card worth 4' }).click();
	await seat(page, 2).getByRole('button', { name: 'Add a card worth 4' }).click();
	await seat(page, 3).getByRole('checkbox', { name: 'Passes' }).check();
	await seat(page, 4).getByRole('checkbox', { name: 'Passes' }).check();

	await expect(page.getByTestId('ruling')).toHaveAttribute('data-outcome', 'invalid');
	await expect(page.getByTestId('final-ruling')).toHaveText(
		'Fix the marked entries to get a ruling.'
	);
	await expect(seat(page, 2).getByTestId('field-error')).toBeVisible();
	await expect(seat(page, 2).getByTestId('field-error')).not.toContainText('NaN');
	await expect(seat(page, 1).getByTestId('field-error')).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Share the ruling' })).toBeDisabled();
	// Nothing typed is lost.
	await expect(seat(page, 2).getByRole('spinbutton', { name: 'Total' })).toHaveValue('12');

	// The Knight's power allows another count: the bid becomes valid. The rulebook states the
	// power (ktu.characters), so the ruling cites no reading of Hornbook's for it.
	await seat(page, 2).getByRole('checkbox', { name: "Uses the Knight's power" }).check();
	await expect(seat(page, 2).getByTestId('field-error')).toHaveCount(0);
	await expect(page.getByTestId('final-ruling')).toHaveText('Player 2 catches the unicorn!');
	await expect(page.getByTestId('ruling').getByText("Hornbook's reading")).toHaveCount(0);
	// The Knight leading with 4 cards is the rule too; what the others play after it is where the
	// books are silent, and that step alone is marked as Hornbook's reading.
	await seat(page, 2).getByRole('checkbox', { name: "Uses the Knight's power" }).uncheck();
	await seat(page, 1).getByRole('button', { name: 'Add a card worth 1' }).click();
	await seat(page, 1).getByRole('button', { name: 'Add a card worth 1' }).click();
	await seat(page, 1).getByRole('checkbox', { name: "Uses the Knight's power" }).check();
	await expect(page.getByTestId('final-ruling')).toHaveText('Player 2 catches the unicorn!');
	await expect(
		page.getByTestId('ruling').getByText("Hornbook's reading", { exact: true })
	).toHaveCount(1);
	// Read as one sentence: no space before its colon, as a hidden part beside the badge gave.
	const heard = await page.getByTestId('ruling').ariaSnapshot();
	expect(heard).toContain("Hornbook's reading: the rulebooks are silent or disagree here");
	expect(heard).not.toContain('reading :');
});

test('a typed total above what the cards allow is refused at the field', async ({ page }) => {
	await open(page);
	await seat(page, 1).getByRole('radio', { name: '1', exact: true }).locator('..').click();
	await seat(page, 1).getByRole('spinbutton', { name: 'Total' }).fill('9');
	await expect(seat(page, 1).getByTestId('field-error')).toBeVisible();
	await expect(page.getByTestId('ruling')).toHaveAttribute('data-outcome', 'invalid');
});

test('a first player who passes hands the lead to the left, and the why says so', async ({
	page
}) => {
	await open(page);
	await playHunt(page, TIED_HUNT);
	await seat(page, 1).getByRole('checkbox', { name: 'Passes' }).check();
	// Ana is out: Bo 7, Cy 5, Dee 3, no tie.
	await expect(page.getByTestId('final-ruling')).toHaveText('Bo catches the unicorn!');
	await expect(page.getByTestId('ruling').locator('a[data-rule="ktu.pass"]')).toHaveAttribute(
		'href',
		'/rules/ktu/pass'
	);
	// Her cards were kept: taking the pass back restores her bid.
	await seat(page, 1).getByRole('checkbox', { name: 'Passes' }).uncheck();
	await expect(page.getByTestId('final-ruling')).toHaveText('Cy catches the unicorn!');
});

test('the ruling is copied as plain text when there is no share sheet', async ({
	page,
	context
}) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await page.addInitScript(() => {
		Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
	});
	await open(page);
	await playHunt(page, TIED_HUNT);
	await page.getByRole('button', { name: 'Share the ruling' }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Ruling copied' })).toBeVisible();
	const text = await page.evaluate(() => navigator.clipboard.readText());
	expect(text).toContain('Cy catches the unicorn!');
	expect(text).toContain('Bo: 7 with 2 cards — cancelled by a tie');
	expect(text).toContain('/rules/ktu/ties');
});

test('the system share sheet gets the ruling where there is one', async ({ page }) => {
	await page.addInitScript(() => {
		const w = window as unknown as { shared?: ShareData };
		Object.defineProperty(Navigator.prototype, 'share', {
			configurable: true,
			value: (data: ShareData) => {
				w.shared = data;
				return Promise.resolve();
			}
		});
	});
	await open(page);
	await playHunt(page, TIED_HUNT);
	await page.getByRole('button', { name: 'Share the ruling' }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Ruling shared' })).toBeVisible();
	const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
	expect(shared?.text).toContain('Cy catches the unicorn!');
});

test('bids survive a reload, and a new hunt clears them in one tap', async ({ page }) => {
	await open(page);
	await playHunt(page, TIED_HUNT);
	await expect(page.getByTestId('final-ruling')).toHaveText('Cy catches the unicorn!');
	// The draft is written a moment after the last change; the page says when it is.
	await expect(page.getByTestId('hunt-page')).toHaveAttribute('data-saved', 'true');
	await page.reload();
	await expect(page.getByTestId('hunt-page')).toHaveAttribute('data-ready', 'true');
	await expect(page.getByTestId('final-ruling')).toHaveText('Cy catches the unicorn!');

	await page.getByRole('button', { name: 'New hunt' }).click();
	await expect(seat(page, 3).getByRole('spinbutton', { name: 'Total' })).toHaveValue('');
	await expect(seat(page, 3).getByRole('textbox')).toHaveValue('Cy');
});

test('switching language changes the names shown, never who won', async ({ page }) => {
	await open(page);
	// Nobody typed a name: each seat is "Player n" in the current language.
	await playHunt(
		page,
		TIED_HUNT.map(([, cards]) => ['', cards])
	);
	await expect(page.getByTestId('final-ruling')).toHaveText('Player 3 catches the unicorn!');
	const why = page.getByTestId('ruling').locator('.why');
	await expect(why).toContainText('Player 1');
	await expect(page.getByTestId('hunt-page')).toHaveAttribute('data-saved', 'true');

	await page.goto('/settings');
	await page.getByLabel('Language').selectOption('es');
	await page.goto('/ktu/hunt');
	await expect(page.getByTestId('hunt-page')).toHaveAttribute('data-ready', 'true');
	await expect(page.getByTestId('final-ruling')).toHaveText('¡Jugador 3 se lleva el Unicornio!');
	const ruling = page.getByTestId('ruling');
	await expect(ruling.locator('.totals li.winner')).toHaveText(/Jugador 3/);
	// The why names the seats too, in Spanish: no seat id shows through.
	await expect(ruling.locator('.why')).toContainText('Jugador 1');
	await expect(ruling.locator('.why')).not.toContainText(/\bs\d\b/);
});
