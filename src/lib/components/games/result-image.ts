// The share card drawn on a canvas and saved as a PNG, in the theme the player sees (light or
// dark). Loaded only when the player asks for the picture.
import type { ResultCard } from './result-card';

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

/** `text` cut with an ellipsis to fit `max` pixels in the context's current font. */
function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
	if (ctx.measureText(text).width <= max) return text;
	let cut = text;
	while (cut.length > 1 && ctx.measureText(`${cut}…`).width > max) cut = cut.slice(0, -1);
	return `${cut}…`;
}

export function drawCard(card: ResultCard, colors: CardColors, font: string): Promise<Blob> {
	const rows = card.lines.map((l) => (l.detail ? 68 : 46));
	const height = PAD + 96 + 64 + rows.reduce((a, b) => a + b, 0) + (card.note ? 40 : 0) + 56 + PAD;
	const canvas = document.createElement('canvas');
	canvas.width = WIDTH * SCALE;
	canvas.height = height * SCALE;
	const ctx = canvas.getContext('2d');
	if (!ctx) return Promise.reject(new Error('no 2d context'));
	ctx.scale(SCALE, SCALE);
	ctx.textBaseline = 'alphabetic';
	const inner = WIDTH - 2 * PAD;

	ctx.fillStyle = colors.bg;
	ctx.fillRect(0, 0, WIDTH, height);

	// The band: the game and the day.
	ctx.fillStyle = colors.accent;
	ctx.beginPath();
	ctx.roundRect(PAD / 2, PAD / 2, WIDTH - PAD, 96, 16);
	ctx.fill();
	ctx.fillStyle = colors.accentText;
	ctx.font = `700 24px ${font}`;
	ctx.fillText(fit(ctx, card.game, inner), PAD, PAD + 38);
	ctx.font = `400 17px ${font}`;
	ctx.fillText(fit(ctx, card.date, inner), PAD, PAD + 68);

	let y = PAD + 96 + 48;
	ctx.fillStyle = colors.text;
	ctx.font = `700 28px ${font}`;
	ctx.fillText(fit(ctx, card.headline, inner), PAD, y);
	y += 16;

	card.lines.forEach((line, i) => {
		const h = rows[i] ?? 46;
		ctx.fillStyle = line.winner ? colors.surface : colors.bg;
		ctx.strokeStyle = line.winner ? colors.accent : colors.border;
		ctx.lineWidth = line.winner ? 2 : 1;
		ctx.beginPath();
		ctx.roundRect(PAD, y + 4, inner, h - 8, 10);
		ctx.fill();
		ctx.stroke();
		ctx.fillStyle = colors.text;
		ctx.font = `${line.winner ? 700 : 500} 19px ${font}`;
		ctx.fillText(fit(ctx, line.text, inner - 24), PAD + 12, y + 31);
		if (line.detail) {
			ctx.fillStyle = colors.muted;
			ctx.font = `400 14px ${font}`;
			ctx.fillText(fit(ctx, line.detail, inner - 24), PAD + 12, y + 54);
		}
		y += h;
	});

	if (card.note) {
		ctx.fillStyle = colors.muted;
		ctx.font = `400 16px ${font}`;
		ctx.fillText(fit(ctx, card.note, inner), PAD, y + 28);
		y += 40;
	}

	ctx.fillStyle = colors.accent;
	ctx.font = `600 16px ${font}`;
	ctx.textAlign = 'right';
	ctx.fillText(fit(ctx, card.footer, inner), WIDTH - PAD, y + 40);

	return new Promise((resolve, reject) =>
		canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png')
	);
}
