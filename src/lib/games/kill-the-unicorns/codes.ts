import type { Step } from '../shared/step';
import type { KtuRule } from './sections';

/**
 * Every step and error code the Kill the Unicorns engines emit. `step()` only accepts these, so
 * the list cannot drift from the engines; each has a sentence in locales/<lang>/steps-ktu.json.
 */
export const KTU_CODES = [
	// hunt.ts
	'hunt.nobodyBid',
	'hunt.onlyBidder',
	'hunt.tieCancelled',
	'hunt.allCancelled',
	'hunt.highestWins',
	'hunt.lowestWins',
	'hunt.zeroWins',
	'hunt.knightLeads',
	'hunt.knightFollowers',
	'hunt.knightCount',
	'hunt.error.bidNotObject',
	'hunt.error.totalNotWhole',
	'hunt.error.totalNegative',
	'hunt.error.totalTooHigh',
	'hunt.error.cardsNotWhole',
	'hunt.error.leadCards',
	'hunt.error.cardsOutOfRange',
	'hunt.error.cardsMismatch',
	'hunt.error.cardsNeedKnight',
	'hunt.error.knightHand',
	'hunt.error.knightTooFew',
	'hunt.error.knightLeadCount',
	'hunt.error.knightLeadShared',
	'hunt.error.roundCardsExceeded',
	// knight.ts
	'knight.error.notKnight',
	// characters.ts
	'power.error.noPowers',
	'power.error.usedThisRound',
	'power.error.barred',
	'power.error.notTheirs',
	'power.error.princessLate',
	// scheme.ts
	'scheme.noEffect',
	'scheme.size',
	'scheme.taker',
	'scheme.discarded',
	'scheme.error.noWinner',
	'scheme.error.takerRequired',
	'scheme.error.unknownEffect',
	// scoring.ts
	'score.stars',
	'score.fakeHorn',
	'score.fairyDust',
	'score.pate',
	'score.scheme',
	'score.siamese',
	'score.legendaryNoColor',
	'score.legendaryColored',
	'score.sameColorToken',
	'score.lastColorTokenWins',
	'score.rainbow',
	'score.set',
	'score.beyondFiveCap',
	'score.beyondFiveNewCollection',
	'score.readingChangesTotal',
	'score.doubleRainbow',
	'score.total',
	'score.error.unicornsNotList',
	'score.error.unicornNotObject',
	'score.error.starsNotWhole',
	'score.error.starsOutOfRange',
	'score.error.unknownColor',
	'score.error.schemePointsNotWhole',
	'score.error.schemePointsOutOfRange',
	'score.error.tokensNotList',
	'score.error.unknownToken',
	'score.error.unknownTokenColor',
	'score.error.pateNotList',
	'score.error.pateValue',
	'score.error.playerSchemePointsNotWhole',
	'score.error.playerSchemePointsOutOfRange',
	'score.error.unknownReading',
	// winner.ts
	'winner.doubleRainbow',
	'winner.doubleRainbowTie',
	'winner.tieCancelled',
	'winner.nobody',
	'winner.highestTotal',
	'winner.error.totalNotWhole',
	// market.ts
	'market.stock',
	'market.order',
	'market.canBuy',
	'market.confirmPayment',
	'market.bought',
	'market.error.playerCount',
	'market.error.unknownItem',
	'market.error.colorRequired',
	'market.error.unknownColor',
	'market.error.alreadyBought',
	'market.error.outOfStock',
	'market.error.cannotAfford',
	'market.error.handNotList',
	'market.error.handValue',
	'market.error.handTooLarge',
	// round.ts
	'round.winnerTakesToken',
	'round.firstPlayerKeepsToken',
	'round.fledKeepsToken',
	'round.passHandsToken',
	'round.error.huntInvalid',
	'round.error.winnerMissing',
	'round.error.unknownOutcome',
	'round.error.firstPlayerMissing',
	// players.ts: the one check of a list of players (hunt.ts, winner.ts, table.ts)
	'players.error.notList',
	'players.error.empty',
	'players.error.nameMissing',
	'players.error.twice',
	// table.ts
	'table.error.firstPlayerUnknown'
] as const;
export type KtuCode = (typeof KTU_CODES)[number];

export type KtuStep = Step<KtuCode, KtuRule>;

/** Builds a step; `interpretation` marks one of docs/rules-readings.md. */
export function step(
	code: KtuCode,
	rule: KtuRule,
	params: Record<string, unknown> = {},
	interpretation = false
): KtuStep {
	return interpretation ? { code, rule, params, interpretation } : { code, rule, params };
}
