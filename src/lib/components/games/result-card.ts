// A finished game's result as the share card says it, in the player's language: the same words
// make the picture (result-image.ts) and the plain text for messaging apps.
import type { TFn } from '$lib/i18n/i18n';
import type { GameResult } from '$lib/state/results';
import { GAME_UI, type ShareWords } from '$lib/state/game-ui';

export interface CardLine {
	text: string;
	/** Where the points came from, a part each ("Stars +7"); empty when the game keeps none. */
	breakdown: string[];
	winner: boolean;
}

/** Between two parts of a breakdown on one line. */
export const BREAKDOWN_JOINER = ' · ';

export interface ResultCard {
	/** The game's name. */
	game: string;
	/** The day it was played. */
	date: string;
	/** Both, as the text's first line. */
	heading: string;
	/** Who won. */
	headline: string;
	lines: CardLine[];
	/** How the game ended, as its game says it (the turn it was won on), or null. */
	note: string | null;
	footer: string;
}

/** The card in the player's words: what each line says is the game's own (its `share`). */
export function resultCard(t: TFn, result: GameResult, createdAt: number): ResultCard {
	const share: ShareWords<GameResult['kind']> = GAME_UI[result.kind].share;
	const winner = result.winner === null ? null : (result.names[result.winner] ?? '');
	const lines = result.placings.map((p): CardLine => ({
		text: t(share.line, { place: p.place, player: p.name, count: p.points }),
		breakdown: share
			.parts(result, p.seat)
			.filter((part) => part.value !== 0)
			.map((part) => t('results:share.breakdownItem', { label: t(part.label), value: part.value })),
		winner: p.seat === result.winner
	}));
	const note = share.note(result);
	const game = t(`games.${result.kind}`);
	const date = t('results:share.date', { date: new Date(createdAt) });
	return {
		game,
		date,
		heading: t('results:share.heading', { game, date }),
		headline:
			winner === null ? t('results:share.noWinner') : t('results:share.winner', { player: winner }),
		lines,
		note: note && t(note.key, note.params),
		footer: t('results:share.footer')
	};
}

/** The card as plain text, one line each. */
export function cardText(card: ResultCard): string {
	return [
		card.heading,
		card.headline,
		'',
		...card.lines.flatMap((l) =>
			l.breakdown.length > 0 ? [l.text, `   ${l.breakdown.join(BREAKDOWN_JOINER)}`] : [l.text]
		),
		...(card.note ? ['', card.note] : []),
		'',
		card.footer
	].join('\n');
}
