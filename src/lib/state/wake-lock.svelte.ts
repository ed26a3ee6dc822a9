import { settings } from './settings.svelte';

/** Keeps the screen on while a game is open (if the setting allows), re-acquired on return. */
class WakeLockState {
	#sentinel: WakeLockSentinel | null = null;
	#wanted = false;
	active = $state(false);

	get supported(): boolean {
		return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
	}

	/** Call from a game page's onMount; returns the cleanup. */
	hold(): () => void {
		this.#wanted = true;
		void this.#acquire();
		const onVisible = () => {
			if (document.visibilityState === 'visible') void this.#acquire();
		};
		document.addEventListener('visibilitychange', onVisible);
		return () => {
			this.#wanted = false;
			document.removeEventListener('visibilitychange', onVisible);
			void this.#release();
		};
	}

	/** Follows the setting when it changes while a game is open. */
	refresh(): void {
		if (this.#wanted && settings.values.wakeLock) void this.#acquire();
		else void this.#release();
	}

	async #acquire(): Promise<void> {
		if (!this.supported || !settings.values.wakeLock || this.#sentinel) return;
		if (document.visibilityState !== 'visible') return;
		try {
			const sentinel = await navigator.wakeLock.request('screen');
			this.#sentinel = sentinel;
			this.active = true;
			sentinel.addEventListener('release', () => {
				// The browser drops the lock when the page is hidden; visibilitychange takes it again.
				if (this.#sentinel === sentinel) this.#sentinel = null;
				this.active = false;
			});
		} catch {
			this.active = false; // Refused (battery saver, no user gesture yet): the game still works.
		}
	}

	async #release(): Promise<void> {
		const s = this.#sentinel;
		this.#sentinel = null;
		this.active = false;
		await s?.release().catch(() => undefined);
	}
}

export const wakeLock = new WakeLockState();
