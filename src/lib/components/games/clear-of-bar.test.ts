import { describe, expect, it } from 'vitest';
import { clearance } from './clear-of-bar';

describe('clearance: how far a control under the undo bar is brought up', () => {
	it('leaves a control already clear of the bar where it is', () => {
		expect(clearance({ bottom: 700 }, 745, { top: 600 })).toBe(0);
		expect(clearance({ bottom: 737 }, 745, { top: 600 })).toBe(0);
	});

	it('brings a control under the bar up to just above it', () => {
		// Ends at 946, the bar starts at 745: up by 201 and the 8 px kept between them.
		expect(clearance({ bottom: 946 }, 745, { top: 718 })).toBe(209);
		expect(clearance({ bottom: 760 }, 745, { top: 300 })).toBe(23);
	});

	it('never takes the control just used off the top of the screen', () => {
		// Brought up by as much as keeps what was tapped 8 px below the screen's top.
		expect(clearance({ bottom: 2000 }, 745, { top: 500 })).toBe(492);
		expect(clearance({ bottom: 900 }, 745, { top: 4 })).toBe(0);
		expect(clearance({ bottom: 900 }, 745, { top: -50 })).toBe(0);
	});
});
