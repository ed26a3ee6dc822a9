// A move's result: the next state, or the refusal and its rule.
import type { KtuStep } from '$lib/games/kill-the-unicorns';
import type { Applied, Refusal } from '$lib/tracker/log';
import type { KtuState } from '../state';

export type Result = Applied<KtuState>;
export const ok = (state: KtuState): Result => ({ ok: true, state });
export const no = (error: Refusal): Result => ({ ok: false, error });
/** An engine's error, passed on as the refusal (translated in the steps-ktu namespace). */
export const fromStep = (s: KtuStep): Result =>
	no({ code: s.code, rule: s.rule, ...(s.params === undefined ? {} : { params: s.params }) });
