import { UNICORN_TYPES, CARD_TYPES, type CardType } from './cards';
import { step, type UuCode } from './codes';
import type { Step } from './step';
import { isTurnPhase } from './turn';

/** uu.phase.action: the one action of a turn — play a card of one of four types, or draw. */
export const ACTIONS = [
	'play-unicorn',
	'play-magic',
	'play-downgrade',
	'play-upgrade',
	'draw'
] as const;
export type Action = (typeof ACTIONS)[number];

const ACTION_CODES = {
	'play-unicorn': 'action.playUnicorn',
	'play-magic': 'action.playMagic',
	'play-downgrade': 'action.playDowngrade',
	'play-upgrade': 'action.playUpgrade',
	draw: 'action.draw'
} as const satisfies Record<Action, UuCode>;

/** Actions allowed per turn. */
export const ACTIONS_PER_TURN = 1;

/**
 * The action that plays a card of this type from hand, or null: baby unicorns are never in a
 * hand (uu.setup), and instants are played when another player plays a card, not as the action
 * (uu.cards.instant).
 */
export function actionForCard(type: CardType): Action | null {
	if (type === 'baby-unicorn' || type === 'instant') return null;
	if ((UNICORN_TYPES as readonly CardType[]).includes(type)) return 'play-unicorn';
	const byType = {
		magic: 'play-magic',
		downgrade: 'play-downgrade',
		upgrade: 'play-upgrade'
	} as const;
	const action = byType[type as keyof typeof byType] as Action | undefined;
	if (!action) throw new RangeError(`actionForCard: unknown card type ${String(type)}`);
	return action;
}

const isAction = (value: unknown): value is Action =>
	(ACTIONS as readonly unknown[]).includes(value);
const isCardType = (value: unknown): value is CardType =>
	(CARD_TYPES as readonly unknown[]).includes(value);

function cardErrors(action: Action, cardType: unknown): Step[] {
	if (!isCardType(cardType)) {
		return [
			step('error.cardType.unknown', 'uu.phase.action', {
				field: 'cardType',
				value: String(cardType)
			})
		];
	}
	if (cardType === 'baby-unicorn') {
		return [step('error.action.notFromHand', 'uu.cards.unicorn', { field: 'cardType', cardType })];
	}
	if (cardType === 'instant') {
		return [step('error.action.instant', 'uu.cards.instant', { field: 'cardType', cardType })];
	}
	if (actionForCard(cardType) !== action) {
		return [
			step('error.action.cardType', 'uu.phase.action', { field: 'cardType', cardType, action })
		];
	}
	return [];
}

/**
 * uu.phase.action: is this action allowed now? Only in the action phase, only one per turn, and
 * a played card (when its type is given) must be of the type the action names.
 */
export function checkAction({
	phase,
	action,
	actionsTaken = 0,
	cardType
}: {
	phase: string;
	action: string;
	actionsTaken?: number;
	cardType?: string;
}): { ok: boolean; steps: Step[]; errors: Step[] } {
	const errors: Step[] = [];
	if (!isAction(action)) {
		errors.push(
			step('error.action.unknown', 'uu.phase.action', { field: 'action', value: String(action) })
		);
	}
	if (!isTurnPhase(phase)) {
		errors.push(step('error.phase.unknown', 'uu.turn', { field: 'phase', value: String(phase) }));
	} else if (phase !== 'action') {
		errors.push(step('error.action.wrongPhase', 'uu.phase.action', { field: 'phase', phase }));
	}
	if (!Number.isInteger(actionsTaken) || actionsTaken < 0) {
		errors.push(
			step('error.turn.state', 'uu.phase.action', {
				field: 'actionsTaken',
				value: String(actionsTaken)
			})
		);
	} else if (actionsTaken >= ACTIONS_PER_TURN) {
		errors.push(step('error.action.alreadyTaken', 'uu.phase.action', { field: 'action' }));
	}
	if (isAction(action) && cardType !== undefined) {
		if (action === 'draw') {
			errors.push(
				step('error.action.cardType', 'uu.phase.action', { field: 'cardType', cardType, action })
			);
		} else {
			errors.push(...cardErrors(action, cardType));
		}
	}
	if (errors.length > 0) return { ok: false, steps: [], errors };
	return {
		ok: true,
		steps: [step(ACTION_CODES[action as Action], 'uu.phase.action')],
		errors
	};
}
