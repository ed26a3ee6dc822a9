/**
 * A game screen drawn a part at a time, top to bottom, one task each: drawn at once it is one
 * long task on a phone, during which a tap at the table waits. `count` says how many parts are
 * drawn; it grows by one a task, once `total()` is known (not null), until it reaches it. A page
 * shows part n when `count >= n`, and puts each part below those before it, so nothing the
 * player sees moves. Create it while a component initialises (it runs an effect).
 */
export class PartsDrawn {
	count = $state(0);

	constructor(total: () => number | null) {
		$effect(() => {
			const parts = total();
			if (parts === null || this.count >= parts) return;
			const timer = setTimeout(() => this.count++, 0);
			return () => clearTimeout(timer);
		});
	}
}
