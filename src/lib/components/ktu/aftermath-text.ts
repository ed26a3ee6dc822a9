// What a Scheme's move just recorded, said where the eye is (issue 28: the Trojan's exchange and
// the Zombie's discard were recorded with no word): one sentence per move, built from the event and
// the table before it, so the unicorns are named as they stood.
import type { TFn } from '$lib/i18n/i18n';
import type { KtuEvent, KtuState, OwnedUnicorn } from '$lib/tracker/ktu';
import { heldLabel, signed } from './labels';

const held = (t: TFn, s: KtuState, seat: number, index: number): string => {
	const u: OwnedUnicorn | undefined = s.collections[seat]?.[index];
	return u ? heldLabel(t, u) : `#${index + 1}`;
};

/** The sentence for a recorded Scheme move, or null for any other entry. */
export function aftermathText(t: TFn, event: KtuEvent, before: KtuState): string | null {
	const name = (seat: number) => before.names[seat] ?? `#${seat + 1}`;
	const key = (k: string, params: Record<string, unknown>) =>
		t(`ktu-games:aftermath.done.${k}`, params);
	switch (event.type) {
		case 'exchange':
			return key('exchange', {
				a: name(event.a.player),
				b: name(event.b.player),
				ua: held(t, before, event.a.player, event.a.unicorn),
				ub: held(t, before, event.b.player, event.b.unicorn)
			});
		case 'discard':
			return key('discard', {
				player: name(event.player),
				unicorn: held(t, before, event.player, event.unicorn)
			});
		case 'siamese':
			return event.siamese
				? key('siamese', {
						player: name(event.player),
						unicorn: held(t, before, event.player, event.unicorn)
					})
				: null;
		case 'add-points':
			return event.unicorn === undefined
				? key('pointsPlayer', { player: name(event.player), points: signed(event.points) })
				: key('pointsUnicorn', {
						player: name(event.player),
						points: signed(event.points),
						unicorn: held(t, before, event.player, event.unicorn)
					});
		default:
			return null;
	}
}
