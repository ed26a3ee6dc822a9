import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { appStarted, test, expect, seriousA11yViolations } from './fixtures';
import { logKeptOpen, openLog } from './uu-table';
import { seedGame } from './seed';
import { Taps } from './taps';
import type { KtuEvent } from '../../src/lib/tracker/ktu/events';
import {
	SAMPLE_ROUNDS,
	SAMPLE_SETUP,
	bidEvent,
	fourPlayerTable,
	passEvent,
	roundEvents,
	sampleEvents
} from '../../src/lib/tracker/ktu/sample-game';
import { revealThenCatch } from './ktu-words';

// What a table reads back in a Kill the Unicorns game: hunts entered with one tap read as sentences
// in the log in every language, an entry sits under the unicorn it happened to, Scheme points add
// up and are never asked for again at the final count, and ending the round while someone has not
// chosen at the Black Market asks first.

const NAMES = SAMPLE_SETUP.players.map((p) => p.name);
const ROUND_1 = roundEvents(SAMPLE_ROUNDS[0]!);
/** Round 1's row and Schemes: the hunts can begin. */
const ROW = ROUND_1.slice(0, ROUND_1.findIndex((e) => e.type === 'hunts-start') + 1);

/**
 * Round 1 entered with one tap a hunt: slot 1 holds two Schemes, slot 2 none, 3 and 4 one each.
 * Bo catches unicorn 1, nothing said of the Scheme he reveals. Everyone passes on unicorn 2, from
 * Bo round the table: the token comes back to him. Unicorn 4 holds Di's Scheme only, a Trojan
 * Unicorn: Bo and Di exchange unicorns. Then Scheme points on Bo's Starting Unicorn.
 */
const QUICK_HUNTS: KtuEvent[] = [
	{ type: 'caught', player: 1 },
	{ type: 'pass', player: 1 },
	{ type: 'pass', player: 2 },
	{ type: 'pass', player: 3 },
	{ type: 'pass', player: 0 },
	{ type: 'caught', player: null },
	{ type: 'caught', player: 2, effect: 'size', taker: 3 },
	{ type: 'caught', player: 1, effect: 'no-effect' },
	{ type: 'exchange', a: { player: 1, unicorn: 2 }, b: { player: 3, unicorn: 0 } },
	{ type: 'add-points', player: 1, unicorn: 0, points: 2 }
];

const bid = bidEvent;
const pass = passEvent;

/**
 * Round 1 with the bids, read back to settle who took each unicorn and why: Ana, the Knight,
 * wins unicorn 1 with her power; she is the only one to bid on unicorn 2; Bo takes unicorn 3
 * (Cy's Scheme, which changes nothing) and the token with it; Cy takes unicorn 4 with one tap, and
 * Di's Scheme under it gives Cy a point. Bo's Starting Unicorn, set right, is a green 4 ★ like
 * the one he caught, which a Zombie Unicorn then discards.
 */
const STORY: KtuEvent[] = [
	...ROW,
	bid(0, 9, 4, true),
	bid(1, 5, 4),
	pass(2),
	pass(3),
	{ type: 'resolve', effect: 'no-effect' },
	bid(0, 2),
	pass(1),
	pass(2),
	pass(3),
	{ type: 'resolve' },
	bid(0, 3),
	bid(1, 4),
	pass(2),
	pass(3),
	{ type: 'resolve', effect: 'no-effect' },
	{ type: 'caught', player: 2 },
	{ type: 'add-points', player: 2, points: 1 },
	{ type: 'edit-unicorn', player: 1, unicorn: 0, color: 'green', stars: 4, siamese: false },
	{ type: 'discard', player: 1, unicorn: 1 }
];

/** Round 1 hunted with one tap each, then ended with nothing bought at the Black Market. */
const QUIET_MARKET: KtuEvent[] = [
	SAMPLE_SETUP,
	...ROW,
	...[0, 1, 2, 3].map((player): KtuEvent => ({ type: 'caught', player })),
	{ type: 'round-end' }
];

async function openGame(page: Page, id: string, events: unknown[]): Promise<Locator> {
	await seedGame(page, { id, kind: 'ktu', players: NAMES, events });
	await page.goto(`/ktu/games/game?id=${id}`);
	await expect(page.getByTestId('round-status')).toBeVisible();
	return openLog(page);
}

async function openMoves(page: Page, kind: string) {
	await page.getByRole('button', { name: 'Table moves' }).click();
	const dialog = page.getByRole('dialog', { name: 'Table moves' });
	await dialog.getByRole('group', { name: 'Move', exact: true }).getByText(kind).click();
	return dialog;
}

/**
 * What each language writes for the one-tap hunts (oldest first), for the game's first entry, and
 * for an entry it cannot read: each unicorn by colour and stars, who gave which unicorn to whom.
 */
const ONE_TAP = {
	en: {
		language: null,
		story: [
			'Ana catches the pink 3 ★ unicorn; the Scheme revealed does not change who takes it.',
			'The cards are revealed: Ana catches the blue 2 ★ unicorn with a total of 2. Nobody but Ana bid.',
			"Bo catches the green 4 ★ unicorn and takes the First Player token: the Scheme revealed is Cy's and does not change who takes the unicorn.",
			"Cy catches the 4 ★ Legendary Unicorn, takes the First Player token and reveals Di's Scheme, which gives Cy +1 in Scheme points.",
			"Di's Scheme: Cy scores +1 in Scheme points, on no unicorn.",
			'Bo discards the green 4 ★ unicorn (unicorn 3 of round 1).'
		],
		/** The Knight's power, said in the bid that used it and nowhere else in its hunt. */
		knight: "with the Knight's power",
		quiet: 'Round 1 ends: nobody bought anything at the Black Market.',
		tied: 'The game is over: the highest totals are tied and cancel out (Bo and Cy on 24), so Ana wins with 12 points.',
		setup: 'Setting up',
		unreadable: 'An entry that cannot be read',
		first: ['Ana (Knight, Starting Unicorn: Pink, 1 ★)', 'Ana holds the First Player token.'],
		lines: [
			'Bo catches the pink 3 ★ unicorn and takes the First Player token.',
			'Bo passes.',
			'Cy passes.',
			'Di passes.',
			'Ana passes as well: every player has passed, and the First Player token is back with Bo, who keeps it.',
			'Everyone passed: nobody catches the blue 2 ★ unicorn and it runs away.',
			'Cy wins the hunt for the green 4 ★ unicorn, but the Scheme revealed is Size Does Not Matter: Di takes it with the lowest total, and takes the First Player token too.',
			'Bo catches the 4 ★ Legendary Unicorn, takes the First Player token and reveals a Trojan Unicorn: Bo and Di exchange unicorns.',
			"Di's Trojan Unicorn: Bo gives the 4 ★ Legendary Unicorn to Di and gets the yellow 2 ★ unicorn (Starting Unicorn) in return.",
			'Bo scores +2 in Scheme points, pinned to their unicorn (blue, 1 ★, Starting Unicorn).'
		]
	},
	es: {
		language: 'es',
		story: [
			'Ana se lleva el Unicornio rosa de 3 ★; la Estratagema revelada no cambia quién se lo lleva.',
			'Se revelan las cartas: Ana se lleva el Unicornio azul de 2 ★ con un total de 2. Nadie más que Ana ha apostado.',
			'Bo se lleva el Unicornio verde de 4 ★ y toma la Ficha de Jugador Inicial: la Estratagema revelada es de Cy y no cambia quién se lleva el Unicornio.',
			'Cy se lleva el Unicornio Legendario de 4 ★, toma la Ficha de Jugador Inicial y revela la Estratagema de Di, que da puntos de Estratagema a Cy (+1).',
			'Por la Estratagema de Di, Cy suma puntos de Estratagema (+1) sin ponerlos en ningún Unicornio.',
			'Bo descarta el Unicornio verde de 4 ★ (el 3.º de la ronda 1).'
		],
		/** The Knight's power, said in the bid that used it and nowhere else in its hunt. */
		knight: 'con la habilidad del Caballero',
		quiet: 'Termina la ronda 1 sin que nadie haya comprado nada en el Mercado Negro.',
		tied: 'La partida ha terminado: los totales más altos empatan y se anulan (Bo y Cy con 24), así que gana Ana con 12 puntos.',
		setup: 'Preparación',
		unreadable: 'Una entrada ilegible',
		first: [
			'Ana (Caballero, Unicornio Inicial: Rosa, 1 ★)',
			'Ana tiene la Ficha de Jugador Inicial.'
		],
		lines: [
			'Bo se lleva el Unicornio rosa de 3 ★ y toma la Ficha de Jugador Inicial.',
			'Bo pasa.',
			'Cy pasa.',
			'Di pasa.',
			'Ana también pasa: han pasado todos, y la Ficha de Jugador Inicial vuelve a Bo, que la conserva.',
			'Todos han pasado: nadie se lleva el Unicornio azul de 2 ★, que huye.',
			'Cy gana la Caza del Unicornio verde de 4 ★',
			'Bo se lleva el Unicornio Legendario de 4 ★, toma la Ficha de Jugador Inicial y revela la Estratagema «Unicornio de Troya»: Bo y Di se intercambian un Unicornio.',
			'Unicornio de Troya (Estratagema de Di): Bo da el Unicornio Legendario de 4 ★ a Di y recibe a cambio el Unicornio amarillo de 2 ★ (Unicornio Inicial).',
			'Bo suma puntos de Estratagema (+2) en su Unicornio (azul, 1 ★, el inicial).'
		]
	},
	fr: {
		language: 'fr',
		story: [
			'Ana capture la Licorne rose à 3 ★ ; la Ruse révélée ne change pas qui la prend.',
			"Les cartes sont révélées : Ana capture la Licorne bleue à 2 ★ avec un total de 2. Personne d'autre qu'Ana n'a misé.",
			'Bo capture la Licorne verte à 4 ★ et prend le jeton Premier Joueur : la Ruse révélée est celle de Cy et ne change pas qui prend la Licorne.',
			'Cy capture la Licorne Légendaire à 4 ★, prend le jeton Premier Joueur et révèle la Ruse de Di, qui donne des points de Ruse (+1) à Cy.',
			'Ruse de Di : Cy marque des points de Ruse (+1), hors Licorne.',
			'Bo défausse la Licorne verte à 4 ★ (Licorne 3 de la manche 1).'
		],
		/** The Knight's power, said in the bid that used it and nowhere else in its hunt. */
		knight: 'grâce au pouvoir du Chevalier',
		quiet: 'La manche 1 se termine sans aucun achat au Marché Noir.',
		tied: "La partie est terminée : les meilleurs totaux sont à égalité et s'annulent (Bo et Cy à 24), donc Ana gagne avec 12 points.",
		setup: 'Mise en place',
		unreadable: 'Une entrée illisible',
		first: ['Ana (Chevalier, Licorne de Départ : Rose, 1 ★)', 'Ana a le jeton Premier Joueur.'],
		lines: [
			'Bo capture la Licorne rose à 3 ★ et prend le jeton Premier Joueur.',
			'Bo passe.',
			'Cy passe.',
			'Di passe.',
			'Ana passe aussi : tout le monde a passé, et le jeton Premier Joueur revient à Bo, qui le garde.',
			"Tout le monde a passé : personne ne capture la Licorne bleue à 2 ★, qui s'enfuit.",
			'Cy remporte la chasse à la Licorne verte à 4 ★',
			'Bo capture la Licorne Légendaire à 4 ★, prend le jeton Premier Joueur et révèle la Ruse « Licorne de Troie » : Bo et Di échangent une Licorne.',
			'Licorne de Troie (Ruse de Di) : Bo donne la Licorne Légendaire à 4 ★ à Di et reçoit en échange la Licorne jaune à 2 ★ (Licorne de Départ).',
			'Bo marque des points de Ruse (+2) sur sa Licorne de Départ (bleue, 1 ★).'
		]
	},
	it: {
		language: 'it',
		story: [
			"Ana cattura l'Unicorno rosa da 3 ★; l'Inganno rivelato non cambia chi lo prende.",
			"Le carte vengono rivelate: Ana cattura l'Unicorno blu da 2 ★ con un totale di 2. Ha puntato solo Ana.",
			"Bo cattura l'Unicorno verde da 4 ★ e prende il segnalino Primo Giocatore: l'Inganno rivelato è di Cy e non cambia chi prende l'Unicorno.",
			"Cy cattura l'Unicorno Leggendario da 4 ★, prende il segnalino Primo Giocatore e rivela l'Inganno di Di, che dà punti Inganno a Cy: +1.",
			'Inganno di Di: Cy riceve punti Inganno (+1), non legati a un Unicorno.',
			"Bo scarta l'Unicorno verde da 4 ★ (Unicorno 3 del round 1)."
		],
		/** The Knight's power, said in the bid that used it and nowhere else in its hunt. */
		knight: 'con il potere del Cavaliere',
		quiet: 'Finisce il round 1 senza nessun acquisto al Mercato Nero.',
		tied: 'La partita è finita: i totali più alti sono in parità e si annullano (Bo e Cy a 24), quindi vince Ana con 12 punti.',
		setup: 'Preparazione',
		unreadable: 'Una voce illeggibile',
		first: [
			'Ana (Cavaliere, Unicorno Iniziale: Rosa, 1 ★)',
			'Ana ha il segnalino Primo Giocatore.'
		],
		lines: [
			"Bo cattura l'Unicorno rosa da 3 ★ e prende il segnalino Primo Giocatore.",
			'Bo passa.',
			'Cy passa.',
			'Di passa.',
			'Passa anche Ana: hanno passato tutti, e il segnalino Primo Giocatore torna a Bo, che lo tiene.',
			"Hanno passato tutti: nessuno cattura l'Unicorno blu da 2 ★, che scappa.",
			"Cy vince la caccia all'Unicorno verde da 4 ★",
			"Bo cattura l'Unicorno Leggendario da 4 ★, prende il segnalino Primo Giocatore e rivela l'Inganno «Unicorno di Troia»: Bo e Di si scambiano un Unicorno.",
			"Unicorno di Troia (Inganno di Di): Bo dà l'Unicorno Leggendario da 4 ★ a Di e riceve in cambio l'Unicorno giallo da 2 ★ (Unicorno Iniziale).",
			'Bo riceve punti Inganno (+2) sul suo Unicorno (blu, 1 ★, Unicorno Iniziale).'
		]
	}
} as const;

test('every hunt entered with one tap reads as a sentence in the log, in all four languages', async ({
	page
}) => {
	const id = 'log-one-tap';
	// A round that ended with nothing bought, and a finished game won because of a tie above.
	await seedGame(page, { id: 'log-quiet', kind: 'ktu', players: NAMES, events: QUIET_MARKET });
	await seedGame(page, { id: 'log-tied', kind: 'ktu', players: NAMES, events: sampleEvents() });
	await seedGame(page, {
		id: 'log-story',
		kind: 'ktu',
		players: NAMES,
		events: [SAMPLE_SETUP, ...STORY]
	});
	let log = await openGame(page, id, [SAMPLE_SETUP, ...ROW, ...QUICK_HUNTS]);
	// A one-tap hunt has no totals: no empty "Totals played" list is left for a screen reader.
	const last = page.getByRole('region', { name: 'Last hunt' });
	await expect(last).toContainText('Entered without the bids.');
	await expect(page.getByRole('list', { name: 'Totals played' })).toHaveCount(0);
	// The phase the table is at is the current step of the round's phases.
	await expect(
		page.getByRole('list', { name: 'Phases of the round' }).locator('[aria-current="step"]')
	).toHaveText(/The Black Market/);
	for (const {
		language,
		setup,
		unreadable,
		first,
		lines,
		quiet,
		tied,
		story,
		knight
	} of Object.values(ONE_TAP)) {
		if (language) {
			await logKeptOpen(page, id);
			await page.goto('/settings');
			await page.locator('#lang').selectOption(language);
			await expect(page.locator('html')).toHaveAttribute('lang', language);
			await page.goto(`/ktu/games/game?id=${id}`);
			await appStarted(page);
			log = page.getByTestId('game-log');
			// Left open in the language before, the log is open again (its draft keeps it so).
			await expect(log).toHaveAttribute('open', '');
		}
		const entries = log.getByTestId('log-entry');
		// Round 1 open, the setup folded in its own group.
		await expect(entries).toHaveCount(ROW.length + QUICK_HUNTS.length);
		await expect(entries.filter({ hasText: unreadable })).toHaveCount(0);
		// Newest first: the hunts are the top entries.
		for (const [i, line] of lines.entries()) {
			await expect(entries.nth(QUICK_HUNTS.length - 1 - i)).toContainText(line);
		}
		// The game's first entry, in its own group: the characters, the starters, the token.
		await log.getByRole('navigation').getByRole('button', { name: setup }).click();
		const opening = entries.last();
		for (const part of first) await expect(opening).toContainText(part);
		// The newest entry of each other game: the Black Market where nobody bought, said with the
		// round's end; the result, with the tie that cancelled above the winner.
		for (const [game, line, newest] of [
			['log-quiet', quiet, 'log-entry'],
			['log-tied', tied, 'log-closing']
		] as const) {
			await page.goto(`/ktu/games/game?id=${game}`);
			// Open, or left open in the language before (its draft keeps it so).
			const other = await openLog(page);
			await expect(other.getByTestId(newest).first()).toContainText(line);
		}
		// The result is an entry of its own, after the last one: no entry's sentence goes on with it.
		await expect(
			page.getByTestId('game-log').getByTestId('log-entry').filter({ hasText: tied })
		).toHaveCount(0);
		// With the bids: the Knight's power, a lone bidder, whose Scheme, the token, which unicorn.
		await page.goto('/ktu/games/game?id=log-story');
		const told = await openLog(page);
		for (const line of story) {
			await expect(told.getByTestId('log-entry').filter({ hasText: line })).toHaveCount(1);
		}
		// One use of the Knight's power, said once: in Ana's bid, not again when she wins.
		await expect(told.getByTestId('log-entry').filter({ hasText: knight })).toHaveCount(1);
		// The longer sentences wrap on a 320 px screen: nothing wider than it.
		await page.setViewportSize({ width: 320, height: 800 });
		await expect(told.getByTestId('log-entry').first()).toBeVisible();
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow).toBe(0);
		await page.goto(`/ktu/games/game?id=${id}`);
		log = await openLog(page);
	}
});

test("the Knight's power spent on a bid: the log says it once, in the bid, and the next hunt's form says why no more cards", async ({
	page
}) => {
	// Ana, the Knight, won unicorn 1 with her power (STORY's first hunt); she leads unicorn 2.
	const first = STORY.slice(0, STORY.findIndex((e) => e.type === 'resolve') + 1);
	const log = await openGame(page, 'log-knight-spent', [SAMPLE_SETUP, ...first]);
	const entries = log.getByTestId('log-entry');
	await expect(entries.filter({ hasText: "with the Knight's power" })).toHaveCount(1);
	// The hunt's last line says who caught it, not the power again.
	await expect(entries.first().locator('.text')).toHaveText(
		'Ana catches the pink 3 ★ unicorn; the Scheme revealed does not change who takes it.'
	);
	await page.getByRole('button', { name: 'Enter the bids' }).click();
	const panel = page.getByTestId('hunt-panel');
	// 1 to 3 cards, and the sentence that says why not more, where the counts are.
	await expect(
		panel.getByRole('group', { name: 'How many cards did they play?' }).getByRole('radio')
	).toHaveCount(3);
	await expect(panel.getByTestId('knight-spent')).toHaveText(
		"Playing more cards uses the Knight's power, and Ana has already used it this round."
	);
});

test("a Scheme's effect is entered at its reveal, with its rule, and listed under that hunt", async ({
	page
}) => {
	const log = await openGame(page, 'log-reveal', [SAMPLE_SETUP, ...ROW]);
	const panel = page.getByTestId('hunt-panel');
	// Unicorn 1 carries two Schemes: the one Bo reveals is a Trojan Unicorn.
	await revealThenCatch(panel, 'Trojan Unicorn: an exchange', 'Bo caught unicorn 1');
	const form = page.getByTestId('scheme-aftermath');
	await expect(form.getByRole('heading')).toHaveText(
		'Trojan Unicorn: which unicorns change hands?'
	);
	// Asked above where the tap was made: brought into view and focused.
	await expect(form.getByRole('heading')).toBeFocused();
	await expect(form.getByRole('heading')).toBeInViewport();
	await expect(form.locator('a[data-rule]')).toHaveAttribute('data-rule', 'ktu.scheme.trojan');
	// It starts from Bo and the unicorn he has just caught; Cy has one unicorn: one tap records.
	await expect(
		form.getByRole('group', { name: "Bo's unicorn" }).getByRole('radio', { checked: true })
	).toHaveCount(1);
	await form.getByRole('group', { name: 'Other player', exact: true }).getByText('Cy').click();
	await expect(form).toBeHidden();
	await expect(page.getByTestId('board-2')).toContainText('Pink, 3 ★');
	const trojan = log.getByTestId('log-entry').first();
	// Ana's and Bo's Schemes lay under it: whose Trojan Unicorn it was is not known.
	await expect(trojan).toContainText(
		'Trojan Unicorn: Bo gives the pink 3 ★ unicorn to Cy and gets the green 0 ★ unicorn (Starting Unicorn) in return.'
	);
	// Headed by when it was entered: a heading never reads as the unicorn a move is about.
	await expect(trojan.locator('.context')).toHaveText('Round 1 · after the hunt of unicorn 1');
	// The hunt itself says what the table chose for the Scheme, here and in its correction (one
	// wording on the hunt screen and in the form).
	const caught = log.getByTestId('log-entry').nth(1);
	// The catch says what the Scheme did in the same sentence, never that it changed nothing.
	await expect(caught).toContainText(
		'Bo catches the pink 3 ★ unicorn, takes the First Player token and reveals a Trojan Unicorn: Bo and Cy exchange unicorns.'
	);
	await caught.getByTestId('log-open').click();
	await expect(
		caught
			.getByRole('group', { name: 'The revealed Scheme' })
			.getByRole('radio', { name: 'Nothing that changes who takes it' })
	).toBeChecked();
	await caught.getByRole('button', { name: 'Cancel' }).click();
	// The next hunt's first entry is under unicorn 2, as the table stands.
	await panel.getByRole('button', { name: 'It ran away: everyone passed' }).click();
	await expect(log.getByTestId('log-entry').first().locator('.context')).toHaveText(
		'Round 1 · unicorn 2'
	);
	// A Siamese Unicorn is one choice more at its reveal: the unicorn just caught counts as 2.
	await panel.getByRole('button', { name: /^The revealed Scheme/ }).click();
	await panel
		.getByRole('group', { name: 'The revealed Scheme' })
		.getByText('Siamese Unicorn: counts as 2', { exact: true })
		.click();
	await panel.getByRole('button', { name: 'Di caught unicorn 3' }).click();
	await expect(page.getByTestId('board-3')).toContainText('Siamese Unicorn: counts as 2');
	await expect(log.getByTestId('log-entry').first()).toContainText(
		"Di's unicorn (green, 4 ★, unicorn 3 of round 1) is a Siamese Unicorn: it counts as 2."
	);
});

test('the log is grouped by round, and an entry of an earlier round is corrected within 3 taps; the corrected game exports and imports back equal', async ({
	page
}, testInfo) => {
	const round2 = roundEvents(SAMPLE_ROUNDS[1]!);
	const events = [SAMPLE_SETUP, ...ROUND_1, ...round2.slice(0, 2)];
	await seedGame(page, { id: 'log-rounds', kind: 'ktu', players: NAMES, events });
	await page.goto('/ktu/games/game?id=log-rounds');
	await expect(page.getByTestId('round-status')).toBeVisible();
	const log = page.getByTestId('game-log');
	const bar = log.locator('summary').first();
	// The log reads as the place to correct an entry, and Table moves, where a table looked first
	// to fix a bid, points to it in one line and one tap.
	await expect(bar).toHaveAccessibleName(/^Game log\s+Correct an entry\s+\d+ entries$/);
	await page.getByRole('button', { name: 'Table moves' }).click();
	const moves = page.getByRole('dialog', { name: 'Table moves' });
	await expect(moves).toContainText('A bid, who took a unicorn or a purchase entered wrong?');
	await moves.getByRole('button', { name: 'Open the game log' }).click();
	await expect(moves).toBeHidden();
	await expect(log).toHaveAttribute('open', '');
	await expect(bar).toBeFocused();
	await bar.click();
	await expect(log).not.toHaveAttribute('open');

	const taps = new Taps();
	await taps.click(bar);
	// The current round open, the earlier ones folded.
	const groups = log.getByTestId('log-group');
	await expect(groups.locator('> summary .title')).toHaveText(['Round 2', 'Round 1', 'Setting up']);
	await expect(groups.nth(0)).toHaveAttribute('open', '');
	await expect(groups.nth(1)).not.toHaveAttribute('open');
	await taps.click(log.getByRole('navigation').getByRole('button', { name: 'Round 1' }));
	const entry = log.getByTestId('log-entry').filter({ hasText: 'Unicorn 3 turns up: Green, 4 ★.' });
	await taps.click(entry.getByTestId('log-open'));
	// The correction opens in place, with one compact menu for the rest.
	const stars = entry.getByRole('group', { name: 'Stars of unicorn 3' });
	await expect(stars).toBeVisible();
	await expect(entry.getByTestId('log-menu').getByRole('button')).toHaveText([
		'Add a missed entry before this one',
		'Delete'
	]);
	expect(taps.count).toBeLessThanOrEqual(3);
	await stars.getByRole('button', { name: '3', exact: true }).click();
	const corrected = 'Unicorn 3 turns up: Green, 3 ★.';
	await expect(log.getByTestId('log-entry').filter({ hasText: corrected })).toHaveCount(1);

	// Its export carries the correction and imports back as the same game.
	await page.goto('/ktu/games');
	const table = 'Ana, Bo, Cy, and Di';
	const row = page.getByTestId('saved-games').getByRole('listitem').filter({ hasText: 'Ana' });
	const download = page.waitForEvent('download');
	await row.getByRole('button', { name: `Export the game of ${table}` }).click();
	const file = testInfo.outputPath('corrected.json');
	await (await download).saveAs(file);
	const exported = JSON.parse(await readFile(file, 'utf8')) as { events: unknown[] };
	expect(exported.events).toContainEqual(expect.objectContaining({ correction: 'edit' }));
	await row.getByRole('button', { name: `Delete the game of ${table}` }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
	await expect(row).toHaveCount(0);
	await page.getByLabel('Game file (.json)').setInputFiles(file);
	await expect(page.getByTestId('import-done')).toHaveText(`Imported: the game of ${table}.`);
	await row.getByRole('link', { name: `Continue the game of ${table}` }).click();
	const back = page.getByTestId('game-log');
	await back.locator('summary').first().click();
	await back.getByRole('navigation').getByRole('button', { name: 'Round 1' }).click();
	await expect(back.getByTestId('log-entry').filter({ hasText: corrected })).toHaveCount(1);
	await expect(back.getByTestId('log-refused')).toHaveCount(0);
});

test("a unicorn set right from the log is saved by the tap that changes it, as the row's form saves it", async ({
	page
}) => {
	const round2 = roundEvents(SAMPLE_ROUNDS[1]!);
	await seedGame(page, {
		id: 'log-unicorn-colour',
		kind: 'ktu',
		players: NAMES,
		events: [SAMPLE_SETUP, ...ROUND_1, ...round2.slice(0, 2)]
	});
	await page.goto('/ktu/games/game?id=log-unicorn-colour');
	const log = page.getByTestId('game-log');
	await log.locator('summary').first().click();
	const entry = log
		.getByTestId('log-entry')
		.filter({ hasText: 'Unicorn 1 turns up: Yellow, 1 ★.' });
	await entry.getByTestId('log-open').click();
	// Its colour and stars are both in: the colour's tap is the whole correction, no Save.
	await entry
		.getByRole('group', { name: 'Colour of unicorn 1' })
		.getByText('Blue', { exact: true })
		.click();
	await expect(
		log.getByTestId('log-entry').filter({ hasText: 'Unicorn 1 turns up: Blue, 1 ★.' })
	).toHaveCount(1);
	await expect(log.getByTestId('log-refused')).toHaveCount(0);
});

test('Scheme points add up, read as additions in the log, and are not asked again at the end', async ({
	page
}) => {
	// Round 4's Black Market, everyone has chosen: the game ends with one tap.
	const events = [SAMPLE_SETUP, ...SAMPLE_ROUNDS.flatMap(roundEvents)].slice(0, -1);
	const log = await openGame(page, 'log-points', events);
	const board = page.getByTestId('points-3');
	await expect(board).toHaveText(/^Points so far: \d+$/);
	const before = Number((await board.innerText()).replace(/\D+/g, ''));

	let unicorn = '';
	for (const [points, there] of [
		['2', '0'],
		['1', '+2']
	] as const) {
		const dialog = await openMoves(page, 'Scheme points');
		await dialog.getByRole('group', { name: 'Player', exact: true }).getByText('Di').click();
		const first = dialog
			.getByRole('group', { name: 'Unicorn', exact: true })
			.locator('label')
			.first();
		unicorn = await first.locator('.text > span').first().innerText();
		await first.click();
		// Nothing chosen at first: what is tapped or typed is added to what is there.
		const quick = dialog.getByRole('group', { name: 'Points to add (negative for a penalty)' });
		const field = dialog.getByLabel('Another number of points');
		await expect(field).toHaveValue('');
		await expect(quick.getByRole('radio', { checked: true })).toHaveCount(0);
		// A phone's numeric keypad may lack the minus sign a penalty needs.
		await expect(field).not.toHaveAttribute('inputmode', 'numeric');
		await expect(dialog.getByTestId('points-there')).toHaveText(
			`Scheme points this unicorn already has: ${there}`
		);
		if (points === '2') {
			// A usual value is one tap, and the field shows it.
			await quick.getByText('+2', { exact: true }).click();
			await expect(field).toHaveValue('2');
		} else {
			// Any other way, typed: the same value is shown chosen among the usual ones.
			await field.fill(points);
			await expect(quick.getByRole('radio', { name: `+${points}`, exact: true })).toBeChecked();
		}
		await dialog.getByRole('button', { name: 'Record' }).click();
		await expect(dialog).toBeHidden();
	}

	await expect(board).toHaveText(`Points so far: ${before + 3}`);
	const entries = log.getByTestId('log-entry');
	// The picker's label ("Blue, 2 ★"), inside the log's sentence with its colour in lower case.
	const inSentence = unicorn.toLowerCase();
	await expect(entries.nth(0)).toContainText(
		`Di scores +1 in Scheme points, pinned to their unicorn (${inSentence}, `
	);
	await expect(entries.nth(1)).toContainText(
		`Di scores +2 in Scheme points, pinned to their unicorn (${inSentence}, `
	);

	// A penalty on the player, with the minus sign typed.
	const dialog = await openMoves(page, 'Scheme points');
	await dialog.getByRole('group', { name: 'Player', exact: true }).getByText('Di').click();
	await dialog.getByText("The player's own (on no unicorn)").click();
	await expect(dialog.getByTestId('points-there')).toHaveText(
		'Scheme points this player already has on no unicorn: 0'
	);
	await dialog.getByLabel('Another number of points').fill('-1');
	await dialog.getByRole('button', { name: 'Record' }).click();
	await expect(entries.nth(0)).toContainText('Di scores −1 in Scheme points, on no unicorn.');

	// The final count lists what it counted and has no field to enter Scheme points again; the
	// finished game is read, not played on: no Table moves, no Undo.
	await page.getByRole('button', { name: 'End the game and count the points' }).click();
	const final = page.getByTestId('final-score');
	const di = final.getByTestId('score-card').nth(3);
	await expect(di.getByTestId('player-total')).toHaveText(String(before + 2));
	await expect(di.getByTestId('scheme-counted')).toContainText(
		`+3 on their unicorn (${unicorn.toLowerCase()})`
	);
	await expect(di.getByTestId('scheme-counted')).toContainText('−1 not on a unicorn');
	await expect(final.getByRole('spinbutton')).toHaveCount(0);
	// The result follows the log's last entry, as an entry of its own: who won with how many
	// points, and every total.
	await expect(log.getByTestId('log-closing')).toContainText(
		/The game is over(: \S+ wins with \d+ points?\.| and nobody wins: every total left is tied\.) Final count: Ana \(\d+\), Bo \(\d+\), Cy \(\d+\), and Di \(\d+\)\./
	);
	await expect(page.getByRole('button', { name: 'Table moves' })).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

	// Still so after a reload.
	await page.reload();
	await expect(di.getByTestId('player-total')).toHaveText(String(before + 2));
});

test('a sold-out token stays listed at the Black Market, says none are left and cannot be chosen', async ({
	page
}) => {
	// Round 4's Black Market once Di has bought the pink Cotton Candy: the other three went in
	// rounds 1–3, and the pink and yellow Fairy Dust too (ktu.phase.market: one token a colour).
	const round4 = roundEvents(SAMPLE_ROUNDS[3]!);
	const events = [
		SAMPLE_SETUP,
		...SAMPLE_ROUNDS.slice(0, 3).flatMap(roundEvents),
		...round4.slice(0, round4.findIndex((e) => e.type === 'purchase') + 1)
	];
	await openGame(page, 'log-sold-out', events);
	const panel = page.getByTestId('market-panel');
	await expect(panel.getByTestId('queue-3')).toContainText('bought a Cotton Candy (pink)');
	const form = panel.getByTestId('purchase-form');
	const what = form.getByRole('group', { name: 'What does Ana buy?' });
	const candy = what.getByRole('radio', { name: /Cotton Candy/ });
	await expect(candy).toBeDisabled();
	await expect(candy).toHaveAccessibleName(/^Cotton Candy: 3\s+none left$/);
	await expect(what.getByRole('radio', { disabled: false })).toHaveCount(3);

	await what.getByRole('radio', { name: /Fairy Dust/ }).click();
	const colours = form.getByRole('group', { name: 'Colour of the token' });
	await expect(colours.getByRole('radio', { name: /none left/ })).toHaveCount(2);
	await expect(colours.getByRole('radio', { name: /^Pink\s+none left$/ })).toBeDisabled();
	await expect(colours.getByRole('radio', { name: /^Yellow\s+none left$/ })).toBeDisabled();
	expect(await seriousA11yViolations(page)).toEqual([]);
	// What is left is bought as before.
	await colours.getByText('Blue', { exact: true }).click();
	await form.getByRole('group', { name: 'On which unicorn?' }).getByRole('radio').first().click();
	await expect(panel.getByTestId('queue-0')).toContainText('bought a Fairy Dust (blue)');

	// Corrected from the log, Di's purchase offers the colours as the market had them then.
	const entry = page
		.getByTestId('game-log')
		.getByTestId('log-entry')
		.filter({ hasText: 'Di buys a Cotton Candy (pink)' });
	await entry.getByTestId('log-open').click();
	const then = entry.getByRole('group', { name: 'Colour', exact: true });
	await expect(then.getByRole('radio', { name: /none left/ })).toHaveCount(3);
	await expect(then.getByRole('radio', { name: 'Pink', exact: true })).toBeChecked();
});

test("a round ends with one tap, undoable; only the game's end asks while someone has not chosen", async ({
	page
}) => {
	const market = ROUND_1.filter((e) => e.type === 'purchase' || e.type === 'market-pass');
	const hunted = ROUND_1.slice(0, ROUND_1.indexOf(market[0]!));
	// Ana has bought; Bo, Cy and Di have not chosen.
	await openGame(page, 'log-market', [SAMPLE_SETUP, ...hunted, market[0]!]);
	const panel = page.getByTestId('market-panel');
	// Di, last in turn, is entered directly: one tap on the name, no pass for Bo and Cy first.
	await panel.getByTestId('queue-3').getByRole('button', { name: 'Di' }).click();
	const form = panel.getByTestId('purchase-form');
	await expect(form.getByRole('heading')).toHaveText('Di at the Black Market');
	await form.getByRole('button', { name: 'Di passes' }).click();
	await expect(panel.getByTestId('queue-3')).toContainText('passed');
	// The form goes back to the next in turn.
	await expect(form.getByRole('heading')).toHaveText('Bo at the Black Market');
	// The hint says beforehand what ending now means; the tap ends the round, no question asked.
	await expect(panel).toContainText('Players who have not chosen yet buy nothing this round.');
	await panel.getByRole('button', { name: 'End the round' }).click();
	await expect(page.getByTestId('status-round')).toContainText('2');
	await expect(page.getByRole('dialog')).toHaveCount(0);
	// Undo brings the Black Market back, as it was.
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(panel).toBeVisible();
	await expect(panel.getByTestId('queue-3')).toContainText('passed');
	await expect(form.getByRole('heading')).toHaveText('Bo at the Black Market');

	// The game's end cannot be undone from the bar: it asks first, naming who has not chosen.
	const rounds = SAMPLE_ROUNDS.map(roundEvents);
	const final = rounds.at(-1)!;
	const firstBuy = final.findIndex((e) => e.type === 'purchase' || e.type === 'market-pass');
	await page.goto('/ktu/games');
	await openGame(page, 'log-market-last', [
		SAMPLE_SETUP,
		...rounds.slice(0, -1).flat(),
		...final.slice(0, firstBuy + 1)
	]);
	await panel.getByRole('button', { name: 'End the game and count the points' }).click();
	const ask = page.getByRole('dialog', { name: 'End the game and count the points?' });
	await expect(ask).toContainText('Still to choose at the Black Market:');
	await ask.getByRole('button', { name: 'Cancel' }).click();
	await expect(ask).toBeHidden();
	await expect(panel).toBeVisible();
	await panel.getByRole('button', { name: 'End the game and count the points' }).click();
	await ask.getByRole('button', { name: 'End the game anyway' }).click();
	await expect(page.getByTestId('final-score')).toBeVisible();
});

test('a Siamese counts as 2 in its colour heading; a missed entry asks for the player first', async ({
	page
}) => {
	// After round 1 Bo holds his blue Starting Unicorn, the pink 3 and the green 4.
	const events: KtuEvent[] = [
		SAMPLE_SETUP,
		...ROUND_1,
		{ type: 'siamese', player: 1, unicorn: 1, siamese: true }
	];
	const log = await openGame(page, 'log-siamese', events);
	const bo = page.getByTestId('board-1');
	await expect(bo.locator('h4', { hasText: 'Pink' })).toHaveText('Pink (2 for collections)');
	await expect(bo.locator('h4', { hasText: 'Blue' })).toHaveText('Blue (1)');

	// The Siamese is round 2's first entry; the entry before it ends round 1, folded.
	await log.getByRole('navigation').getByRole('button', { name: 'Round 1' }).click();
	const entry = log.getByTestId('log-entry').nth(1);
	await entry.getByTestId('log-open').click();
	await entry.getByRole('button', { name: 'Add a missed entry before this one' }).click();
	await entry.getByLabel('Kind of entry').selectOption({ label: 'Siamese Unicorn' });
	await expect(entry.getByRole('group', { name: 'Player', exact: true })).toBeVisible();
	await expect(entry).not.toContainText('No unicorn in front of this player.');
	await entry.getByRole('group', { name: 'Player', exact: true }).getByText('Bo').click();
	await expect(entry.getByRole('group', { name: 'Unicorn', exact: true })).toContainText(
		'Pink, 3 ★'
	);
});

test('corrections stay in view: an edited entry says what it was, a deleted one is struck through and comes back', async ({
	page
}) => {
	const start = 1 + ROW.length;
	const hunts: KtuEvent[] = [
		{ type: 'caught', player: 1, effect: 'no-effect' },
		{ type: 'caught', player: null },
		{ type: 'caught', player: 2, effect: 'size', taker: 3 },
		{ type: 'caught', player: 1, effect: 'taker', taker: 0 }
	];
	const log = await openGame(page, 'log-corrections', [
		SAMPLE_SETUP,
		...ROW,
		...hunts,
		// Ana caught unicorn 2 after all; the last hunt was entered by mistake; a Scheme point
		// was missed before the first hunt.
		{ correction: 'edit', at: start + 1, event: { type: 'caught', player: 0 } },
		{ correction: 'delete', at: start + 3 },
		{ correction: 'insert', at: start, event: { type: 'add-points', player: 0, points: 1 } }
	]);
	const entries = log.getByTestId('log-entry');
	const struck = log.getByTestId('log-struck');
	await expect(struck).toHaveCount(1);
	const taken =
		"Bo wins the hunt for the 4 ★ Legendary Unicorn, but the Scheme revealed gives it to Ana, who takes the First Player token too. The table's bids decided it; they were not entered.";
	await expect(struck.locator('del')).toHaveText(taken);
	await expect(struck).toContainText('Deleted');
	const edited = entries.filter({
		hasText: 'Ana catches the blue 2 ★ unicorn and takes the First Player token.'
	});
	await expect(edited).toContainText(
		'Before the correction: Nobody catches the blue 2 ★ unicorn: it runs away.'
	);
	await expect(entries.filter({ hasText: 'Ana scores +1 in Scheme points' })).toContainText(
		'Added later'
	);
	// The struck entries sit in the list as list items, their Restore buttons named.
	const rules = ['list', 'listitem', 'button-name', 'aria-valid-attr-value', 'nested-interactive'];
	expect(await seriousA11yViolations(page, rules)).toEqual([]);

	// Restored, it is back where it stood and no longer struck; Undo takes the restore back.
	await struck.getByRole('button', { name: 'Restore' }).click();
	await expect(struck).toHaveCount(0);
	await expect(entries.first()).toContainText(taken);
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(struck).toHaveCount(1);
});

test("a power's line says what it did; its move corrected or deleted, the power still reads true", async ({
	page
}) => {
	// Bo catches unicorn 1; Di, the Huntress, uses her power: Bo's new unicorn goes to Di.
	const log = await openGame(page, 'log-power', [
		SAMPLE_SETUP,
		...ROW,
		{ type: 'caught', player: 1, effect: 'no-effect' },
		{ type: 'power', player: 3, character: 'huntress' },
		{ type: 'give', player: 1, unicorn: 1, to: 3 }
	]);
	const entries = log.getByTestId('log-entry');
	const gave = (to: string) =>
		`Di uses the Huntress's power: Bo gives their unicorn (pink, 3 ★, unicorn 1 of round 1) to ${to}.`;
	await expect(entries.nth(0)).toContainText(
		"What Di's power did: told in full in the power's own entry."
	);
	await expect(entries.nth(1)).toContainText(gave('Di'));
	// The catch before it says nothing of the move: it was the power's, not Bo's Scheme.
	await expect(entries.nth(2)).toContainText(
		'the Scheme revealed does not change who takes the unicorn'
	);

	// The move corrected: it went to Cy. The power's sentence follows.
	const move = entries.nth(0);
	await move.getByTestId('log-open').click();
	await move.getByRole('group', { name: 'To', exact: true }).getByText('Cy').click();
	await move.getByRole('button', { name: 'Save' }).click();
	await expect(entries.nth(1)).toContainText(gave('Cy'));
	await expect(entries.nth(0)).toContainText("What Di's power did");

	// Deleted: the power waits for its effect again; the struck move reads as the move it was.
	await move.getByTestId('log-open').click();
	await move.getByTestId('log-menu').getByRole('button', { name: 'Delete' }).click();
	await expect(entries.nth(0)).toContainText("Di uses their character's power (Huntress).");
	await expect(log.getByTestId('log-struck').locator('del')).toHaveText(
		'Bo gives their unicorn (pink, 3 ★, unicorn 1 of round 1) to Cy.'
	);
});

test('who caught the first hunt corrected from the log: the later hunts keep their bids, passes and Trojan; Undo and Redo go back and forth', async ({
	page
}) => {
	// The game as a table entered it in quick mode: Ben tapped by mistake as the first hunt's
	// catcher (it was Ada), so the next hunt's bids were entered from Ben round the table.
	const [ada, ben, cleo, dan] = [0, 1, 2, 3];
	const bid = (player: number, total: number): KtuEvent => ({
		type: 'bid',
		player,
		cards: 1,
		total
	});
	const pass = (player: number): KtuEvent => ({ type: 'pass', player });
	const events: KtuEvent[] = [
		...fourPlayerTable(['Ada', 'Ben', 'Cleo', 'Dan'], ada),
		{ type: 'scheme', player: ada, slot: 0 },
		{ type: 'scheme', player: ben, slot: 3 },
		{ type: 'scheme', player: cleo, slot: 2 },
		{ type: 'scheme', player: dan, slot: 3 },
		{ type: 'hunts-start' },
		{ type: 'caught', player: ben, effect: 'no-effect' },
		bid(ben, 3),
		bid(cleo, 2),
		pass(dan),
		bid(ada, 3),
		{ type: 'resolve' },
		pass(cleo),
		pass(dan),
		pass(ada),
		pass(ben),
		{ type: 'resolve' },
		{ type: 'caught', player: ben, effect: 'no-effect' },
		{
			type: 'exchange',
			a: { player: ben, unicorn: 2, ref: 'r1u3' },
			b: { player: dan, unicorn: 0, ref: 's3' }
		}
	];
	await seedGame(page, {
		id: 'log-early-hunt',
		kind: 'ktu',
		players: ['Ada', 'Ben', 'Cleo', 'Dan'],
		events
	});
	await page.goto('/ktu/games/game?id=log-early-hunt');
	await expect(page.getByTestId('round-status')).toBeVisible();
	const log = page.getByTestId('game-log');
	await log.locator('summary').first().click();
	const entries = log.getByTestId('log-entry');
	const h2 =
		'The cards are revealed: Cleo catches the blue 2 ★ unicorn with a total of 2 and takes the First Player token.';
	const h3 = 'Everyone passed: nobody catches the green 3 ★ unicorn and it runs away.';
	const trojan =
		'Ben gives the yellow 2 ★ unicorn to Dan and gets the yellow 1 ★ unicorn (Starting Unicorn) in return.';
	/** The later hunts read as the table played them, and nothing is refused. */
	const laterHuntsKept = async () => {
		await expect(entries.filter({ hasText: h2 })).toHaveCount(1);
		await expect(entries.filter({ hasText: h3 })).toHaveCount(1);
		await expect(entries.filter({ hasText: trojan })).toHaveCount(1);
		await expect(entries).toHaveCount(events.length - 1);
		await expect(page.getByTestId('refused-events')).toHaveCount(0);
		await expect(log).not.toContainText('no longer fit');
	};
	await laterHuntsKept();

	const wrong = 'Ben catches the pink 3 ★ unicorn';
	const right = 'Ada catches the pink 3 ★ unicorn';
	const first = entries.filter({ hasText: wrong });
	await first.getByTestId('log-open').click();
	await first.getByRole('group', { name: 'Player', exact: true }).getByText('Ada').click();
	await first.getByRole('button', { name: 'Save' }).click();
	await expect(entries.filter({ hasText: right })).toContainText(`Before the correction: ${wrong}`);
	// Ada now holds the token when the next hunt starts: its bids are still its own, the 3s still
	// cancel and Cleo takes it; the four passes are still the next hunt's; the Trojan is Ben's.
	await laterHuntsKept();
	await expect(page.getByTestId('board-0')).toContainText('Pink, 3 ★');
	await expect(page.getByTestId('board-3')).toContainText('Yellow, 2 ★');

	// Undo takes back exactly the correction; Redo brings the same log back, each time.
	const undo = page.getByRole('button', { name: 'Undo' });
	const redo = page.getByRole('button', { name: 'Redo' });
	for (let round = 0; round < 2; round++) {
		await undo.click();
		await expect(entries.filter({ hasText: wrong })).toHaveCount(1);
		await expect(entries.filter({ hasText: right })).toHaveCount(0);
		await laterHuntsKept();
		await redo.click();
		await expect(entries.filter({ hasText: right })).toHaveCount(1);
		await laterHuntsKept();
	}
});

test('after a correction moves the token, the next hunt reads in table order, every reworded line says what it read, and a bid turns into a pass', async ({
	page
}) => {
	// Ben tapped by mistake as the first hunt's catcher (it was Ann): the next hunt was entered
	// from Ben round the table, Ann passing last.
	const [ann, ben, cleo, dev] = [0, 1, 2, 3];
	const players = ['Ann', 'Ben', 'Cleo', 'Dev'];
	const bid = (player: number, total: number): KtuEvent => ({
		type: 'bid',
		player,
		cards: 2,
		total
	});
	await seedGame(page, {
		id: 'log-table-order',
		kind: 'ktu',
		players,
		events: [
			...fourPlayerTable(players, ann),
			{ type: 'scheme', player: ann, slot: 2 },
			{ type: 'scheme', player: ben, slot: 3 },
			{ type: 'scheme', player: cleo, slot: 2 },
			{ type: 'scheme', player: dev, slot: 3 },
			{ type: 'hunts-start' },
			{ type: 'caught', player: ben },
			bid(ben, 5),
			bid(cleo, 5),
			bid(dev, 3),
			{ type: 'pass', player: ann },
			{ type: 'resolve' }
		]
	});
	await page.goto('/ktu/games/game?id=log-table-order');
	await expect(page.getByTestId('round-status')).toBeVisible();
	const log = page.getByTestId('game-log');
	await log.locator('summary').first().click();
	const entries = log.getByTestId('log-entry');
	const first = entries.filter({ hasText: 'Ben catches the pink 3 ★ unicorn' });
	await first.getByTestId('log-open').click();
	await first.getByRole('group', { name: 'Player', exact: true }).getByText('Ann').click();
	await first.getByRole('button', { name: 'Save' }).click();
	await expect(entries.filter({ hasText: 'Ann catches the pink 3 ★ unicorn' })).toHaveCount(1);

	// Newest first: Ann, who now holds the token, passes before Ben leads.
	const passToken = 'Ann passes and hands the First Player token to Ben.';
	const hunt2 = [
		'Dev bids 3 (cards played: 2).',
		'Cleo bids 5 (cards played: 2).',
		'Ben bids 5 (cards played: 2).',
		passToken
	];
	const texts = (await entries.locator('.text').allTextContents()).filter((line) =>
		hunt2.includes(line)
	);
	expect(texts).toEqual(hunt2);
	// The pass reads otherwise since the correction, and says what it read before, as a line
	// another entry's correction changed, not as one corrected itself.
	const pass = entries.filter({ hasText: passToken });
	await expect(pass).toContainText(
		'Reads differently since an earlier entry was corrected. Before: Ann passes.'
	);
	await expect(pass).not.toContainText('Before the correction');

	// Cleo's bid was a pass: turned into one from its own form, nothing later flagged.
	const cleoBid = entries.filter({ hasText: 'Cleo bids 5' });
	await cleoBid.getByTestId('log-open').click();
	// The form with its kind holds at 320 px: nothing wider than the screen.
	await page.setViewportSize({ width: 320, height: 800 });
	await expect(cleoBid.getByTestId('entry-kind')).toBeVisible();
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth
	);
	expect(overflow).toBe(0);
	await cleoBid.getByTestId('entry-kind').getByText('A pass').click();
	await cleoBid.getByRole('button', { name: 'Save' }).click();
	const cleoPass = entries.filter({ hasText: 'Cleo passes.' });
	await expect(cleoPass).toHaveCount(1);
	await expect(cleoPass).toContainText('Before the correction: Cleo bids 5 (cards played: 2).');
	await expect(entries.locator('.text', { hasText: 'Cleo bids 5' })).toHaveCount(0);
	await expect(page.getByTestId('refused-events')).toHaveCount(0);
	await expect(entries.filter({ hasText: 'Ben catches the blue 2 ★ unicorn' })).toHaveCount(1);
});

test('"Results so far" tells a hunt whose Trojan exchanged the unicorns as the log tells it', async ({
	page
}) => {
	const log = await openGame(page, 'results-trojan', [SAMPLE_SETUP, ...ROW, ...QUICK_HUNTS]);
	const told =
		'Bo catches the 4 ★ Legendary Unicorn, takes the First Player token and reveals a Trojan Unicorn: Bo and Di exchange unicorns.';
	await expect(log.getByTestId('log-entry').filter({ hasText: told })).toHaveCount(1);
	await page.locator('details.results > summary').click();
	const hunt4 = page.getByTestId('results').getByTestId('hunt-summary').nth(3);
	await expect(hunt4.getByTestId('hunt-outcome')).toHaveText(told);
	await hunt4.locator('summary').click();
	// The why list says the act in the log's words; the token's move is a step of its own.
	await expect(hunt4.locator('.why')).toContainText(
		'Bo catches the 4 ★ Legendary Unicorn and reveals a Trojan Unicorn: Bo and Di exchange unicorns.'
	);
	await expect(hunt4).not.toContainText('leaves the unicorn with them');
});

test('a hunt entered from the wrong first player reads clockwise from who held the token once corrected', async ({
	page
}) => {
	// Ana tapped by mistake as the first hunt's catcher (it was Beto): the second hunt was entered
	// from Ana round the table.
	const players = ['Ana', 'Beto', 'Carla', 'Dani'];
	const [ana, beto, carla, dani] = [0, 1, 2, 3];
	await seedGame(page, {
		id: 'log-clockwise',
		kind: 'ktu',
		players,
		events: [
			...fourPlayerTable(players, dani),
			...[dani, ana, beto, carla].map((player): KtuEvent => ({
				type: 'scheme',
				player,
				slot: 2 + (player % 2)
			})),
			{ type: 'hunts-start' },
			{ type: 'caught', player: ana },
			bid(ana, 3),
			bid(beto, 2),
			pass(carla),
			bid(dani, 1),
			{ type: 'resolve' }
		]
	});
	await page.goto('/ktu/games/game?id=log-clockwise');
	await expect(page.getByTestId('round-status')).toBeVisible();
	const log = page.getByTestId('game-log');
	await log.locator('summary').first().click();
	const entries = log.getByTestId('log-entry');
	const first = entries.filter({ hasText: 'Ana catches the pink 3 ★ unicorn' });
	await first.getByTestId('log-open').click();
	await first.getByRole('group', { name: 'Player', exact: true }).getByText('Beto').click();
	await first.getByRole('button', { name: 'Save' }).click();
	await expect(entries.filter({ hasText: 'Beto catches the pink 3 ★ unicorn' })).toHaveCount(1);
	// Newest first: Beto, who now held the token, then clockwise Carla, Dani and Ana.
	const hunt2 = [
		'Ana bids 3 (cards played: 1).',
		'Dani bids 1 (cards played: 1).',
		'Carla passes.',
		'Beto bids 2 (cards played: 1).'
	];
	await expect
		.poll(async () =>
			(await entries.locator('.text').allTextContents()).filter((line) => hunt2.includes(line))
		)
		.toEqual(hunt2);
	// Ana's 3 still wins the hunt, and the token comes back to her with the unicorn.
	await expect(
		entries.filter({
			hasText:
				'The cards are revealed: Ana catches the blue 2 ★ unicorn with a total of 3 and takes the First Player token.'
		})
	).toHaveCount(1);
	await expect(page.getByTestId('refused-events')).toHaveCount(0);
});
