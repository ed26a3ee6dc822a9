/**
 * Resolves when the browser has nothing more urgent to do (first paint and hydration done, no tap
 * being answered): for work a page will want soon, kept off its first paint and its taps.
 */
export function whenIdle(): Promise<void> {
	return new Promise((resolve) => {
		if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1500 });
		else setTimeout(resolve, 200);
	});
}
