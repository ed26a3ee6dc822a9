import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstFrame, afterFirstPaint } from './frame';

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

/** A window that reports its paints to observers, as Chromium and Firefox do. */
function observedWindow(visibility: 'visible' | 'hidden' = 'visible') {
	const base = fakeWindow(visibility);
	const observers = new Set<() => void>();
	class FakeObserver {
		static supportedEntryTypes = ['paint', 'navigation'];
		constructor(private readonly callback: () => void) {}
		observe() {
			observers.add(this.callback);
		}
		disconnect() {
			observers.delete(this.callback);
		}
	}
	Object.assign(base.win, { PerformanceObserver: FakeObserver });
	return {
		...base,
		/** The frame is on the screen: its paint entry is reported. */
		present: () => [...observers].forEach((f) => f())
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

describe('after the first paint', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it("waits for the frame's paint entry where the browser reports it, not only for the frame", () => {
		const { win, drawFrame, present } = observedWindow();
		const then = vi.fn();
		afterFirstPaint(win, then);
		drawFrame();
		vi.advanceTimersByTime(500);
		expect(then).not.toHaveBeenCalled();
		present();
		vi.advanceTimersByTime(0);
		expect(then).toHaveBeenCalledOnce();
		present();
		vi.advanceTimersByTime(0);
		expect(then).toHaveBeenCalledOnce();
	});

	it('goes on after the frame where the browser reports no paints, and in a hidden tab', () => {
		const { win, drawFrame } = fakeWindow('visible');
		const then = vi.fn();
		afterFirstPaint(win, then);
		drawFrame();
		vi.advanceTimersByTime(0);
		expect(then).toHaveBeenCalledOnce();

		const hidden = observedWindow('hidden');
		const thenHidden = vi.fn();
		afterFirstPaint(hidden.win, thenHidden);
		vi.advanceTimersByTime(100);
		expect(thenHidden).toHaveBeenCalledOnce();
	});
});
