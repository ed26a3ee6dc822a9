// An update that changes a rule never changes an old game silently (issue 12): a game written
// before event versions, with an action the current rules refuse, opens with that action listed
// with its reason and rule; the table drops it, and that is saved like any change.
import { SAMPLE_ROUNDS, SAMPLE_SETUP, roundEvents } from '../../src/lib/tracker/ktu/sample-game';
import { test, expect } from './fixtures';
import { seedGame } from './seed';

// Nothing here needs the offline copy: no service worker, so no test pays for its precaching.
test.use({ serviceWorkers: 'block' });

const NAMES = SAMPLE_SETUP.players.map((p) => p.name);
const ROUND = SAMPLE_ROUNDS[0]!;
const ROW = roundEvents(ROUND).slice(0, ROUND.unicorns.length);

test('an old game with an action the rules now refuse opens with it listed, and the table drops it', async ({
	page
}) => {
	const id = 'old-rules';
	// Rows from before versions (no `v`): Ana's second Scheme was recorded under other rules.
	const events = [
		SAMPLE_SETUP,
		...ROW,
		{ type: 'scheme', player: 0, slot: 0 },
		{ type: 'scheme', player: 0, slot: 1 }
	];
	await seedGame(page, { id, kind: 'ktu', players: NAMES, events });
	await page.goto(`/ktu/games/game?id=${id}`);
	const refused = page.getByTestId('refused-events');
	await expect(refused).toBeVisible();
	const item = refused.getByTestId(`refused-${events.length - 1}`);
	await expect(item).toContainText(`Action ${events.length - 1}:`);
	await expect(item.locator('a[data-rule]')).toHaveAttribute('href', /^\/rules\/ktu\//);
	// The rest of the game is there: Ana's first Scheme counts.
	await expect(page.getByTestId('scheme-placed')).toHaveText(['Scheme on unicorn 1']);

	await item.getByRole('button', { name: `Drop action ${events.length - 1}` }).click();
	await expect(refused).toHaveCount(0);
	await page.reload();
	await expect(page.getByTestId('trap-panel')).toBeVisible();
	await expect(page.getByTestId('refused-events')).toHaveCount(0);
	await expect(page.getByTestId('scheme-placed')).toHaveText(['Scheme on unicorn 1']);
});
