// A finished game's result as the share card says it, in the player's language: the same words
// make the picture (result-image.ts) and the plain text for messaging apps.
import type { TFn } from '$lib/i18n/i18n';
import type { GameResult } from '$lib/state/results';
import { GAME_UI } from '$lib/state/game-ui';

export interface CardLine {
	text: string;
	/** KtU: where the points came from, a part each ("Stars +7"); empty when the game keeps none. */
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
	/** UU: the turn it was won on, or that the deck ran out. */
	note: string | null;
	footer: string;
}

const BREAKDOWN = ['stars', 'tokens', 'pate', 'schemes', 'sets', 'rainbows'] as const;

export function resultCard(t: TFn, result: GameResult, createdAt: number): ResultCard {
	const winner = result.winner === null ? null : (result.names[result.winner] ?? '');
	const lines = result.placings.map((p): CardLine => {
		const text = t(GAME_UI[result.kind].share, { place: p.place, player: p.name, count: p.points });
		// Where the points came from, in a game whose result keeps each seat's score.
		if (!('scores' in result)) return { text, breakdown: [], winner: p.seat === result.winner };
		const score = result.scores[p.seat];
		const values = score
			? {
					stars: score.stars,
					tokens: score.tokenPoints,
					pate: score.patePoints,
					schemes: score.schemePoints,
					sets: score.setBonus,
					rainbows: score.rainbowBonus
				}
			: null;
		const breakdown = values
			? BREAKDOWN.filter((key) => values[key] !== 0).map((key) =>
					t('results:share.breakdownItem', {
						label: t(`ktu-score:breakdown.${key}`),
						value: values[key]
					})
				)
			: [];
		return { text, breakdown, winner: p.seat === result.winner };
	});
	const game = t(`games.${result.kind}`);
	const date = t('results:share.date', { date: new Date(createdAt) });
	return {
		game,
		date,
		heading: t('results:share.heading', { game, date }),
		headline:
			winner === null ? t('results:share.noWinner') : t('results:share.winner', { player: winner }),
		lines,
		note:
			'turns' in result
				? result.deckOut
					? t('results:share.deckOut')
					: t('results:share.wonOnTurn', { turn: result.turns })
				: null,
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
