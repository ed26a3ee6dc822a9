// What a Scheme's move just recorded, said where the eye is (the Trojan's exchange and
// the Zombie's discard were recorded with no word): one sentence per move, built from the event and
// the table before it, so the unicorns are named as they stood.
import type { KeysUnder, TFn } from '$lib/i18n/i18n';
import type { KtuEvent, KtuState } from '$lib/tracker/ktu';
import { movedParams } from './log-text';

/** The sentence for a recorded Scheme move, or null for any other entry. */
export function aftermathText(t: TFn, event: KtuEvent, before: KtuState): string | null {
	const key = (k: KeysUnder<'ktu-games:aftermath.done.'>) =>
		t(`ktu-games:aftermath.done.${k}`, movedParams(t, event, before));
	switch (event.type) {
		case 'exchange':
		case 'discard':
			return key(event.type);
		case 'siamese':
			return event.siamese ? key('siamese') : null;
		case 'add-points':
			return key(event.unicorn === undefined ? 'pointsPlayer' : 'pointsUnicorn');
		default:
			return null;
	}
}
