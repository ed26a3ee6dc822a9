// The UU game log's lines in the player's language, built from the events and the table before them.
import { TURN_PHASES } from '$lib/games/unstable-unicorns';
import type { TFn } from '$lib/i18n/i18n';
import type { UuEvent, UuState } from '$lib/tracker/uu';
import type { ReplayStep } from '$lib/tracker/log';
import { ACTION_KEYS } from './labels';

/** Where the entry stands: the setup, or whose turn it was. */
export function logContext(t: TFn, before: UuState): string {
	if (before.status === 'new') return t('uu-games:log.setup');
	return t('uu-games:log.turn', {
		turn: before.turn.turn,
		player: before.players[before.turn.seat] ?? ''
	});
}

export function logLine(t: TFn, step: ReplayStep<UuEvent, UuState>): string {
	const { event: e, before: s } = step;
	const name = (seat: number) => s.players[seat] ?? `#${seat + 1}`;
	const unicorn = (seat: number, index: number) =>
		s.stables[seat]?.[index]?.name ?? `#${index + 1}`;
	const key = (k: string, params: Record<string, unknown> = {}) =>
		t(`uu-games:log.lines.${k}`, params);
	switch (e.type) {
		case 'setup':
			return key('setup', { players: e.players.join(', ') });
		case 'phase': {
			const next = e.to ?? TURN_PHASES[TURN_PHASES.indexOf(s.turn.phase) + 1];
			return next ? key('phase', { phase: t(`uu-games:phase.${next}`) }) : key('nextPhase');
		}
		case 'action':
			return key('action', {
				action:
					e.action in ACTION_KEYS
						? t(ACTION_KEYS[e.action as keyof typeof ACTION_KEYS])
						: String(e.action)
			});
		case 'unicorn-added':
			return e.countsAs === undefined
				? key('added', { unicorn: e.name, player: name(e.player) })
				: key('addedCounting', { unicorn: e.name, player: name(e.player), count: e.countsAs });
		case 'unicorn-removed':
			return key('removed', { unicorn: unicorn(e.player, e.index), player: name(e.player) });
		case 'unicorn-moved':
			return key('moved', {
				unicorn: unicorn(e.from, e.index),
				from: name(e.from),
				to: name(e.to)
			});
		case 'turn-ended':
			return key('turnEnded', { player: name(s.turn.seat) });
		case 'deck-out':
			return key('deckOut');
		default:
			return key('unknown');
	}
}
