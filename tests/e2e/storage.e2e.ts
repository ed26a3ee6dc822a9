// Storage failures of every kind: one clear banner in the player's language, the app usable (in
// memory where the device refuses), never the browser's own error text on screen.
import { test as base, type Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The browsers' own texts for these failures: none may reach the screen. */
const RAW =
	/quota has been exceeded|QuotaExceededError|Access is denied|SecurityError|UnknownError|DOMException/i;

async function expectNoRawText(page: Page) {
	expect(await page.locator('body').innerText()).not.toMatch(RAW);
}

/** Starts a two-player Unstable Unicorns game (default baby unicorns) and opens it. */
async function newUuGame(page: Page, { load = true } = {}): Promise<void> {
	if (load) await page.goto('/uu/games/new');
	await page.getByLabel('Player 1', { exact: true }).fill('Ana');
	await page.getByLabel('Player 2', { exact: true }).fill('Ben');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/uu\/games\/game\?id=/);
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 1 · Ana plays');
}

/** A phase of the turn, in the phase list (the current one is marked aria-current="step"). */
const phaseButton = (page: Page, name: string) =>
	page.getByRole('list', { name: 'Phases of the turn' }).getByRole('button', { name });

/** The phase the turn is in, as the phase list marks it. */
const currentPhase = (page: Page) =>
	page.getByRole('list', { name: 'Phases of the turn' }).locator('[aria-current="step"]');

/** Plays Ana's beginning phase → draw, the first change after the setup. */
const nextPhase = (page: Page) => phaseButton(page, 'Draw').click();

test('storage refused outright (reading indexedDB throws): banner, and the app works in memory', async ({
	page
}) => {
	await page.addInitScript(() => {
		// What a browser that blocks all site data does: touching storage throws.
		const refuse = () => {
			throw new DOMException('Access is denied', 'SecurityError');
		};
		Object.defineProperty(window, 'indexedDB', { get: refuse, configurable: true });
		Object.defineProperty(window, 'localStorage', { get: refuse, configurable: true });
	});
	await page.goto('/uu/games');
	const banner = page.getByTestId('storage-banner');
	await expect(banner).toHaveAttribute('data-problem', 'access');
	await expect(banner).toContainText('Nothing can be saved in this browser.');
	await expect(banner).toContainText('export a game');
	await newUuGame(page);
	await nextPhase(page);
	await expect(currentPhase(page)).toContainText('Draw');
	await expect(page.getByTestId('save-error')).toHaveCount(0);
	await expectNoRawText(page);
});

test('a database that fails to open: banner, and the app works in memory', async ({ page }) => {
	await page.addInitScript(() => {
		IDBFactory.prototype.open = function () {
			throw new DOMException('Internal error opening backing store', 'UnknownError');
		};
	});
	await page.goto('/uu/games');
	await expect(page.getByTestId('storage-banner')).toHaveAttribute('data-problem', 'open');
	await newUuGame(page);
	await nextPhase(page);
	await expect(currentPhase(page)).toContainText('Draw');
	await expectNoRawText(page);
});

test('a database that never answers: the saved games say so, not only a game page', async ({
	page
}) => {
	await page.addInitScript(() => {
		// The app's own open (the database library's, with a version) neither succeeds, fails nor is
		// blocked, as a wedged storage process leaves it; a plain read at start still answers, so the
		// settings come through and nothing else reports the problem.
		const open = indexedDB.open.bind(indexedDB);
		IDBFactory.prototype.open = function (name: string, version?: number) {
			if (version === undefined) return open(name);
			return {
				onsuccess: null,
				onerror: null,
				onupgradeneeded: null,
				onblocked: null,
				readyState: 'pending',
				addEventListener() {},
				removeEventListener() {}
			} as unknown as IDBOpenDBRequest;
		};
	});
	await page.goto('/uu/games');
	const banner = page.getByTestId('storage-banner');
	// Once the app stops waiting for it, the list is the in-memory one, and the banner says so.
	await expect(page.getByText('No saved games yet.')).toBeVisible();
	await expect(banner).toHaveAttribute('data-problem', 'open');
	await newUuGame(page);
	await nextPhase(page);
	await expect(currentPhase(page)).toContainText('Draw');
	await expectNoRawText(page);
});

base.describe('another tab', () => {
	base.use({ serviceWorkers: 'block' });

	base(
		'an older Hornbook in another tab blocking the database: banner, the app works in memory',
		async ({ context }) => {
			// A bare page of the same origin holds the database at an old version and never lets go
			// (as an old tab of a previous release would).
			await context.route('**/holder', (route) =>
				route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>holder</title>' })
			);
			const holder = await context.newPage();
			await holder.goto('/holder');
			await holder.evaluate(
				() =>
					new Promise<void>((resolve, reject) => {
						const request = indexedDB.open('hornbook', 1);
						request.onsuccess = () => {
							(window as unknown as { held: IDBDatabase }).held = request.result;
							resolve();
						};
						request.onerror = () => reject(new Error('the holder could not open the database'));
					})
			);
			const page = await context.newPage();
			const errors: string[] = [];
			page.on('pageerror', (e) => errors.push(e.message));
			// One page load: a reload would queue behind this page's abandoned open.
			await page.goto('/uu/games/new');
			const banner = page.getByTestId('storage-banner');
			await base.expect(banner).toHaveAttribute('data-problem', 'blocked');
			await base.expect(banner).toContainText('Close it, then reload this page.');
			await newUuGame(page, { load: false });
			await nextPhase(page);
			await base.expect(currentPhase(page)).toContainText('Draw');
			await expectNoRawText(page);
			base.expect(errors).toEqual([]);
		}
	);
});

test('a full disk: the action is not shown as saved, one clear banner, and it saves once there is room', async ({
	page
}) => {
	await page.addInitScript(() => {
		// A full disk, switched on and off by the test: every write is refused while it is full.
		const w = window as unknown as { diskFull: boolean };
		w.diskFull = false;
		for (const method of ['add', 'put'] as const) {
			const original = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, method)!.value as (
				this: IDBObjectStore,
				...args: unknown[]
			) => IDBRequest;
			Object.defineProperty(IDBObjectStore.prototype, method, {
				configurable: true,
				writable: true,
				value: function (this: IDBObjectStore, ...args: unknown[]) {
					if (w.diskFull)
						throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
					return original.apply(this, args);
				}
			});
		}
	});
	await page.goto('/uu/games');
	await newUuGame(page);
	await page.evaluate(() => ((window as unknown as { diskFull: boolean }).diskFull = true));
	await nextPhase(page);
	await expect(page.getByTestId('save-error')).toHaveText(
		"Not saved: the device's storage is full. The last action was not recorded; free some space and try again."
	);
	// Not shown as done: the phase did not move on.
	await expect(currentPhase(page)).not.toContainText('Draw');
	const banner = page.getByTestId('storage-banner');
	await expect(banner).toHaveAttribute('data-problem', 'quota');
	await expect(banner).toContainText('Free some space');
	await expectNoRawText(page);

	await page.evaluate(() => ((window as unknown as { diskFull: boolean }).diskFull = false));
	await nextPhase(page);
	await expect(currentPhase(page)).toContainText('Draw');
	await expect(page.getByTestId('save-error')).toHaveCount(0);
	await expect(banner).toHaveCount(0);
	await page.reload();
	await expect(currentPhase(page)).toContainText('Draw');
});

test('storage that refuses every write from the start: a game is played in memory, with a banner', async ({
	page
}) => {
	await page.addInitScript(() => {
		// As old private windows do: the database opens, and every write is refused.
		for (const method of ['add', 'put'] as const) {
			Object.defineProperty(IDBObjectStore.prototype, method, {
				configurable: true,
				writable: true,
				value: () => {
					throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
				}
			});
		}
	});
	await newUuGame(page);
	const banner = page.getByTestId('storage-banner');
	await expect(banner).toHaveAttribute('data-problem', 'memory');
	await expect(banner).toContainText('Not saved on this device.');
	await nextPhase(page);
	await expect(currentPhase(page)).toContainText('Draw');
	await expect(page.getByTestId('save-error')).toHaveCount(0);
	// The game is listed while the page lives (in memory).
	await page.getByRole('link', { name: 'Game', exact: true }).click();
	await expect(page).toHaveURL(/\/uu\/games$/);
	await expect(page.getByTestId('saved-game')).toHaveCount(1);
	await expectNoRawText(page);
});

test('saved games that cannot be read: the game page says so, not "no such game"', async ({
	page
}) => {
	await page.goto('/uu/games');
	await newUuGame(page);
	await page.addInitScript(() => {
		const fail = () => {
			throw new DOMException(
				'The operation failed for reasons unrelated to the database',
				'UnknownError'
			);
		};
		for (const proto of [IDBIndex.prototype, IDBObjectStore.prototype]) {
			Object.assign(proto, { get: fail, getAll: fail, openCursor: fail, count: fail });
		}
	});
	await page.reload();
	await expect(
		page.getByText("This game could not be read from this device's storage.")
	).toBeVisible();
	await expect(page.getByTestId('storage-banner')).toHaveAttribute('data-problem', 'read');
	await expectNoRawText(page);
});

test('persistence denied: said once, on a game page, and not again once dismissed', async ({
	page
}) => {
	await page.addInitScript(() => {
		StorageManager.prototype.persist = () => Promise.resolve(false);
		StorageManager.prototype.persisted = () => Promise.resolve(false);
	});
	await page.goto('/rules');
	await expect(page.locator('h1')).toBeVisible();
	// Reading the rulebook puts nothing at risk: no banner there.
	await expect(page.getByTestId('storage-banner')).toHaveCount(0);
	await newUuGame(page);
	const banner = page.getByTestId('storage-banner');
	await expect(banner).toHaveAttribute('data-problem', 'persistDenied');
	await expect(banner).toContainText('export the games you want to keep');
	await banner.getByRole('button', { name: 'Dismiss' }).click();
	await expect(banner).toHaveCount(0);
	await page.reload();
	await expect(page.getByTestId('turn-title')).toBeVisible();
	await expect(page.getByTestId('storage-banner')).toHaveCount(0);
});

test('the banner speaks the player’s language', async ({ page }) => {
	await page.addInitScript(() => {
		IDBFactory.prototype.open = function () {
			throw new DOMException('Internal error opening backing store', 'UnknownError');
		};
		localStorage.setItem('hornbook.lang', 'es');
	});
	await page.goto('/');
	await expect(page.getByTestId('storage-banner')).toContainText(
		'No se han podido abrir los datos guardados.'
	);
});
