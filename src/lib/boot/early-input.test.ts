import { describe, expect, it } from 'vitest';
import { toPlayBack, type HeldInput } from './early-input';

const element = (isConnected = true) => ({ isConnected }) as unknown as Element;

describe('input held before the app started', () => {
	it('keeps every tap and form sent, in order', () => {
		const a = element();
		const b = element();
		const held: HeldInput[] = [
			{ type: 'click', el: a },
			{ type: 'click', el: b },
			{ type: 'click', el: a },
			{ type: 'submit', el: b }
		];
		expect(toPlayBack(held)).toEqual(held);
	});

	it('keeps only the last of the typing in one field, where it came', () => {
		const name = element();
		const button = element();
		const other = element();
		const typed = (value: string, el = name): HeldInput => ({ type: 'input', el, value });
		const held = [
			typed('A'),
			typed('An'),
			{ type: 'click', el: button },
			typed('x', other),
			typed('Ana'),
			{ type: 'change', el: name, value: 'Ana' }
		];
		expect(toPlayBack(held)).toEqual([
			{ type: 'click', el: button },
			typed('x', other),
			typed('Ana'),
			{ type: 'change', el: name, value: 'Ana' }
		]);
	});

	it('drops what is no longer on the page', () => {
		const gone = element(false);
		const here = element();
		expect(
			toPlayBack([
				{ type: 'click', el: gone },
				{ type: 'click', el: here }
			])
		).toEqual([{ type: 'click', el: here }]);
	});
});
