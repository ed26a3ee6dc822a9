import { writeFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { KTU_EVENT_VERSION } from '../../src/lib/tracker/ktu/events';
import { UU_EVENT_VERSION } from '../../src/lib/tracker/uu/events';
import { sampleEvents } from '../../src/lib/tracker/ktu/sample-game';
import { test, expect } from './fixtures';
import type { GameId } from '../../src/lib/vocab';
import { seedGame } from './seed';

// A game file whose set-up is refused, or that has none, is refused at import with the reason (it
// once came in as a game with no players), and nothing is saved; a saved game whose set-up a
// correction took away says so and offers to take the correction back.

const UU_EVENTS = [
	{
		type: 'setup',
		players: ['Dee', 'Eve', 'Flo'],
		edition: 'standard-2e',
		babies: ['Baby Unicorn', 'Baby Narwhal', 'Baby Unicorn']
	},
	{ type: 'phase' }
];

function gameFile(
	testInfo: TestInfo,
	name: string,
	kind: GameId,
	events: unknown[],
	versions: number[]
): string {
	const path = testInfo.outputPath(name);
	const game = { id: `game-${name}`, createdAt: Date.UTC(2025, 0, 1), title: 'A game' };
	writeFileSync(
		path,
		JSON.stringify({ format: 'hornbook-game', version: 1, kind, game, events, versions })
	);
	return path;
}

const importFile = (page: Page, path: string) =>
	page.getByLabel('Game file (.json)').setInputFiles(path);

test('a KtU file whose set-up a correction deletes is refused, and the list stays as it was', async ({
	page
}, testInfo) => {
	await page.goto('/ktu/games');
	const full = sampleEvents();
	await importFile(
		page,
		gameFile(
			testInfo,
			'full.json',
			'ktu',
			full,
			full.map(() => KTU_EVENT_VERSION)
		)
	);
	await expect(page.getByTestId('saved-game')).toHaveCount(1);

	const events = [...full, { correction: 'delete', at: 0 }];
	const versions = events.map(() => KTU_EVENT_VERSION);
	await importFile(page, gameFile(testInfo, 'no-setup.json', 'ktu', events, versions));
	const error = page.getByTestId('import-error');
	// Once the correction is carried out, the hunt's first action (action 2) comes first.
	await expect(error).toContainText('does not start with its set-up (action 2 comes first)');
	await expect(error.getByRole('link', { name: 'The rule' })).toHaveAttribute(
		'href',
		'/rules/ktu/setup'
	);
	await expect(page.getByTestId('import-done')).toHaveCount(0);
	await page.reload();
	await expect(page.getByTestId('saved-game')).toHaveCount(1);
});

test('a UU file whose set-up has no players, marked as older, is refused in Spanish too', async ({
	page
}, testInfo) => {
	const setup = { ...UU_EVENTS[0], players: [], babies: [] };
	const events = [setup, ...UU_EVENTS.slice(1)];
	// Written "under older rules": an older event the rules refuse is usually let in, listed.
	const path = gameFile(
		testInfo,
		'empty.json',
		'uu',
		events,
		events.map(() => 1)
	);
	await page.goto('/uu/games');
	await importFile(page, path);
	await expect(page.getByTestId('import-error')).toContainText(
		'the rules refuse its set-up (action 1)'
	);
	await expect(page.getByTestId('saved-game')).toHaveCount(0);

	await page.goto('/settings');
	await page.getByLabel('Language').selectOption('es');
	await page.goto('/uu/games');
	await page.getByLabel('Archivo de partida (.json)').setInputFiles(path);
	await expect(page.getByTestId('import-error')).toContainText(
		'las reglas rechazan su preparación'
	);
	await page.reload();
	await expect(page.getByTestId('saved-game')).toHaveCount(0);
	expect(UU_EVENT_VERSION).toBeGreaterThan(1);
});

const LOST_SETUP = [
	['uu', ['Dee', 'Eve', 'Flo'], UU_EVENTS, UU_EVENT_VERSION],
	['ktu', ['Ana', 'Bo', 'Cy', 'Di'], sampleEvents().slice(0, 12), KTU_EVENT_VERSION]
] as const;

for (const [kind, players, events, version] of LOST_SETUP) {
	test(`a saved ${kind} game whose set-up a correction deleted says so, and undoing it brings it back`, async ({
		page
	}) => {
		const logged = [...events, { correction: 'delete', at: 0 }];
		await seedGame(page, {
			id: 'lost-setup',
			kind,
			players: [...players],
			events: logged,
			versions: logged.map(() => version)
		});
		await page.goto(`/${kind}/games/game?id=lost-setup`);
		const lost = page.getByTestId('setup-lost');
		await expect(lost).toContainText("A correction in the game log took the game's set-up away");
		await lost.getByRole('button', { name: 'Undo that correction' }).click();
		await expect(lost).toHaveCount(0);
		await page.reload();
		await expect(page.getByTestId('setup-lost')).toHaveCount(0);
		await expect(page.getByTestId('refused-events')).toHaveCount(0);
	});
}
