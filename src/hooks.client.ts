import type { ClientInit, HandleClientError } from '@sveltejs/kit';

// A missing page is shown by +error.svelte; it is not a crash, so it is not logged as one.
export const handleError: HandleClientError = ({ error, status, message }) => {
	if (status !== 404) console.error(error);
	return { message };
};

/**
 * The prerendered page is painted before the app starts: hydration (the app's scripts, the
 * strings, the first render) waits for the next frame to be drawn, so a player sees the page as
 * soon as its HTML is there instead of after the start-up work. In a hidden tab, where frames are
 * not drawn, it waits at most a tenth of a second.
 */
export const init: ClientInit = () =>
	new Promise<void>((resolve) => {
		const start = () => resolve();
		requestAnimationFrame(() => setTimeout(start, 0));
		setTimeout(start, 100);
	});
