import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstFrame } from './frame';

/** A window whose frames are drawn when the test says so, visible or hidden. */
function fakeWindow(visibility: 'visible' | 'hidden') {
	const frames: FrameRequestCallback[] = [];
	const listeners = new Set<() => void>();
	const paints: Array<{ name: string }> = [];
	const win = {
		document: { visibilityState: visibility },
		performance: { getEntriesByType: (type: string) => (type === 'paint' ? paints : []) },
		requestAnimationFrame: (f: FrameRequestCallback) => frames.push(f),
		setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
		addEventListener: (_: string, f: () => void) => listeners.add(f),
		removeEventListener: (_: string, f: () => void) => listeners.delete(f)
	};
	return {
		win: win as unknown as Window,
		drawFrame: () => {
			frames.splice(0).forEach((f) => f(0));
			paints.push({ name: 'first-paint' });
		},
		hide: () => {
			win.document.visibilityState = 'hidden';
			listeners.forEach((f) => f());
		}
	};
}

describe('after the first frame', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('waits for the frame however long the page takes to read, then calls once', () => {
		const { win, drawFrame } = fakeWindow('visible');
		const then = vi.fn();
		afterFirstFrame(win, then);
		vi.advanceTimersByTime(5000);
		expect(then).not.toHaveBeenCalled();
		drawFrame();
		vi.advanceTimersByTime(0);
		expect(then).toHaveBeenCalledOnce();
	});

	it('goes on without a frame in a hidden tab, and in one hidden before its frame', () => {
		const hidden = fakeWindow('hidden');
		const then = vi.fn();
		afterFirstFrame(hidden.win, then);
		vi.advanceTimersByTime(100);
		expect(then).toHaveBeenCalledOnce();

		const later = fakeWindow('visible');
		const thenLater = vi.fn();
		afterFirstFrame(later.win, thenLater);
		later.hide();
		vi.advanceTimersByTime(100);
		later.drawFrame();
		vi.advanceTimersByTime(100);
		expect(thenLater).toHaveBeenCalledOnce();
	});

	it('goes on at once when the first frame is already drawn, with no frame to wait for', () => {
		const { win, drawFrame } = fakeWindow('visible');
		afterFirstFrame(win, vi.fn());
		drawFrame();
		const then = vi.fn();
		afterFirstFrame(win, then);
		expect(then).toHaveBeenCalledOnce();
	});
});
