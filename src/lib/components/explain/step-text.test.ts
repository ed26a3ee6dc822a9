import { describe, expect, test } from 'vitest';
import { printable, stepText } from './step-text';

const names = (id: string) => ({ s1: 'Ana', s2: 'Bo' })[id];

describe('the step text names the seats the engines were given', () => {
	test('a seat id in a player param, alone or in a list, shows as its name', () => {
		expect(printable({ player: 's1', players: ['s1', 's2'], from: 's2', to: 's1' }, names)).toEqual(
			{
				player: 'Ana',
				players: ['Ana', 'Bo'],
				from: 'Bo',
				to: 'Ana'
			}
		);
	});

	test('other params, and values that name no seat, are left as they are', () => {
		expect(printable({ total: 7, value: 's1', player: 'Cy' }, names)).toEqual({
			total: 7,
			value: 's1',
			player: 'Cy'
		});
	});

	test('without names the ids pass through; a missing value prints as a dash', () => {
		const t = (key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params)}`;
		expect(stepText(t, { code: 'c', rule: 'r', params: { player: 's1', total: null } }, 'ns')).toBe(
			'ns:c {"player":"s1","total":"—"}'
		);
	});
});
