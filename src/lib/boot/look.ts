// What the first frame looks like, set before it is drawn.
import { STORAGE_KEYS } from '../vocab';
import { mirrored, type Read } from './lang';

/**
 * The saved theme ('light' | 'dark'; none for the system's). Set before the first frame: the
 * settings' code applies it only once the app has started, 655–1,174 ms after the content shows at
 * CPU 4× (scripts/bench-paint.mjs); until then a player at a dim table would see the light page.
 */
export function savedTheme(read: Read): 'light' | 'dark' | null {
	const theme = mirrored(read, 'theme', STORAGE_KEYS.legacyTheme);
	return theme === 'light' || theme === 'dark' ? theme : null;
}

/**
 * The room (px) the home page's link to the last game took last time, kept free from the first
 * frame: the link comes once the games are read, after the app has started (the same 655–1,174
 * ms), and everything under it would move down as the player reaches for it. Null when there is
 * none, or a figure no link takes.
 */
export function continueRoom(read: Read): number | null {
	const room = Number(read(STORAGE_KEYS.continueRoom));
	return room > 0 && room < 400 ? room : null;
}
