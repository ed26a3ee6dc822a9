import type { KtuRule } from '$lib/games/kill-the-unicorns';
import type { Refusal } from '$lib/tracker/log';
import { SHARED_REFUSALS } from '$lib/tracker/refusals';

/**
 * The codes of a finished game's summary (game.ts): the results a Kill the Unicorns game records
 * and a file's recorded result may hold, each worded under `summary` in ktu-games.json.
 */
export const KTU_RESULTS = [
	'summary.won',
	'summary.rainbow',
	'summary.noWinner',
	'summary.over'
] as const;

/**
 * The tracker's own refusal codes, translated under `refusal` in locales/<lang>/ktu-games.json
 * (those both games give, SHARED_REFUSALS, once for both in play.json).
 * Where the engine already decides (names, stock, payment, bids, Paté values…), its own code is
 * passed on as is and translated by the steps-ktu namespace.
 */
export const KTU_REFUSALS = [
	'refusal.malformed',
	'refusal.notSetUp',
	...SHARED_REFUSALS,
	'refusal.gameOver',
	'refusal.wrongPhase',
	'refusal.unknownPlayer',
	'refusal.unknownSlot',
	'refusal.characterTwice',
	'refusal.characterBarred',
	'refusal.handSize',
	'refusal.handValue',
	'refusal.starsMissing',
	'refusal.slotHunted',
	'refusal.noSchemes',
	'refusal.schemeFull',
	'refusal.schemeAlreadyPlaced',
	'refusal.schemesMissing',
	'refusal.schemePending',
	'refusal.noSchemePending',
	'refusal.leadFirst',
	'refusal.alreadyPassed',
	'refusal.alreadyBid',
	'refusal.bidValues',
	'refusal.cardNotInHand',
	'refusal.huntIncomplete',
	'refusal.bidsEntered',
	'refusal.noSchemeToReveal',
	'refusal.takerMissing',
	'refusal.sizeTakerMissing',
	'refusal.unicornMissing',
	'refusal.marketDone',
	'refusal.noUnicorn',
	'refusal.unknownUnicorn',
	'refusal.unicornGone',
	'refusal.starterGone',
	'refusal.otherHunt',
	'refusal.pateRequired',
	'refusal.confirmPayment',
	'refusal.sameSeat',
	'refusal.starterColor'
] as const;

export type KtuRefusalCode = (typeof KTU_REFUSALS)[number];

/** The sections the tracker cites: any of the rulebook's (the engine's `KtuRule`). */
export type TrackerRule = KtuRule;

export function refusal(
	code: KtuRefusalCode,
	rule: TrackerRule,
	params?: Record<string, unknown>
): Refusal {
	return { code, rule, ...(params === undefined ? {} : { params }) };
}
