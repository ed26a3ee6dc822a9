// A rematch's address and what the new-game form reads from it: the same players in the same
// seats, with their characters, Starting Unicorns, the first player and the variant of the game
// just played, each still changeable on the form. The address is typed by nobody but can be
// edited: whatever does not read as a real value is left for the table to fill.
import { COLORS, type Color } from '$lib/games/kill-the-unicorns';
import { STAR_BOUNDS } from '$lib/games/shared/bounds';
import {
	CHARACTERS,
	VARIANTS,
	type Character,
	type KtuSetupEvent,
	type Variant
} from '$lib/tracker/ktu';

export interface RematchSeat {
	name: string;
	character: Character | '';
	color: Color | null;
	stars: number | null;
}

export interface Rematch {
	seats: RematchSeat[];
	/** The first player's seat, or null when the address does not give one. */
	first: number | null;
	variant: Variant | null;
}

/** The new-game address for a rematch of the game `setup` started. */
export function rematchHref(
	setup: Pick<KtuSetupEvent, 'players' | 'firstPlayer' | 'variant'>
): string {
	const params = new URLSearchParams();
	for (const p of setup.players) {
		params.append('player', p.name);
		params.append('character', p.character ?? '');
		params.append('starter', `${p.starter.color}:${p.starter.stars}`);
	}
	params.set('first', String(setup.firstPlayer));
	params.set('variant', setup.variant);
	return `/ktu/games/new?${params.toString()}`;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | null =>
	(values as readonly string[]).includes(value ?? '') ? (value as T) : null;

/** What a rematch address gives, read leniently: `max` seats at most, names cut to `nameMax`. */
export function readRematch(params: URLSearchParams, max: number, nameMax: number): Rematch {
	const characters = params.getAll('character');
	const starters = params.getAll('starter');
	const seats = params
		.getAll('player')
		.slice(0, max)
		.map((name, i): RematchSeat => {
			const [color, stars] = (starters[i] ?? '').split(':');
			const n = stars === undefined || stars === '' ? NaN : Number(stars);
			return {
				name: name.slice(0, nameMax),
				character: oneOf(CHARACTERS, characters[i]) ?? '',
				color: oneOf(COLORS, color),
				stars: Number.isInteger(n) && n >= STAR_BOUNDS.min && n <= STAR_BOUNDS.max ? n : null
			};
		});
	const first = Number(params.get('first'));
	return {
		seats,
		first:
			params.has('first') && Number.isInteger(first) && first >= 0 && first < seats.length
				? first
				: null,
		variant: oneOf(VARIANTS, params.get('variant') ?? undefined)
	};
}
