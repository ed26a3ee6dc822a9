// Which table actions each phase of a round accepts (boardgame.io's `phases`): one table, so an
// action out of its phase is refused in one place, with the rule that orders the round.
import { refusal, type TrackerRule } from './codes';
import type { KtuEvent, KtuEventType } from './events';
import type { KtuState } from './state';
import type { Phase } from './vocab';
import { no, type Result } from './moves/common';
import { setUp } from './moves/setup';
import { placeScheme, revealUnicorn, startHunts } from './moves/trap';
import { applyScheme, pass, placeBid, resolve } from './moves/hunt';
import { caught } from './moves/quick-hunt';
import { endRound, marketPass, purchase } from './moves/market';
import {
	discard,
	editUnicorn,
	exchange,
	give,
	addPoints,
	setSchemePoints,
	setSiamese,
	setUnicornPoints,
	usePower
} from './moves/holdings';

/**
 * What players hold and what the final count needs stays open in every phase, and after the last
 * round: the free table moves a card can cause at any time (give, exchange, discard, edit).
 */
export const HOLDINGS = [
	'siamese',
	'scheme-points',
	'unicorn-points',
	'add-points',
	'give',
	'exchange',
	'discard',
	'edit-unicorn'
] as const satisfies readonly KtuEventType[];

export const PHASE_MOVES = {
	setup: ['setup'],
	trap: ['unicorn', 'scheme', 'hunts-start', 'power', ...HOLDINGS],
	hunt: ['unicorn', 'bid', 'pass', 'resolve', 'caught', 'scheme-applied', 'power', ...HOLDINGS],
	market: ['purchase', 'market-pass', 'round-end', 'power', ...HOLDINGS],
	over: [...HOLDINGS]
} as const satisfies Record<Phase, readonly KtuEventType[]>;

type Of<T extends KtuEventType> = Extract<KtuEvent, { type: T }>;

interface Move<T extends KtuEventType> {
	/** The section a refusal out of phase cites. */
	rule: TrackerRule;
	apply: (state: KtuState, event: Of<T>) => Result;
	/** A refusal that comes before the phase: the action is never possible at this table. */
	never?: (state: KtuState) => Result | null;
}

/** Every move of the fold, by the event that records it. */
export const MOVES: { [T in KtuEventType]: Move<T> } = {
	setup: { rule: 'ktu.setup', apply: setUp },
	unicorn: { rule: 'ktu.round', apply: revealUnicorn },
	scheme: {
		rule: 'ktu.phase.trap',
		apply: placeScheme,
		never: (state) =>
			state.variant === 'initiation'
				? no(refusal('refusal.noSchemes', 'ktu.variant.initiation'))
				: null
	},
	'hunts-start': { rule: 'ktu.phase.trap', apply: startHunts },
	bid: { rule: 'ktu.phase.hunt', apply: placeBid },
	pass: { rule: 'ktu.phase.hunt', apply: pass },
	resolve: { rule: 'ktu.phase.hunt', apply: resolve },
	caught: { rule: 'ktu.phase.resolve', apply: caught },
	'scheme-applied': { rule: 'ktu.scheme-reveal', apply: applyScheme },
	purchase: { rule: 'ktu.phase.market', apply: purchase },
	'market-pass': { rule: 'ktu.phase.market', apply: marketPass },
	'round-end': { rule: 'ktu.round-end', apply: endRound },
	siamese: { rule: 'ktu.scheme.siamese', apply: setSiamese },
	'scheme-points': { rule: 'ktu.scoring', apply: setSchemePoints },
	'unicorn-points': { rule: 'ktu.scoring', apply: setUnicornPoints },
	'add-points': { rule: 'ktu.scoring', apply: addPoints },
	give: { rule: 'ktu.scheme.trojan', apply: give },
	exchange: { rule: 'ktu.scheme.trojan', apply: exchange },
	discard: { rule: 'ktu.scheme.zombie', apply: discard },
	'edit-unicorn': { rule: 'ktu.scoring', apply: editUnicorn },
	power: { rule: 'ktu.characters', apply: usePower }
};

const ROUND_PHASES = ['trap', 'hunt', 'market'] as const;

export const accepts = (phase: Phase, type: KtuEventType): boolean =>
	(PHASE_MOVES[phase] as readonly KtuEventType[]).includes(type);

/** Why an action is refused in the current phase. */
function outOfPhase(state: KtuState, type: KtuEventType): Result {
	if (type === 'setup') return no(refusal('refusal.alreadySetUp', 'ktu.setup'));
	if (state.phase === 'setup') return no(refusal('refusal.notSetUp', 'ktu.setup'));
	if (state.phase === 'over') {
		const rule = state.end === 'double-rainbow' ? 'ktu.scoring.rainbow' : 'ktu.round-end';
		return no(refusal('refusal.gameOver', rule));
	}
	const expected = ROUND_PHASES.find((phase) => accepts(phase, type)) ?? state.phase;
	return no(refusal('refusal.wrongPhase', MOVES[type].rule, { phase: state.phase, expected }));
}

/** Applies one parsed event: the phase table first, then the move's own checks. */
export function applyMove(state: KtuState, event: KtuEvent): Result {
	const move = MOVES[event.type] as Move<KtuEventType>;
	const never = state.phase === 'setup' || state.phase === 'over' ? null : move.never?.(state);
	if (never) return never;
	if (!accepts(state.phase, event.type)) return outOfPhase(state, event.type);
	return move.apply(state, event);
}
