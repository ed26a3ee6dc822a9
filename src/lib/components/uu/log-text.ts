// The UU game log in the player's language: one entry a turn, each recorded event a whole
// sentence of it (who played what, what was stopped, what moved from whom to whom); phase taps
// are where the table was, not entries of their own.
import type { KeysUnder, TFn } from '$lib/i18n/i18n';
import type { ReplayStep } from '$lib/tracker/log';
import { neighNames, stands, type LastPlay, type UuEvent, type UuState } from '$lib/tracker/uu';
import type { LogItem } from '$lib/components/games/log-item';
import { ACTION_KEYS } from './labels';

type Step = ReplayStep<UuEvent, UuState>;

/** One turn of the log (or the setup): its events in order, placed by the first. */
export interface TurnEntry extends LogItem {
	/** 0 for the setup. */
	turn: number;
	seat: number;
	/** The round around the table, from 1 (0 for the setup). */
	round: number;
	steps: Step[];
}

/** The log's steps gathered by turn, oldest first. */
export function turnEntries(steps: readonly Step[]): TurnEntry[] {
	const out: TurnEntry[] = [];
	for (const step of steps) {
		const s = step.before;
		const turn = s.status === 'new' ? 0 : s.turn.turn;
		const last = out.at(-1);
		// A turn ends with its own turn-ended event, which stays in it.
		if (last && last.turn === turn) {
			last.steps.push(step);
			last.error ??= step.error;
			continue;
		}
		const players = Math.max(1, s.players.length);
		out.push({
			at: step.at,
			error: step.error,
			turn,
			seat: s.turn.seat,
			round: turn === 0 ? 0 : Math.ceil(turn / players),
			steps: [step]
		});
	}
	return out;
}

/** Where the entry stands: the setup, or whose turn it was. */
export function turnContext(t: TFn, entry: TurnEntry): string {
	const before = entry.steps[0]?.before;
	if (!before || entry.turn === 0) return t('uu-games:log.setup');
	return t('uu-games:log.turn', {
		turn: entry.turn,
		player: before.players[entry.seat] ?? ''
	});
}

/** The round a turn belongs to, as the log groups them. */
export function roundLabel(t: TFn, entry: TurnEntry): { key: string; label: string } {
	return entry.round === 0
		? { key: 'setup', label: t('uu-games:log.setup') }
		: { key: `round-${entry.round}`, label: t('uu-games:log.round', { round: entry.round }) };
}

/** The card just played, as a sentence: "Ana played Rhinocorn.", "Ben played a Magic card." */
export function playSentence(
	t: TFn,
	play: Pick<LastPlay, 'seat' | 'card' | 'name'>,
	players: readonly string[]
): string {
	const player = players[play.seat] ?? '';
	if (play.card === 'unicorn' || play.name === null)
		return play.name === null
			? t(`uu-games:log.lines.played.${play.card}`, { player })
			: t('uu-games:log.lines.played.named', { player, card: play.name });
	return t(`uu-games:log.lines.played.${play.card}Named`, { player, card: play.name });
}

/** One recorded event as a sentence, or null when it only says where the table was. */
export function eventSentence(t: TFn, step: Step): string | null {
	const { event: e, before: s } = step;
	const name = (seat: number) => s.players[seat] ?? '';
	// The name the event recorded (since v3), else the one at its place then.
	const unicorn = (seat: number, index: number, named?: string) =>
		named ?? s.stables[seat]?.[index]?.name ?? '';
	const line = (k: KeysUnder<'uu-games:log.lines.'>, params: Record<string, unknown> = {}) =>
		t(`uu-games:log.lines.${k}`, params);
	switch (e.type) {
		case 'setup':
			return line('setup', { players: e.players });
		case 'phase':
			return null;
		case 'action':
			return e.action === 'draw'
				? line('drew', { player: name(s.turn.seat) })
				: line('action', {
						player: name(s.turn.seat),
						action:
							e.action in ACTION_KEYS
								? t(ACTION_KEYS[e.action as keyof typeof ACTION_KEYS])
								: String(e.action)
					});
		case 'played': {
			const name_ = e.name?.trim() || null;
			return playSentence(t, { seat: e.player, card: e.card, name: name_ }, s.players);
		}
		case 'neigh': {
			const play = s.lastPlay;
			// Refused (nothing to stop): the entry's reason says why.
			if (!play) return t('play:log.lines.unknown');
			const onNeigh = play.neighs.length > 0;
			const owner = name(play.neighs.at(-1)?.seat ?? play.seat);
			// A Neigh on a standing card stops it; on a Neigh, it lets the card through. A card no one
			// has Neighed yet stands: only a Neigh on a Neigh can let one through.
			const key = !onNeigh ? 'stop' : stands(play) ? 'stopOnNeigh' : 'restoreOnNeigh';
			// The cards' names in the interface's sentence, as a unicorn's are.
			return line(`neigh.${e.super ? 'super' : 'plain'}.${key}`, {
				player: name(e.player),
				owner,
				...neighNames(s)
			});
		}
		case 'unicorn-added': {
			const params = { unicorn: e.name, player: name(e.player), count: e.countsAs };
			if (e.how === 'baby') return line('baby', params);
			return e.countsAs === undefined ? line('added', params) : line('addedCounting', params);
		}
		case 'unicorn-removed': {
			const params = {
				unicorn: unicorn(e.player, e.index, e.name),
				player: name(e.player),
				by: name(s.turn.seat)
			};
			return line(`removed.${e.how ?? 'other'}`, params);
		}
		case 'unicorn-moved':
			return line(e.how === 'steal' ? 'stole' : 'moved', {
				unicorn: unicorn(e.from, e.index, e.name),
				from: name(e.from),
				to: name(e.to)
			});
		case 'unicorns-swapped':
			return line('swapped', {
				first: unicorn(e.a, e.aIndex, e.aName),
				a: name(e.a),
				second: unicorn(e.b, e.bIndex, e.bName),
				b: name(e.b)
			});
		case 'unicorn-counted':
			return line('counted', {
				unicorn: unicorn(e.player, e.index, e.name),
				player: name(e.player),
				count: e.countsAs
			});
		case 'turn-ended':
			return null;
		case 'deck-out':
			return line('deckOut');
		default:
			return t('play:log.lines.unknown');
	}
}

/** A whole turn as the table reads it: its sentences, or that nothing was recorded in it. */
export function turnLine(t: TFn, entry: TurnEntry): string {
	const sentences = entry.steps
		.map((step) => eventSentence(t, step))
		.filter((x): x is string => x !== null);
	return sentences.length > 0 ? sentences.join(' ') : t('uu-games:log.lines.nothing');
}
