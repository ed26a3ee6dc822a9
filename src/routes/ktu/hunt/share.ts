export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Hands plain text to the system share sheet where there is one (phones), else copies it to the
 * clipboard. 'failed' means neither worked: the caller shows the text to copy by hand.
 */
export async function shareOrCopy(title: string, text: string): Promise<ShareOutcome> {
	if (typeof navigator.share === 'function' && (navigator.canShare?.({ title, text }) ?? true)) {
		try {
			await navigator.share({ title, text });
			return 'shared';
		} catch (e) {
			if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
			// Not allowed here (no user gesture, desktop without a share target…): copy instead.
		}
	}
	try {
		await navigator.clipboard.writeText(text);
		return 'copied';
	} catch {
		return 'failed';
	}
}
