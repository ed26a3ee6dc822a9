// One player's holdings as the scorer's table entered them, and how a saved draft is read back:
// field by field, anything unreadable left out, never guessed.
import {
	isColor,
	type BeyondFive,
	type Color,
	type Holdings,
	type Token
} from '$lib/games/kill-the-unicorns';
import { isWhole, seatFields } from '$lib/state/draft-fields';

/** A unicorn as entered; `stars` is null while its field is empty. */
export interface ScoreUnicorn {
	id: number;
	stars: number | null;
	color: Color | null;
	siamese: boolean;
	/** Signed scheme points pinned to this unicorn; null when none. */
	schemePoints: number | null;
	/** Black Market tokens in placement order. */
	tokens: Token[];
}

/**
 * One player's holdings. The id, not the name, is who the player is: the engines get seat keys
 * (`seatKey(id)`), and the view shows the name (or "Player n" while blank) at render time, so
 * neither the language, a rename nor two players sharing a name changes who won.
 */
export interface ScorePlayer {
	id: number;
	/** As typed; may be blank or repeated. */
	name: string;
	unicorns: ScoreUnicorn[];
	pate: number[];
	/** Signed scheme points that belong to no unicorn; null when none. */
	schemePoints: number | null;
}

export type NewUnicorn = Pick<ScoreUnicorn, 'stars' | 'color' | 'siamese'>;

/** Any number the user typed (the engine judges it); null for an empty field. */
const orNull = (v: unknown): number | null =>
	typeof v === 'number' && Number.isFinite(v) ? v : null;

function parseToken(raw: unknown): Token | null {
	if (raw === 'fake-horn') return raw;
	if (typeof raw !== 'object' || raw === null) return null;
	const { kind, color } = raw as Record<string, unknown>;
	if ((kind === 'cotton-candy' || kind === 'fairy-dust') && isColor(color)) return { kind, color };
	return null;
}

function parseUnicorn(raw: unknown): ScoreUnicorn | null {
	if (typeof raw !== 'object' || raw === null) return null;
	const u = raw as Record<string, unknown>;
	if (!isWhole(u.id) || (u.color !== null && !isColor(u.color))) return null;
	const tokens = Array.isArray(u.tokens) ? u.tokens.map(parseToken) : [];
	return {
		id: u.id,
		stars: orNull(u.stars),
		color: u.color,
		siamese: u.siamese === true,
		schemePoints: orNull(u.schemePoints),
		tokens: tokens.filter((tk): tk is Token => tk !== null)
	};
}

export function parsePlayer(raw: unknown): ScorePlayer | null {
	const p = seatFields(raw);
	if (!p) return null;
	const unicorns = Array.isArray(p.unicorns) ? p.unicorns.map(parseUnicorn) : [];
	return {
		id: p.id,
		name: p.name,
		unicorns: unicorns.filter((u): u is ScoreUnicorn => u !== null),
		pate: Array.isArray(p.pate) ? p.pate.filter(isWhole) : [],
		schemePoints: orNull(p.schemePoints)
	};
}

/** True when something is entered for the player: a unicorn, a Paté or Scheme points. */
export const holds = (p: ScorePlayer): boolean =>
	p.unicorns.length > 0 || p.pate.length > 0 || p.schemePoints !== null;

export const blankPlayer = (id: number, name = ''): ScorePlayer => ({
	id,
	name,
	unicorns: [],
	pate: [],
	schemePoints: null
});

/** A player's holdings as the engine scores them, under one reading of "more than 5". */
export function holdingsOf(player: ScorePlayer, beyondFive: BeyondFive): Holdings {
	return {
		unicorns: player.unicorns.map((u) => ({
			// An empty stars field goes in as null: the engine reports it next to the unicorn.
			stars: u.stars as number,
			color: u.color,
			siamese: u.siamese,
			schemePoints: u.schemePoints ?? 0,
			tokens: u.tokens
		})),
		pate: player.pate,
		schemePoints: player.schemePoints ?? 0,
		beyondFive
	};
}
