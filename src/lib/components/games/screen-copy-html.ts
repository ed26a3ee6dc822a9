import type { ScreenCopy } from '$lib/state/screen-copy';

/**
 * The copy of a game's live screen kept for its next cold open (state/screen-copy.ts): its markup
 * without Svelte's comment anchors, and with no dialog left open (a copy cannot hold one modal).
 * A control keeps its stable id (`data-tap`), so a tap on the copy finds it on the live screen
 * (boot/early-input.ts).
 */
export function screenCopyOf(root: Element, id: string, path: string): ScreenCopy {
	const copy = root.cloneNode(true) as Element;
	const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
	const comments: Node[] = [];
	while (walker.nextNode()) comments.push(walker.currentNode);
	for (const comment of comments) comment.parentNode?.removeChild(comment);
	for (const dialog of copy.querySelectorAll('dialog[open]')) dialog.removeAttribute('open');
	return {
		id,
		path,
		lang: document.documentElement.lang,
		css: window.hornbookEarly?.css ?? '',
		html: copy.innerHTML
	};
}
