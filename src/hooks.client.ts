import type { HandleClientError } from '@sveltejs/kit';

// A missing page is shown by +error.svelte; it is not a crash, so it is not logged as one.
export const handleError: HandleClientError = ({ error, status, message }) => {
	if (status !== 404) console.error(error);
	return { message };
};
