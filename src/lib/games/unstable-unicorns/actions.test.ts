import { describe, expect, test } from 'vitest';
import { ACTIONS, actionForCard, checkAction } from './actions';

describe('uu.phase.action: one action — play a card of one of four types, or draw', () => {
	test('the five action choices', () => {
		expect(ACTIONS).toEqual([
			'play-unicorn',
			'play-magic',
			'play-downgrade',
			'play-upgrade',
			'draw'
		]);
	});

	test.each([
		['basic-unicorn', 'play-unicorn'],
		['magical-unicorn', 'play-unicorn'],
		['magic', 'play-magic'],
		['downgrade', 'play-downgrade'],
		['upgrade', 'play-upgrade'],
		['baby-unicorn', null],
		['instant', null]
	] as const)('a %s card is played with the action %s', (type, action) => {
		expect(actionForCard(type)).toBe(action);
	});

	test.each([
		['play-unicorn', 'action.playUnicorn'],
		['play-magic', 'action.playMagic'],
		['play-downgrade', 'action.playDowngrade'],
		['play-upgrade', 'action.playUpgrade'],
		['draw', 'action.draw']
	])('%s is allowed as the one action of the action phase', (action, code) => {
		expect(checkAction({ phase: 'action', action })).toEqual({
			ok: true,
			steps: [{ code, rule: 'uu.phase.action' }],
			errors: []
		});
	});

	test.each([
		[
			'no action outside the action phase',
			{ phase: 'draw', action: 'draw' },
			'error.action.wrongPhase'
		],
		[
			'only one action per turn',
			{ phase: 'action', action: 'draw', actionsTaken: 1 },
			'error.action.alreadyTaken'
		],
		['an unknown action', { phase: 'action', action: 'pass' }, 'error.action.unknown'],
		['an unknown phase', { phase: 'upkeep', action: 'draw' }, 'error.phase.unknown'],
		[
			'the card must match the action',
			{ phase: 'action', action: 'play-magic', cardType: 'upgrade' },
			'error.action.cardType'
		],
		[
			'drawing plays no card',
			{ phase: 'action', action: 'draw', cardType: 'magic' },
			'error.action.cardType'
		],
		[
			'baby unicorns are never in a hand',
			{ phase: 'action', action: 'play-unicorn', cardType: 'baby-unicorn' },
			'error.action.notFromHand'
		],
		[
			'an instant is not the action',
			{ phase: 'action', action: 'play-magic', cardType: 'instant' },
			'error.action.instant'
		],
		[
			'an unknown card type',
			{ phase: 'action', action: 'play-magic', cardType: 'joker' },
			'error.cardType.unknown'
		],
		[
			'a bad action count',
			{ phase: 'action', action: 'draw', actionsTaken: -1 },
			'error.turn.state'
		]
	])('%s', (_rule, input, code) => {
		const result = checkAction(input);
		expect(result.ok).toBe(false);
		expect(result.errors.map((e) => e.code)).toEqual([code]);
		expect(result.steps).toEqual([]);
	});

	test('a magical unicorn is played with the unicorn action', () => {
		expect(
			checkAction({ phase: 'action', action: 'play-unicorn', cardType: 'magical-unicorn' }).ok
		).toBe(true);
	});
});
