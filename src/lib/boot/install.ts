// The browser's offer to install the app (`beforeinstallprompt`, Chromium browsers) comes once,
// soon after load: on a returning visit it can come before any module has run (the app starts
// 655–1,174 ms after the page's content shows at CPU 4×, scripts/bench-paint.mjs), and an offer
// missed is not made again that visit. The start-up keeps it for the Settings page
// (state/install.svelte.ts), which offers the install from a button instead of the browser's bar.

/** What the start-up kept of the browser's offer. */
export interface KeptInstall {
	prompt?: Event;
	installed?: boolean;
}

declare global {
	interface Window {
		hornbookInstall?: KeptInstall;
	}
}

export function keepInstallOffer(win: Window): void {
	win.addEventListener('beforeinstallprompt', (e) => {
		e.preventDefault();
		win.hornbookInstall = { prompt: e };
	});
	win.addEventListener('appinstalled', () => {
		win.hornbookInstall = { installed: true };
	});
}
