import type { ClientInit, HandleClientError } from '@sveltejs/kit';
import { afterFirstFrame } from '$lib/boot/frame';

// A missing page is shown by +error.svelte; it is not a crash, so it is not logged as one.
export const handleError: HandleClientError = ({ error, status, message }) => {
	if (status !== 404) console.error(error);
	return { message };
};

/**
 * The prerendered page is painted before the app starts: hydration (the app's scripts, the
 * strings, the first render) waits for the page's first frame, so a player sees the page as soon
 * as its HTML is there instead of after the start-up work. Offline, where the service worker hands
 * the scripts over at once, the cold start's first paint went from 1.59× the static page's to
 * 1.08–1.20× with it (scripts/bench-coldstart.mjs). The page's modules are already on their way
 * meanwhile (src/lib/boot/preload.ts).
 */
export const init: ClientInit = () =>
	new Promise<void>((resolve) => afterFirstFrame(window, resolve));
