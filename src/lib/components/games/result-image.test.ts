// The share picture holds any result whole: the longest names a table may type, every part of the
// winner's breakdown, as many players as each game allows, in every language. The drawing runs on
// a canvas that records what is written and measures it by a fixed table of glyph widths, and the
// test measures what was drawn the same way.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LANGS } from '$lib/vocab';
import type { TFn } from '$lib/i18n/i18n';
import { translator } from '$lib/i18n/translator.testing';
import { NAME_MAX_LENGTH } from '$lib/games/shared/bounds';
import { checkName } from '$lib/games/shared/names';
import { MAX_PLAYERS as KTU_MAX, scoreHoldings } from '$lib/games/kill-the-unicorns';
import { MAX_PLAYERS as UU_MAX } from '$lib/games/unstable-unicorns/players';
import { resultOfLog, type GameResult } from '$lib/state/results';
import type { KtuResult } from '$lib/tracker/ktu/game';
import type { UuEvent } from '$lib/tracker/uu';
import { resultCard, type ResultCard } from './result-card';
import { drawCard, type CardColors } from './result-image';

/** A glyph's width in ems: wide capitals and full-width characters widest, as real fonts go. */
function em(char: string): number {
	const code = char.codePointAt(0) ?? 0;
	if (code > 0x2e80) return 1.1;
	if (/[WMmw@%]/.test(char)) return 0.95;
	if (/[A-Z0-9]/.test(char)) return 0.7;
	if (/[ .,:·'-]/.test(char)) return 0.3;
	return 0.55;
}

const sizeOf = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10);
const measure = (text: string, font: string) =>
	[...text].reduce((width, char) => width + em(char) * sizeOf(font), 0);

interface Run {
	text: string;
	x: number;
	y: number;
	font: string;
	align: string;
}

/** A canvas that keeps every text it is given, measured by `measure`. */
function recordingCanvas() {
	const runs: Run[] = [];
	const ctx = {
		font: '10px sans-serif',
		textAlign: 'left',
		textBaseline: 'alphabetic',
		fillStyle: '',
		strokeStyle: '',
		lineWidth: 1,
		scale() {},
		fillRect() {},
		beginPath() {},
		roundRect() {},
		fill() {},
		stroke() {},
		measureText(text: string) {
			return { width: measure(text, this.font) };
		},
		fillText(text: string, x: number, y: number) {
			runs.push({ text, x, y, font: this.font, align: this.textAlign });
		}
	};
	const canvas = {
		width: 300,
		height: 150,
		getContext: () => ctx,
		toBlob: (done: (blob: Blob | null) => void) => done(new Blob(['png'])),
		runs
	};
	return canvas;
}

const COLORS: CardColors = {
	bg: '#fff',
	surface: '#eee',
	text: '#000',
	muted: '#666',
	accent: '#a0f',
	accentText: '#fff',
	border: '#ccc'
};

async function draw(card: ResultCard) {
	const canvas = recordingCanvas();
	vi.stubGlobal('document', { createElement: () => canvas });
	await drawCard(card, COLORS, 'sans-serif');
	// The canvas is sized in device pixels; the drawing's units are the card's.
	const scale = canvas.width / 540;
	return { runs: canvas.runs, width: canvas.width / scale, height: canvas.height / scale };
}

afterEach(() => {
	vi.unstubAllGlobals();
});

/** The longest names a table may type: wide capitals, spaced words, full-width characters. */
const NAMES = [
	'W'.repeat(NAME_MAX_LENGTH),
	`${'Wilhelmina Maximiliane von Wolkenstein-Mühlberg'.slice(0, NAME_MAX_LENGTH)}`,
	'龍'.repeat(NAME_MAX_LENGTH),
	`${'M'.repeat(9)} ${'W'.repeat(10)} ${'M'.repeat(9)} ${'W'.repeat(9)}`,
	'Ωmega'.repeat(NAME_MAX_LENGTH / 5),
	'Ana',
	'Zoé Wüthrich-Mamadou Mwangi-Wenceslas Mo',
	'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW!'
];

test('the worst names are names a table may type', () => {
	for (const name of NAMES) expect(checkName(name).errors, name).toEqual([]);
	expect(NAMES.filter((name) => [...name].length === NAME_MAX_LENGTH).length).toBe(
		NAMES.length - 1
	);
});

const names = (n: number) => Array.from({ length: n }, (_, i) => NAMES[i % NAMES.length]!);

/** A KtU result with every seat's breakdown non-zero, large and with signs: the winner's longest. */
function ktuResult(players: number): KtuResult {
	const typed = names(players);
	const score = (seat: number) => ({
		...scoreHoldings({ unicorns: [] }),
		total: 999 - seat,
		stars: 120 - seat,
		tokenPoints: 48,
		patePoints: 27,
		schemePoints: -30,
		setBonus: 144,
		rainbowBonus: 60
	});
	return {
		kind: 'ktu',
		winner: 0,
		names: typed,
		placings: typed.map((name, seat) => ({ seat, name, place: seat + 1, points: 999 - seat })),
		scores: typed.map((_, seat) => score(seat)),
		totals: {
			huntsWon: typed.map(() => 0),
			wonInHunts: typed.map(() => 0),
			gainedByScheme: typed.map(() => 0),
			lostToScheme: typed.map(() => 0),
			butchered: typed.map(() => 0)
		}
	};
}

/** A UU game the last seat wins on a late turn, every seat named to the limit. */
function uuResult(players: number): GameResult {
	const typed = names(players);
	const winner = players - 1;
	const events: UuEvent[] = [
		{
			type: 'setup',
			players: typed,
			edition: 'standard-2e',
			babies: typed.map(() => 'Baby Unicorn')
		}
	];
	for (let t = 1; t < 99; t++) events.push({ type: 'turn-ended' });
	// Unicorns join the winner's Stable until it is full (more are needed at a larger table).
	let result: GameResult | null = null;
	while (!result && events.length < 200) {
		events.push({ type: 'unicorn-added', player: winner, name: 'Basic Unicorn' });
		result = resultOfLog('uu', events, 'cap');
	}
	if (!result) throw new Error('the UU game is not over');
	return result;
}

const translators = new Map<string, TFn>();
const tFor = (lang: string): TFn => {
	const t = translators.get(lang) ?? translator(lang, ['common', 'results', 'ktu-score']);
	translators.set(lang, t);
	return t;
};

/** Every text the card holds, and each breakdown part on its own: what must be read whole. */
const pieces = (card: ResultCard): string[] => [
	card.game,
	card.date,
	card.headline,
	...card.lines.flatMap((line) => [line.text, ...line.breakdown]),
	...(card.note ? [card.note] : []),
	card.footer
];

const squeeze = (text: string) => text.replace(/\s+/g, '');

const CASES: [string, () => GameResult][] = [
	...[3, KTU_MAX].map((n): [string, () => GameResult] => [`KtU, ${n} players`, () => ktuResult(n)]),
	...[2, UU_MAX].map((n): [string, () => GameResult] => [`UU, ${n} players`, () => uuResult(n)])
];

describe.each(LANGS)('the share picture in %s', (lang) => {
	test.each(CASES)('%s: every text is drawn whole, inside the picture', async (_, make) => {
		const card = resultCard(tFor(lang), make(), Date.UTC(2026, 8, 30, 21, 45));
		const { runs, width, height } = await draw(card);
		const margin = 28;
		for (const run of runs) {
			const w = measure(run.text, run.font);
			const left = run.align === 'right' ? run.x - w : run.x;
			const size = sizeOf(run.font);
			expect.soft(run.text, `"${run.text}" elided`).not.toContain('…');
			expect.soft(left, `"${run.text}" starts outside`).toBeGreaterThanOrEqual(margin);
			expect.soft(left + w, `"${run.text}" runs past the edge`).toBeLessThanOrEqual(width - margin);
			expect.soft(run.y - size, `"${run.text}" above the top`).toBeGreaterThanOrEqual(0);
			expect.soft(run.y + size * 0.3, `"${run.text}" below the bottom`).toBeLessThanOrEqual(height);
		}
		// Lines of text never print over each other.
		const sorted = [...runs].sort((a, b) => a.y - b.y);
		sorted.slice(1).forEach((run, i) => {
			const above = sorted[i]!;
			expect
				.soft(run.y - above.y, `"${run.text}" over "${above.text}"`)
				.toBeGreaterThanOrEqual(sizeOf(run.font) * 0.9);
		});
		const drawn = squeeze(runs.map((r) => r.text).join(''));
		for (const piece of pieces(card))
			expect.soft(drawn, `"${piece}" not drawn whole`).toContain(squeeze(piece));
	});
});
