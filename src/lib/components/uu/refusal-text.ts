import type { TFn } from '$lib/i18n/i18n';
import type { Refusal } from '$lib/tracker/log';
import { refusalKey } from '$lib/tracker/uu';

/** The sentence for a refusal of the UU reducer: its own codes or the engine's. */
export function refusalText(t: TFn, refusal: Refusal): string {
	return t(refusalKey(refusal.code), refusal.params);
}
