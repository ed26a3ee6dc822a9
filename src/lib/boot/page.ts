// The start-up: what runs in every page before its first frame, ahead of the app. The build
// bundles this file into the inline script of every page (scripts/boot-script.mjs; the
// Content-Security-Policy allows it by its hash), so it runs as the head is parsed and waits for
// no download. Each part states the figure it is kept for.
import { copyFor, drawCopy, pageStyles } from './copy';
import { holdEarlyInput } from './early-input';
import { afterFirstPaint } from './frame';
import { keepInstallOffer } from './install';
import { SESSION_KEYS, STORAGE_KEYS } from '../vocab';
import { startLang, swapTarget, type Read } from './lang';
import { continueRoom, savedTheme } from './look';
import { preloadModules } from './preload';

/** A storage read that a refused storage (private mode, blocked cookies) answers with null. */
const reader =
	(storage: () => Storage): Read =>
	(key) => {
		try {
			return storage().getItem(key);
		} catch {
			return null;
		}
	};

export function boot(win: Window): void {
	const root = win.document.documentElement;
	const read = reader(() => win.localStorage);

	const theme = savedTheme(read);
	if (theme) root.dataset.theme = theme;
	const room = continueRoom(read);
	if (room !== null) root.style.setProperty('--continue-room', `${room}px`);

	keepInstallOffer(win);
	const early = holdEarlyInput(win);
	afterFirstPaint(win, () => preloadModules(win.document));
	swapLang(win, read);

	// A saved game's screen, drawn from its copy (copy.ts says why).
	early.css = pageStyles(win.document);
	const copy = copyFor(read(STORAGE_KEYS.screenCopy), {
		path: win.location.pathname,
		id: new URLSearchParams(win.location.search).get('id'),
		lang: root.lang,
		css: early.css
	});
	if (copy) drawCopy(win.document, copy);
}

function swapLang(win: Window, read: Read): void {
	const root = win.document.documentElement;
	// The page in the player's language before anything is drawn. The service worker already answers
	// with that page; a page from the network in another language (a first visit, a shared link)
	// swaps itself for its copy in the right one, hidden meanwhile, instead of showing the wrong
	// language until the app has started (655–916 ms after the content shows online at CPU 4×,
	// scripts/bench-paint.mjs) and then changing every word. The app shell (data-shell) has no text
	// yet: it starts in the player's language.
	const want = startLang(read, win.navigator.languages ?? [win.navigator.language ?? '']);
	if (root.hasAttribute('data-shell')) root.lang = want;
	let swapped: string | null;
	try {
		swapped = win.sessionStorage.getItem(SESSION_KEYS.swap);
		win.sessionStorage.removeItem(SESSION_KEYS.swap);
	} catch {
		// No session storage: a swap could not tell a loop from a choice; the page stays.
		return;
	}
	const to = swapTarget(
		{ path: win.location.pathname, search: win.location.search, lang: root.lang },
		want,
		swapped
	);
	if (to === null) return;
	win.sessionStorage.setItem(SESSION_KEYS.swap, to);
	root.hidden = true;
	win.location.replace(to + win.location.hash);
}
