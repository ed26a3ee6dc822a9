// The share card drawn on a canvas and saved as a PNG, in the theme the player sees (light or
// dark). Loaded only when the player asks for the picture.
import { BREAKDOWN_JOINER, type ResultCard } from './result-card';

export interface CardColors {
	bg: string;
	surface: string;
	text: string;
	muted: string;
	accent: string;
	accentText: string;
	border: string;
}

/** Each CSS colour variable as the page resolves it now (light-dark() included). */
export function themeColors(within: HTMLElement): CardColors {
	const probe = document.createElement('span');
	probe.hidden = true;
	within.append(probe);
	const read = (name: string) => {
		probe.style.color = `var(--${name})`;
		return getComputedStyle(probe).color;
	};
	const colors = {
		bg: read('bg'),
		surface: read('surface'),
		text: read('text'),
		muted: read('muted'),
		accent: read('accent'),
		accentText: read('accent-text'),
		border: read('border')
	};
	probe.remove();
	return colors;
}

const WIDTH = 540;
const PAD = 28;
const SCALE = 2;
/** Inside a player's frame: the text's inset from the frame's sides. */
const INSET = 12;

/** How wide a text is in a font (the canvas's own measure when drawing). */
export type Measure = (text: string, font: string) => number;

/** One line of text to draw, where and how. */
interface Run {
	text: string;
	font: string;
	color: keyof CardColors;
	/** Left edge, or right edge when `right`. */
	x: number;
	/** Baseline. */
	y: number;
	right?: true;
}

interface Frame {
	y: number;
	height: number;
	winner: boolean;
}

interface Layout {
	height: number;
	band: number;
	frames: Frame[];
	runs: Run[];
}

/** The characters a reader sees as one, which a line never splits (an accent, a family emoji). */
function graphemes(text: string): string[] {
	return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(
		(g) => g.segment
	);
}

/**
 * `parts` on as few lines as fit `max`, joined by `joiner` on a line. A part too wide alone is
 * split by `split`; nothing is dropped or elided.
 */
function pack(
	parts: readonly string[],
	joiner: string,
	max: number,
	width: (text: string) => number,
	split: (part: string) => string[]
): string[] {
	const lines: string[] = [];
	let line: string | null = null;
	for (const part of parts) {
		const joined: string = line === null ? part : `${line}${joiner}${part}`;
		if (width(joined) <= max) {
			line = joined;
			continue;
		}
		let pieces: string[];
		if (width(part) <= max) {
			if (line !== null) lines.push(line);
			pieces = [part];
		} else {
			// Cut anyway: it starts on the line begun ("1." is not left alone above a long name).
			pieces = split(joined);
		}
		lines.push(...pieces.slice(0, -1));
		line = pieces.at(-1) ?? '';
	}
	return line === null ? lines : [...lines, line];
}

/** A word too wide for a line (a long name without spaces), cut between its characters. */
const cutWord = (word: string, max: number, width: (text: string) => number): string[] =>
	pack(graphemes(word), '', max, width, (g) => [g])
		.map((piece) => piece.trim())
		.filter((piece) => piece !== '');

/** A text on lines of at most `max`, broken between words, and inside a word only when it must. */
function wrapText(text: string, max: number, width: (text: string) => number): string[] {
	const words = text.split(/\s+/).filter((w) => w !== '');
	return pack(words, ' ', max, width, (word) => cutWord(word, max, width));
}

/** A breakdown's parts on lines of at most `max`, broken between parts first. */
function wrapParts(parts: readonly string[], max: number, width: (text: string) => number) {
	return pack(parts, BREAKDOWN_JOINER, max, width, (part) => wrapText(part, max, width));
}

/** Where everything goes: every text wrapped to the card's width, the card as tall as it needs. */
function layOut(card: ResultCard, measure: Measure, family: string): Layout {
	const runs: Run[] = [];
	const inner = WIDTH - 2 * PAD;
	/** Lines of `text` from baseline `y`, `step` apart; the last line's baseline. */
	const block = (
		lines: readonly string[],
		font: string,
		color: keyof CardColors,
		x: number,
		y: number,
		step: number,
		right?: true
	): number => {
		lines.forEach((text, i) =>
			runs.push({ text, font, color, x, y: y + i * step, ...(right ? { right } : {}) })
		);
		return y + Math.max(0, lines.length - 1) * step;
	};
	const lines = (text: string, font: string, max: number) =>
		wrapText(text, max, (t) => measure(t, font));

	// The band: the game and the day.
	const gameFont = `700 24px ${family}`;
	const dateFont = `400 17px ${family}`;
	let y = block(lines(card.game, gameFont, inner), gameFont, 'accentText', PAD, PAD + 38, 30);
	y = block(lines(card.date, dateFont, inner), dateFont, 'accentText', PAD, y + 30, 22);
	const band = y + 14 - PAD / 2;

	const headFont = `700 28px ${family}`;
	y = block(lines(card.headline, headFont, inner), headFont, 'text', PAD, y + 76, 34) + 16;

	const frames: Frame[] = [];
	const max = inner - 2 * INSET;
	const detailFont = `400 14px ${family}`;
	for (const line of card.lines) {
		const font = `${line.winner ? 700 : 500} 19px ${family}`;
		let last = block(lines(line.text, font, max), font, 'text', PAD + INSET, y + 31, 25);
		if (line.breakdown.length > 0) {
			const parts = wrapParts(line.breakdown, max, (t) => measure(t, detailFont));
			last = block(parts, detailFont, 'muted', PAD + INSET, last + 23, 19);
		}
		const height = last + 15 - y;
		frames.push({ y, height, winner: line.winner });
		y += height;
	}

	if (card.note) {
		const font = `400 16px ${family}`;
		y = block(lines(card.note, font, inner), font, 'muted', PAD, y + 28, 21) + 12;
	}

	const footFont = `600 16px ${family}`;
	y = block(lines(card.footer, footFont, inner), footFont, 'accent', WIDTH - PAD, y + 40, 21, true);
	return { height: y + 16 + PAD, band, frames, runs };
}

export function drawCard(card: ResultCard, colors: CardColors, font: string): Promise<Blob> {
	const canvas = document.createElement('canvas');
	const ctx = canvas.getContext('2d');
	if (!ctx) return Promise.reject(new Error('no 2d context'));
	// Laid out with the same measure that draws: a line that fits here fits on the picture.
	const measure: Measure = (text, f) => {
		ctx.font = f;
		return ctx.measureText(text).width;
	};
	const { height, band, frames, runs } = layOut(card, measure, font);
	// Sizing the canvas resets its context: the scale is set after.
	canvas.width = WIDTH * SCALE;
	canvas.height = height * SCALE;
	ctx.scale(SCALE, SCALE);
	ctx.textBaseline = 'alphabetic';

	ctx.fillStyle = colors.bg;
	ctx.fillRect(0, 0, WIDTH, height);
	ctx.fillStyle = colors.accent;
	ctx.beginPath();
	ctx.roundRect(PAD / 2, PAD / 2, WIDTH - PAD, band, 16);
	ctx.fill();

	for (const frame of frames) {
		ctx.fillStyle = frame.winner ? colors.surface : colors.bg;
		ctx.strokeStyle = frame.winner ? colors.accent : colors.border;
		ctx.lineWidth = frame.winner ? 2 : 1;
		ctx.beginPath();
		ctx.roundRect(PAD, frame.y + 4, WIDTH - 2 * PAD, frame.height - 8, 10);
		ctx.fill();
		ctx.stroke();
	}

	for (const run of runs) {
		ctx.fillStyle = colors[run.color];
		ctx.font = run.font;
		ctx.textAlign = run.right ? 'right' : 'left';
		ctx.fillText(run.text, run.x, run.y);
	}

	return new Promise((resolve, reject) =>
		canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png')
	);
}
