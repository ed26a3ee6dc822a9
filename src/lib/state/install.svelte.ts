// Installing Hornbook on the home screen: the browser's own prompt where it offers one
// (`beforeinstallprompt`, Chromium browsers), the steps to follow where it does not (iOS Safari).

/** The event Chromium browsers fire when the app can be installed (not in the DOM typings). */
interface InstallPromptEvent extends Event {
	prompt(): Promise<void>;
	readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// `window.hornbookInstall`: what the start-up kept of the browser's offer, from before any module
// ran (boot/install.ts declares it).

/** How this device installs web apps. */
export type InstallWay = 'installed' | 'prompt' | 'ios' | 'menu';

/** iPhone and iPad (an iPad's Safari says "Macintosh" but has a touch screen). */
function isIos(): boolean {
	const ua = navigator.userAgent;
	return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
	const nav = navigator as Navigator & { standalone?: boolean };
	return matchMedia('(display-mode: standalone)').matches || nav.standalone === true;
}

class Install {
	#prompt = $state.raw<InstallPromptEvent | null>(null);
	#installed = $state(false);
	#ios = $state(false);

	/**
	 * Listens while the Settings page is open. The browser offers the prompt once, soon after the
	 * page loads: an offer made before is the one the start-up kept (boot/install.ts).
	 */
	listen(): () => void {
		const kept = window.hornbookInstall;
		this.#installed = isStandalone() || kept?.installed === true;
		this.#ios = isIos();
		if (kept?.prompt && !this.#installed) this.#prompt = kept.prompt as InstallPromptEvent;
		const offered = (e: Event) => {
			// Kept for the Settings button instead of the browser's own mini bar.
			e.preventDefault();
			this.#prompt = e as InstallPromptEvent;
		};
		const installed = () => {
			this.#installed = true;
			this.#prompt = null;
		};
		addEventListener('beforeinstallprompt', offered);
		addEventListener('appinstalled', installed);
		return () => {
			removeEventListener('beforeinstallprompt', offered);
			removeEventListener('appinstalled', installed);
		};
	}

	get way(): InstallWay {
		if (this.#installed) return 'installed';
		if (this.#prompt) return 'prompt';
		return this.#ios ? 'ios' : 'menu';
	}

	/** Shows the browser's install prompt; true when the player accepted. */
	async prompt(): Promise<boolean> {
		const event = this.#prompt;
		if (!event) return false;
		// A prompt can be shown only once: the browser fires a new event if it offers again.
		this.#prompt = null;
		window.hornbookInstall = undefined;
		await event.prompt();
		const { outcome } = await event.userChoice;
		if (outcome === 'accepted') this.#installed = true;
		return outcome === 'accepted';
	}
}

export const install = new Install();
