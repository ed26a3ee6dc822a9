import { readFile } from 'node:fs/promises';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { correction, generate } from 'lean-qr';
import { toPngBuffer } from 'lean-qr/extras/node_export';
import { test, expect, seriousA11yViolations } from './fixtures';
import { seedGame } from './seed';
import { toGameFile } from '../../src/lib/tracker/file';
import { toHandoverCodes } from '../../src/lib/tracker/handover';
import { SAMPLE_SETUP, sampleEvents } from '../../src/lib/tracker/ktu/sample-game';
import { uuTurns } from '../bench/handover-games';

// After the game: the records replay the saved logs, the result is shared as a picture and as text,
// and a game goes to another phone as QR codes, read back from their pictures.

const KTU_NAMES = SAMPLE_SETUP.players.map((p) => p.name);
const UU_NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

const record = (page: Page, kind: string, player: string) =>
	page
		.getByRole('region', { name: new RegExp(kind) })
		.locator(`[data-testid="record"][data-player="${player}"]`);
const stat = (page: Page, kind: string, player: string, key: string) =>
	record(page, kind, player).locator(`[data-stat="${key}"] dd`);

test('a finished game is in the records with its figures, and a corrected log changes them', async ({
	page
}) => {
	const events = sampleEvents();
	await seedGame(page, { id: 'rec', kind: 'ktu', players: KTU_NAMES, events });
	await page.goto('/records');
	const ktu = 'Kill the Unicorns';
	// Bo and Cy tie on 24 and cancel out: Ana wins with 12 (src/lib/tracker/ktu/sample-game.ts).
	await expect(stat(page, ktu, 'ana', 'wins')).toHaveText('1');
	await expect(stat(page, ktu, 'ana', 'bestPoints')).toHaveText('12');
	await expect(stat(page, ktu, 'bo', 'bestPoints')).toHaveText('24');
	await expect(stat(page, ktu, 'di', 'wins')).toHaveText('0');
	await expect(page.getByTestId('finished-game')).toContainText('Ana won');
	expect(await seriousA11yViolations(page)).toEqual([]);

	// The last entry, Di's Scheme points (3), corrected to 20: Di now has 28 and wins.
	const last = events.length - 1;
	const corrected = [
		...events,
		{ correction: 'edit', at: last, event: { type: 'scheme-points', player: 3, points: 20 } }
	];
	await seedGame(page, { id: 'rec', kind: 'ktu', players: KTU_NAMES, events: corrected });
	await page.goto('/records');
	await expect(stat(page, ktu, 'di', 'wins')).toHaveText('1');
	await expect(stat(page, ktu, 'di', 'bestPoints')).toHaveText('28');
	await expect(stat(page, ktu, 'ana', 'wins')).toHaveText('0');
	await expect(page.getByTestId('finished-game')).toContainText('Di won');

	// The card opens its game, at its final count.
	await page.getByTestId('finished-game-open').click();
	await expect(page).toHaveURL(/\/ktu\/games\/game\?id=rec$/);
	await expect(page.getByTestId('final-score')).toBeVisible();
});

test('the records count unicorns won in hunts apart from those Schemes and the Butcher Shop moved, in every language', async ({
	page
}) => {
	// The sample game with a Trojan swap (Bo and Di), a Zombie (Cy) and Bo's unicorn handed to Cy;
	// Di and Ana each took one to the Butcher Shop (src/lib/tracker/ktu/sample-game.ts).
	const events = sampleEvents({ schemeMoves: true });
	await seedGame(page, { id: 'moves', kind: 'ktu', players: KTU_NAMES, events });
	await page.goto('/records');
	const ktu = 'Kill the Unicorns';
	const figures = async (player: string) =>
		Object.fromEntries(
			await Promise.all(
				['huntsWon', 'wonInHunts', 'gainedByScheme', 'lostToScheme', 'butchered'].map(
					async (key) => [key, await stat(page, ktu, player, key).innerText()] as const
				)
			)
		);
	await expect(stat(page, ktu, 'bo', 'lostToScheme')).toHaveText('2');
	expect(await figures('ana')).toEqual({
		huntsWon: '3',
		wonInHunts: '1',
		gainedByScheme: '1',
		lostToScheme: '0',
		butchered: '1'
	});
	expect(await figures('bo')).toEqual({
		huntsWon: '4',
		wonInHunts: '3',
		gainedByScheme: '3',
		lostToScheme: '2',
		butchered: '0'
	});
	expect(await figures('cy')).toMatchObject({ gainedByScheme: '2', lostToScheme: '1' });
	expect(await figures('di')).toMatchObject({
		gainedByScheme: '1',
		lostToScheme: '1',
		butchered: '1'
	});

	// Each language names them in its own words, with its edition's terms.
	const labels: Record<string, string[]> = {
		es: ['Unicornios ganados en Cazas', 'Unicornios llevados a la Carnicería'],
		fr: ['Licornes gagnées à la chasse', 'Licornes envoyées à la Boucherie de Licorne'],
		it: ['Unicorni catturati nelle cacce', 'Unicorni portati alla Macelleria di Unicorni']
	};
	for (const [lang, words] of Object.entries(labels)) {
		await page.goto('/settings');
		await page.getByLabel(/^(Language|Idioma|Langue|Lingua)$/).selectOption(lang);
		await expect(page.locator('html')).toHaveAttribute('lang', lang);
		await page.goto('/records');
		const card = page.locator('[data-testid="record"][data-player="di"]').first();
		await expect(card.locator('[data-stat="butchered"] dd')).toHaveText('1');
		for (const word of words) await expect(card).toContainText(word);
	}
});

test('the records card and the game screen place the players, tied ones too, in the same order', async ({
	page
}) => {
	// Bo and Cy tie on 24 and cancel out: Ana wins with 12 (src/lib/tracker/ktu/sample-game.ts).
	await seedGame(page, { id: 'ties', kind: 'ktu', players: KTU_NAMES, events: sampleEvents() });
	await page.goto('/ktu/games/game?id=ties');
	const shown = page.getByTestId('placings').locator('li');
	await expect(shown).toHaveCount(KTU_NAMES.length);
	// "2nd Bo: 24 points" → "Bo"
	const onScreen = (await shown.allInnerTexts()).map((line) =>
		line
			.split(':')[0]!
			.replace(/^\S+\s+/, '')
			.trim()
	);
	await page.goto('/records');
	const places = page.getByTestId('finished-game').locator('.places li');
	await expect(places).toHaveCount(KTU_NAMES.length);
	// "1. Ana 12" → "Ana"
	const onCard = (await places.allInnerTexts()).map((line) =>
		line
			.replace(/^\d+\.\s*/, '')
			.replace(/\s*\d+$/, '')
			.trim()
	);
	expect(onScreen[0]).toBe('Ana');
	expect(onScreen).toEqual(onCard);
});

test('"Share result" makes a picture that decodes, and the text; the finished game is read, a correction that re-opens it says so, and Rematch keeps the table', async ({
	page
}) => {
	await seedGame(page, { id: 'share', kind: 'ktu', players: KTU_NAMES, events: sampleEvents() });
	await page.goto('/ktu/games/game?id=share');
	const download = page.waitForEvent('download');
	await page.getByTestId('share-image').click();
	const file = await download;
	// Named by the game, the day and time it started and its id: one evening's pictures never share a name.
	expect(file.suggestedFilename()).toBe('hornbook-ktu-1970-01-01-0000-share.png');
	const png = await readFile(await file.path());
	expect(png.byteLength).toBeGreaterThan(5_000);
	expect(png.byteLength).toBeLessThan(500_000);
	const size = await page.evaluate(
		async (bytes) => {
			const bitmap = await createImageBitmap(
				new Blob([new Uint8Array(bytes)], { type: 'image/png' })
			);
			return [bitmap.width, bitmap.height];
		},
		[...new Uint8Array(png)]
	);
	expect(size[0]).toBe(1080);
	expect(size[1]).toBeGreaterThan(600);

	await page.getByText('Result as text').click();
	const text = page.getByTestId('result-text');
	await expect(text).toContainText('Kill the Unicorns');
	await expect(text).toContainText('Ana wins');
	await expect(text).toContainText('1. Ana: 12 points');
	await expect(text).toContainText('Hornbook');
	expect(await seriousA11yViolations(page)).toEqual([]);

	// Finished: every player's place, nothing to play on, Undo and Redo off. The places
	// are the result's, as the records and the shared result give them: the winner first, then
	// the others by their totals (Bo and Cy, whose tie cancelled, share second place above Di).
	await expect(page.getByTestId('placings').locator('li')).toHaveText([
		'1st Ana: 12 points',
		'2nd Bo: 24 points',
		'2nd Cy: 24 points',
		'4th Di: 11 points'
	]);
	await expect(page.getByRole('button', { name: 'Table moves' })).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
	await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
	await expect(page.getByTestId('market-panel')).toHaveCount(0);

	// The log is still correctable: deleting the end of round 4 re-opens the game, and it says so.
	const log = page.getByTestId('game-log');
	await log.locator('summary').first().click();
	await log.getByRole('navigation').getByRole('button', { name: 'Round 4' }).click();
	const end = log.getByTestId('log-entry').filter({ hasText: 'Round 4 ends.' });
	await end.getByTestId('log-open').click();
	await end.getByRole('button', { name: 'Delete' }).click();
	await expect(page.getByTestId('after-correction')).toHaveText(
		'A correction in the game log re-opened this game: it is no longer over, play on from here.'
	);
	await expect(page.getByTestId('market-panel')).toBeVisible();
	await expect(page.getByTestId('final-score')).toHaveCount(0);
	// Undo takes the correction back: the game is over again, with the Rematch it offers.
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(page.getByTestId('final-score')).toBeVisible();
	await page.getByTestId('rematch').click();
	await expect(page).toHaveURL(/\/ktu\/games\/new\?/);
	// The same table: names, characters, Starting Unicorns and the first player, each changeable.
	for (const [i, player] of SAMPLE_SETUP.players.entries()) {
		const n = i + 1;
		await expect(page.getByLabel(`Name of player ${n}`)).toHaveValue(player.name);
		await expect(page.getByLabel(`Character of player ${n}`)).toHaveValue(player.character ?? '');
		await expect(
			page.getByLabel(`Starting Unicorn of player ${n}: another star value`)
		).toHaveValue(String(player.starter.stars));
		await expect(
			page
				.getByRole('group', { name: `Starting Unicorn of player ${n}: colour` })
				.getByRole('radio', { checked: true })
		).toHaveAccessibleName(new RegExp(player.starter.color, 'i'));
	}
	const first = page.getByRole('group', { name: 'Who takes the First Player token?' });
	await expect(first.getByRole('radio', { checked: true })).toHaveAccessibleName(
		KTU_NAMES[SAMPLE_SETUP.firstPlayer]!
	);
	await page.getByLabel('Character of player 2').selectOption('princess');
	await expect(page.getByLabel('Character of player 2')).toHaveValue('princess');
	// The home page offers the finished game's result, not to continue it.
	await page.goto('/');
	await expect(page.getByRole('link', { name: /See your last game's result/ })).toContainText(
		'Kill the Unicorns · Ana, Bo, Cy, and Di'
	);
});

test('in a finished game, Undo takes back a correction that keeps it finished, Redo brings it back, after a reload too', async ({
	page
}) => {
	await seedGame(page, { id: 'fix', kind: 'ktu', players: KTU_NAMES, events: sampleEvents() });
	await page.goto('/ktu/games/game?id=fix');
	const undo = page.getByRole('button', { name: 'Undo' });
	const redo = page.getByRole('button', { name: 'Redo' });
	const di = page.getByTestId('placings').locator('li').filter({ hasText: 'Di' });
	await expect(di).toHaveText('4th Di: 11 points');
	// Read, not played on: the last move (Di's Scheme points) is not Undo's to take back.
	await expect(undo).toBeDisabled();
	await expect(redo).toBeDisabled();

	// The newest entry, Di's 3 Scheme points, deleted from the log: the game stays over, Di has 8.
	const log = page.getByTestId('game-log');
	await log.locator('summary').first().click();
	const newest = log.getByTestId('log-entry').first();
	await expect(newest).toContainText('Di');
	await newest.getByTestId('log-open').click();
	await newest.getByRole('button', { name: 'Delete' }).click();
	await expect(page.getByTestId('after-correction')).toHaveText(
		'A correction in the game log changed the result: the final count below is the new one.'
	);
	await expect(di).toHaveText('4th Di: 8 points');

	// As the log's hint says, Undo takes the correction back; Redo brings it back.
	await expect(undo).toBeEnabled();
	await undo.click();
	await expect(di).toHaveText('4th Di: 11 points');
	await expect(undo).toBeDisabled();
	await expect(redo).toBeEnabled();
	await redo.click();
	await expect(di).toHaveText('4th Di: 8 points');
	await expect(redo).toBeDisabled();

	// The correction is stored with the game: after a reload Undo still takes it back.
	await page.reload();
	await expect(di).toHaveText('4th Di: 8 points');
	await undo.click();
	await expect(di).toHaveText('4th Di: 11 points');
	await expect(redo).toBeEnabled();
});

async function secondPhone(browser: Browser, info: TestInfo): Promise<Page> {
	const context = await browser.newContext({
		...info.project.use,
		serviceWorkers: 'block'
	});
	const page = await context.newPage();
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
	context.on('close', () => expect(errors, 'console errors on the second phone').toEqual([]));
	return page;
}

const png = (text: string) =>
	Buffer.from(
		toPngBuffer(generate(text, { minCorrectionLevel: correction.M }), {
			on: [0, 0, 0],
			off: [255, 255, 255, 255],
			scale: 6
		})
	);

test('a game handed over as QR codes arrives whole on another phone and goes on there; a damaged code changes nothing', async ({
	page,
	browser
}, info) => {
	const events = uuTurns(80);
	await seedGame(page, { id: 'hand', kind: 'uu', players: UU_NAMES, events });
	await page.goto('/uu/games/game?id=hand');
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 81 · Ana plays');
	const counts = await Promise.all(
		[0, 1, 2, 3].map((seat) => page.getByTestId(`count-${seat}`).innerText())
	);
	await page.getByTestId('game-menu').locator('summary').click();
	await page.getByRole('link', { name: 'Hand over to another phone' }).click();

	// Each code, captured from the screen as the other phone's camera would see it.
	const handover = page.getByTestId('handover');
	const count = Number(await handover.getAttribute('data-count'));
	expect(count).toBeGreaterThan(1);
	expect(await seriousA11yViolations(page)).toEqual([]);
	const shots: Buffer[] = [];
	for (let i = 1; i <= count; i++) {
		const code = page.getByTestId('handover-code');
		await expect(code).toHaveAttribute('data-index', String(i));
		shots.push(await code.screenshot());
		if (i < count) await page.getByTestId('handover-next').click();
	}

	const other = await secondPhone(browser, info);
	await other.goto('/receive');
	const pick = other.getByTestId('receive-file');
	await expect(other.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
	expect(await seriousA11yViolations(other)).toEqual([]);

	// A foreign code, then a set whose second code was altered: refused, and nothing is saved.
	await pick.setInputFiles([{ name: 'other.png', mimeType: 'image/png', buffer: png('HELLO') }]);
	await expect(other.getByTestId('receive-note')).toHaveText(
		'This is not a Hornbook code. Nothing was saved.'
	);
	const file = toGameFile('uu', { id: 'hand', createdAt: 1, title: 'Unstable Unicorns' }, events);
	const codes = toHandoverCodes(JSON.stringify(file));
	const altered = codes.map((c, i) =>
		i === 1 ? c.slice(0, -6) + (c.endsWith('A') ? 'B' : 'A') + c.slice(-5) : c
	);
	await pick.setInputFiles(
		altered.map((c, i) => ({ name: `bad-${i}.png`, mimeType: 'image/png', buffer: png(c) }))
	);
	await expect(other.getByTestId('receive-note')).toHaveText(
		'These codes are damaged: the game cannot be read from them. Nothing was saved.'
	);
	await other.goto('/uu/games');
	await expect(other.getByText('No saved games yet.')).toBeVisible();

	// The codes from the screen, the last first: the game opens and the table plays on.
	await other.goto('/receive');
	await expect(other.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
	await pick.setInputFiles(
		shots.reverse().map((buffer, i) => ({ name: `code-${i}.png`, mimeType: 'image/png', buffer }))
	);
	await expect(other).toHaveURL(/\/uu\/games\/game\?id=hand$/);
	await expect(other.getByTestId('turn-title')).toHaveText('Turn 81 · Ana plays');
	for (const [seat, shown] of counts.entries())
		await expect(other.getByTestId(`count-${seat}`)).toHaveText(shown);
	await other.getByTestId('pass-turn').click();
	await expect(other.getByTestId('turn-title')).toHaveText('Turn 82 · Bo plays');
	await other.reload();
	await expect(other.getByTestId('turn-title')).toHaveText('Turn 82 · Bo plays');

	// Received a second time: recognised, and nothing is added unless asked.
	await other.goto('/receive');
	await expect(other.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
	await pick.setInputFiles(
		shots.map((buffer, i) => ({ name: `again-${i}.png`, mimeType: 'image/png', buffer }))
	);
	await expect(other.getByTestId('import-duplicate')).toContainText('already saved');
	await other.context().close();
});

/** The pictures of a set of codes, as a pick of files. */
const pictures = (codes: readonly string[], name: string) =>
	codes.map((c, i) => ({ name: `${name}-${i}.png`, mimeType: 'image/png', buffer: png(c) }));

test('one pick of pictures mixing two games’ codes says so and opens neither', async ({ page }) => {
	const ktu = toHandoverCodes(
		JSON.stringify(
			toGameFile('ktu', { id: 'mix-a', createdAt: 1, title: 'Kill the Unicorns' }, sampleEvents())
		)
	);
	const uu = toHandoverCodes(
		JSON.stringify(
			toGameFile('uu', { id: 'mix-b', createdAt: 1, title: 'Unstable Unicorns' }, uuTurns(80))
		)
	);
	expect(uu.length).toBeGreaterThan(1);
	await page.goto('/receive');
	await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
	// The whole Kill the Unicorns set, and the first code of the other game.
	await page.getByTestId('receive-file').setInputFiles(pictures([...ktu, uu[0]!], 'mixed'));
	await expect(page.getByTestId('receive-note')).toHaveText(
		'These pictures hold codes of more than one game. Choose the pictures of one game at a time. Nothing was saved.'
	);
	await expect(page).toHaveURL(/\/receive$/);
	await page.goto('/ktu/games');
	await expect(page.getByText('No saved games yet.')).toBeVisible();
});

test('a newer copy of a game already on the phone: what differs is said, and it replaces the saved one', async ({
	page
}) => {
	const events = sampleEvents();
	// Saved here: the game up to its last Black Market, five entries short of its end.
	await seedGame(page, {
		id: 'newer',
		kind: 'ktu',
		players: KTU_NAMES,
		events: events.slice(0, -5)
	});
	const codes = toHandoverCodes(
		JSON.stringify(
			toGameFile('ktu', { id: 'newer', createdAt: 1, title: 'Kill the Unicorns' }, events)
		)
	);
	await page.goto('/receive');
	await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
	await page.getByTestId('receive-file').setInputFiles(pictures(codes, 'newer'));
	const duplicate = page.getByTestId('import-duplicate');
	await expect(duplicate).toContainText('already saved');
	await expect(duplicate.getByTestId('copy-differs')).toHaveText(
		'This copy goes 5 entries further than the saved game.'
	);
	await expect(duplicate.getByTestId('copy-where')).toContainText(
		'This copy: Game over: Ana wins with 12 points.'
	);
	await duplicate.getByRole('button', { name: 'Replace the saved game with this copy' }).click();
	// The saved game is now the copy received: opened, finished, one game in the list.
	await expect(page).toHaveURL(/\/ktu\/games\/game\?id=newer$/);
	await expect(page.getByTestId('final-winner')).toHaveText('Ana wins!');
	await page.goto('/ktu/games');
	await expect(page.getByTestId('saved-game')).toHaveCount(1);
	await expect(page.getByTestId('saved-progress')).toHaveText('Game over: Ana wins with 12 points');
});
