// Long: one sentence per kind of entry, each with what it needs from the table around it (the
// unicorn's name, what travelled with it, whose Scheme, the result): split, each would import the rest.
// The game log's lines in the player's language, built from the events and the table before them.
import type { BeyondFive, Token } from '$lib/games/kill-the-unicorns';
import type { KeysUnder, TFn } from '$lib/i18n/i18n';
import { seatOfKey } from '$lib/vocab';
import {
	HOLDINGS,
	countsAs,
	finalCount,
	ktuReducer,
	type HuntRecord,
	type KtuEvent,
	type KtuEventType,
	type KtuState,
	type OwnedUnicorn,
	type RowUnicorn,
	type SchemeActs,
	type SchemeEffect,
	placeRefs,
	settledSlot
} from '$lib/tracker/ktu';
import type { ReplayStep } from '$lib/tracker/log';
import type { ExplainStep } from '$lib/components/explain/step-text';
import { colorWord, heldInSentence, signed, tokenLabel, unicornLabel } from './labels';

type Line = KeysUnder<'ktu-games:log.lines.'>; // a sentence of the log
/**
 * A sentence that ends a hunt with a taker, which has a whole sentence of its own (`<key>Token`)
 * for when the First Player token goes to that taker with the unicorn (ktu.first-player-change).
 */
type Tokened = { [K in Line]: `${K}Token` extends Line ? K : never }[Line];
const tokened = (k: Tokened, token: boolean): Line => (token ? `${k}Token` : k);

/**
 * A seat's unicorn `index` as the table stood before the entry, with where it came from: a player
 * may hold two green 3 ★ unicorns, and a Starting Unicorn is said to be one.
 */
const heldAt = (t: TFn, s: KtuState, seat: number, index: number): string => {
	const u: OwnedUnicorn | undefined = s.collections[seat]?.[index];
	if (!u) return `#${index + 1}`;
	const unicorn = heldInSentence(t, u);
	return u.origin === null
		? t('ktu-games:log.lines.heldStarter', { unicorn })
		: t('ktu-games:log.lines.heldCaught', {
				unicorn,
				round: u.origin.round,
				slot: u.origin.slot + 1
			});
};

/**
 * A unicorn as a sentence names it, without its article: "yellow 2 ★ unicorn", "Unicornio
 * amarillo de 2 ★". Each language's sentence gives the article, which the noun at its head fixes.
 */
export const unicornName = (t: TFn, u: RowUnicorn): string =>
	t(`ktu-games:log.named.${u.color ?? 'legendary'}`, { stars: u.stars });

/** A held unicorn by the colour its tokens give it (ktu.market.tokens), as the board shows it. */
const heldName = (t: TFn, u: OwnedUnicorn): string =>
	unicornName(t, { color: countsAs(u), stars: u.stars });

/** What leaves or moves with a held unicorn: its Black Market tokens and pinned Scheme points. */
function carried(t: TFn, u: OwnedUnicorn | undefined): string[] {
	if (!u) return [];
	const tokens = u.tokens.map((token: Token) => tokenLabel(t, token));
	const points = u.schemePoints
		? [t('ktu-games:log.lines.pinnedPoints', { points: signed(u.schemePoints) })]
		: [];
	return [...tokens, ...points];
}

/**
 * What a Scheme revealed at a hunt does to the players' unicorns, recorded once that hunt is
 * settled (ktu.scheme-reveal): such an entry belongs to the hunt it follows.
 */
const SCHEME_AFTERMATH: ReadonlySet<KtuEventType> = new Set<KtuEventType>(HOLDINGS);

/**
 * Whose Scheme an entry that moves unicorns or points was: the owner of the Scheme revealed at the
 * hunt just settled, when the fold keeps this entry as what that Scheme did (its one act: a
 * second entry after it, or one after a Scheme that changed who took the unicorn, is not).
 */
function actOwner(step: Step): number | null {
	const owners = actOwners(step);
	return owners?.length === 1 ? (owners[0] ?? null) : null;
}

/**
 * The players whose Schemes lay under the unicorn whose Scheme acts in this entry, when the fold
 * keeps the entry as that act (see actOwner): one, or two when the winner drew one of theirs
 * blind; null when the entry is no Scheme's act.
 */
function actOwners(step: Step): number[] | null {
	const done = step.before.hunts.at(-1);
	const kept = tableAfter(step)?.hunts.at(-1);
	const slot = settledSlot(step.before);
	if (!done || done.acts !== undefined || kept?.acts === undefined || slot === null) return null;
	return ownersOf(step.before.slots[slot]?.schemes ?? []);
}

/** The players whose Schemes these are, each once (a player may slide two under one unicorn). */
const ownersOf = (schemes: readonly number[]): number[] => [...new Set(schemes)];

/** The one player whose Schemes these are; null for none, or two players' (one drawn blind). */
function soleOwner(schemes: readonly number[]): number | null {
	const owners = ownersOf(schemes);
	return owners.length === 1 ? (owners[0] ?? null) : null;
}

/**
 * How a hunt's settling sentence tells the rest of the table's story: whether the First Player
 * token goes to the taker with the unicorn, and whose Scheme the winner revealed (null when it
 * is not known).
 */
interface Told {
	token?: boolean;
	owner?: string | null;
	/** The two players whose Schemes lay under the unicorn, when the winner drew one blind. */
	either?: readonly [string, string] | null;
	/**
	 * Said after the line of the revealed cards, which already says who won the hunt: the Scheme's
	 * line then tells only what it changed.
	 */
	afterReveal?: boolean;
}

/**
 * What the entry that settles the hunt under way tells beside who took the unicorn: the token
 * moves when the taker did not hold it (ktu.first-player-change; nobody took it, it stays), and
 * the Scheme revealed is its owner's when one player's Schemes lay under the unicorn.
 */
function toldAt(s: KtuState, record: HuntRecord, name: Name): Told {
	const schemes = s.slots[s.slot]?.schemes ?? [];
	const owner = soleOwner(schemes);
	const [a, b, ...more] = ownersOf(schemes);
	return {
		token: record.taker !== null && record.taker !== s.firstPlayer,
		owner: owner === null ? null : name(owner),
		either: a !== undefined && b !== undefined && more.length === 0 ? [name(a), name(b)] : null
	};
}

/**
 * Ties, each a clause of its own ("Ana and Bo on 3; Cy and Di on 2"): joined by "and", two pairs
 * would read as one list of four names.
 */
const tieClauses = (t: TFn, clauses: readonly string[]): string =>
	clauses.join(t('ktu-games:log.lines.tiesJoin'));

/**
 * Where the entry stands: the setup, a round's hunt, its Black Market, after the game. A table move
 * (a Scheme's act, Scheme points, a power) is headed by when it was recorded, after or during a
 * unicorn's hunt, or before it while nobody has bid: it may be about another unicorn than that
 * one, and its heading must never read as the unicorn it is about. One entered right after a hunt
 * is placed with that hunt.
 */
export function logContext(
	t: TFn,
	step: Pick<ReplayStep<KtuEvent, KtuState>, 'event' | 'before'>
): string {
	const { before } = step;
	const move = SCHEME_AFTERMATH.has(step.event.type) || step.event.type === 'power';
	// A power is used for what comes next (the Princess before the first bid): one entered before
	// the next hunt's first bid is headed by that hunt, not by the one just settled.
	const settled = SCHEME_AFTERMATH.has(step.event.type) ? settledSlot(before) : null;
	if (settled !== null) {
		return t('ktu-games:log.afterHunt', { round: before.round, slot: settled + 1 });
	}
	switch (before.phase) {
		case 'setup':
			return t('ktu-games:log.setup');
		case 'trap':
			// The row turned up and the Schemes slid under it: the round and its phase.
			return t('ktu-games:summary.round', { round: before.round, phase: 'trap' });
		case 'hunt': {
			const params = { round: before.round, slot: before.slot + 1 };
			if (!move) return t('ktu-games:log.hunt', params);
			// Nobody has bid or passed yet: the hunt has not begun.
			const begun = before.hunt.entries.some((entry) => entry !== null);
			return t(begun ? 'ktu-games:log.duringHunt' : 'ktu-games:log.beforeHunt', params);
		}
		case 'market':
			return t('ktu-games:log.market', { round: before.round });
		case 'over':
			return t('ktu-games:log.over');
	}
}

type Step = Pick<ReplayStep<KtuEvent, KtuState>, 'event' | 'before'> & {
	at?: number;
	/** Why the rules now refuse the entry, when they do. */
	error?: ReplayStep<KtuEvent, KtuState>['error'];
};
type CaughtEvent = Extract<KtuEvent, { type: 'caught' }>;
type Name = (seat: number) => string;

/** What the log knows beside an entry: the one after it, and the whole log. */
export interface LineContext {
	/** The entry after this one; none for the log's last entry. */
	next?: Step;
	/** The whole log, the entry at its `at`: a pass reads the rest of its hunt. */
	log?: readonly Step[];
}

/** The hunt an entry settled, read from the table after it; null when it settled none. */
function settled(before: KtuState, after: KtuState): HuntRecord | null {
	return after.hunts.length > before.hunts.length ? (after.hunts.at(-1) ?? null) : null;
}

/** The table after an entry, or null when the rules refuse it. */
function tableAfter(step: Step): KtuState | null {
	const after = ktuReducer.apply(step.before, step.event);
	return after.ok ? after.state : null;
}

/**
 * What the Scheme revealed at a hunt did in front of the players, as the fold keeps it on the
 * hunt's record once the entry after the catch records it (a Trojan's exchange, a Zombie's
 * discard, a Siamese, Scheme points): said in the catch's own sentence, so the catch never reads
 * "changes nothing" before it. The results' panel says the same sentence.
 */
export function schemeActs(
	t: TFn,
	acts: SchemeActs | undefined,
	name: Name
): { kind: SchemeActs['kind']; params: Record<string, unknown> } | null {
	switch (acts?.kind) {
		case 'exchange':
			return { kind: 'exchange', params: { a: name(acts.a), b: name(acts.b) } };
		case 'discard':
			return { kind: 'discard', params: { holder: name(acts.holder) } };
		case 'siamese':
			return {
				kind: 'siamese',
				params: { holder: name(acts.holder), target: unicornName(t, acts.target) }
			};
		case 'points':
			return { kind: 'points', params: { holder: name(acts.holder), points: signed(acts.points) } };
		default:
			return null;
	}
}

/** The hunt's record once the entry after it is in: what its Scheme did there, if anything. */
function actsAfter(record: HuntRecord, next: Step | undefined): SchemeActs | undefined {
	const later = next ? tableAfter(next) : null;
	return later?.hunts.find((h) => h.round === record.round && h.slot === record.slot)?.acts;
}

/**
 * A catch whose revealed Scheme acted in front of the players, in one sentence: Scheme points name
 * whose Scheme gave them (ktu.scheme-reveal: the only one under the unicorn, or one of two drawn
 * blind, both named), so the points line that follows is never the first to say it.
 */
function actsSentence(
	t: TFn,
	acts: NonNullable<ReturnType<typeof schemeActs>>,
	player: string,
	unicorn: string,
	told: Told
): string {
	const token = told.token === true;
	const params = { player, unicorn, ...acts.params };
	if (acts.kind === 'points' && told.owner) {
		return t(`ktu-games:log.lines.${tokened('caughtPointsOf', token)}`, {
			...params,
			owner: told.owner
		});
	}
	if (acts.kind === 'points' && told.either) {
		const [a, b] = told.either;
		return t(`ktu-games:log.lines.${tokened('caughtPointsEither', token)}`, { ...params, a, b });
	}
	return t(`ktu-games:log.lines.${tokened(`caughtActs.${acts.kind}`, token)}`, params);
}

/**
 * Who won a hunt and what the Scheme they revealed did, in one sentence per case: the quick
 * entry's line and the bids' alike. `acts`: what it did in front of the players instead.
 */
function schemeSentence(
	t: TFn,
	player: string,
	unicorn: string,
	effect: SchemeEffect,
	taker: string | undefined,
	acts: ReturnType<typeof schemeActs> = null,
	told: Told = {}
): string {
	const key = (k: Tokened, params: Record<string, unknown>) =>
		t(`ktu-games:log.lines.${tokened(k, told.token === true)}`, params);
	const { owner } = told;
	// After the revealed cards' line, which says who won the hunt: only what the Scheme changed.
	const which = <C extends Line, R extends Line>(caught: C, revealed: R) =>
		told.afterReveal ? revealed : caught;
	switch (effect) {
		case 'no-effect':
			if (acts) return actsSentence(t, acts, player, unicorn, told);
			return owner
				? key('caughtNoEffectOf', { player, unicorn, owner })
				: key('caughtNoEffect', { player, unicorn });
		case 'discarded':
			// Discarded, nobody takes it: the token stays where it is.
			return t(`ktu-games:log.lines.${which('caughtDiscarded', 'revealedDiscarded')}`, {
				player,
				unicorn
			});
		case 'size':
			// ktu.scheme.size without a taker (older games): every total was cancelled.
			return taker === undefined
				? t(`ktu-games:log.lines.${which('caughtNobody', 'revealedNobody')}`, { player, unicorn })
				: key(which('caughtSizeTaker', 'revealedSizeTaker'), { player, unicorn, taker });
		case 'taker':
			return taker === undefined
				? key('caughtNoEffect', { player, unicorn })
				: key(which('caughtTaker', 'revealedTaker'), { player, unicorn, taker });
	}
}

/** "The Scheme under it goes with it.": a runaway's Schemes, when it had any; else nothing. */
function schemesGone(t: TFn, record: HuntRecord | null): string {
	return record && record.schemes > 0
		? ' ' + t('ktu-games:log.lines.schemesGone', { count: record.schemes })
		: '';
}

/**
 * A settled hunt whose winner revealed a Scheme: who won it, and what the Scheme did (`acts`: in
 * front of the players, as the fold keeps it on the record).
 */
export function schemeLine(
	t: TFn,
	record: HuntRecord,
	name: Name,
	acts: SchemeActs | undefined = record.acts,
	told: Told = {}
): string {
	const player = record.winner === null ? '' : name(record.winner);
	const taker = record.taker === null ? undefined : name(record.taker);
	const unicorn = unicornName(t, record.unicorn);
	const said = schemeActs(t, acts, name);
	return schemeSentence(t, player, unicorn, record.scheme ?? 'no-effect', taker, said, told);
}

/** The rulebook section of each act a revealed Scheme does in front of the players. */
const ACT_RULES: Record<SchemeActs['kind'], string> = {
	exchange: 'ktu.scheme.trojan',
	discard: 'ktu.scheme.zombie',
	siamese: 'ktu.scheme.siamese',
	points: 'ktu.scheme-reveal'
};

/**
 * A settled hunt as the results' panel tells it, in the log's own words: the headline, and the
 * "why" steps with the Scheme's step said as the log says what it did (a Trojan's exchange is
 * not "leaves the unicorn with them"). Null headline: the panel's own short one is true.
 */
export function huntStory(
	t: TFn,
	record: HuntRecord,
	name: Name
): { headline: string | null; steps: ExplainStep[] } {
	const said = schemeActs(t, record.acts, name);
	if (!said || !record.acts || record.winner === null) {
		return { headline: null, steps: [...record.steps] };
	}
	const player = name(record.winner);
	const unicorn = unicornName(t, record.unicorn);
	const act: ExplainStep = {
		ns: 'ktu-games',
		code: `log.lines.caughtActs.${said.kind}`,
		rule: ACT_RULES[record.acts.kind],
		params: { player, unicorn, ...said.params }
	};
	// The token went to the taker when the hunt began with another player holding it.
	const token = record.taker !== null && record.taker !== record.firstPlayer.before;
	return {
		headline: schemeLine(t, record, name, record.acts, { token }),
		steps: record.steps.map((s) => (s.code === 'scheme.noEffect' ? act : s))
	};
}

/** The unicorn being hunted as the table stood before the entry. */
function huntedName(t: TFn, s: KtuState): string {
	const u = s.slots[s.slot]?.unicorn;
	return u ? unicornName(t, u) : t('ktu-games:log.hunt', { round: s.round, slot: s.slot + 1 });
}

/** Every player has passed on the hunt as the table stands. */
const everyonePassed = (s: KtuState): boolean =>
	s.phase === 'hunt' &&
	s.hunt.entries.length > 0 &&
	s.hunt.entries.every((e) => e?.kind === 'pass');

/**
 * Whether every player ends up passing on the hunt of this entry, read from the entries after it
 * in the same hunt (ktu.faq.everyone-passes): the token then comes back where it started, and each
 * hand-over on the way is left unsaid.
 */
function huntAllPassed(step: Step, log: readonly Step[] | undefined): boolean {
	if (!log || step.at === undefined) return false;
	const hunts = step.before.hunts.length;
	for (let k = step.at + 1; k < log.length; k++) {
		const later = log[k]!.before;
		if (later.hunts.length !== hunts || later.phase !== 'hunt') return false;
		if (everyonePassed(later)) return true;
	}
	const last = log.at(-1);
	const end = last && last !== step ? tableAfter(last) : null;
	return end !== null && end.hunts.length === hunts && everyonePassed(end);
}

/**
 * A pass (ktu.pass): a first player who passes hands the token to the left. The pass that leaves
 * every player passed says so, and where the token ends: back with the player who held it when the
 * hunt began; the passes before it then say only that each player passed.
 */
function passLine(t: TFn, step: Step, player: number, name: Name, log?: readonly Step[]): string {
	const key = (k: Line, params: Record<string, unknown>) => t(`ktu-games:log.lines.${k}`, params);
	const s = step.before;
	const after = tableAfter(step);
	if (after && everyonePassed(after)) {
		return key('passAll', { player: name(player), first: name(after.firstPlayer) });
	}
	if (!after || after.firstPlayer === s.firstPlayer || huntAllPassed(step, log)) {
		return key('pass', { player: name(player) });
	}
	return key('passToken', { player: name(player), next: name(after.firstPlayer) });
}

/**
 * A hunt entered as who caught it (quick entry): who won, what the Scheme revealed did and who
 * took the unicorn, said as one sentence per case (never an effect's name glued into another).
 */
function caughtLine(
	t: TFn,
	step: Step,
	e: CaughtEvent,
	name: Name,
	next: Step | undefined
): string {
	const after = tableAfter(step);
	const record = after && settled(step.before, after);
	const unicorn = huntedName(t, step.before);
	if (e.player === null) {
		// Why it ran away, when the table said it with its tap (or entered every pass).
		const why =
			e.why === 'passed' || everyonePassed(step.before)
				? 'resolveAllPassed'
				: e.why === 'tied'
					? 'resolveFled'
					: 'fled';
		return t(`ktu-games:log.lines.${why}`, { unicorn }) + schemesGone(t, record);
	}
	// The table said who caught it, not how: the bids it played decided, and were not entered.
	const who = caughtWho(t, step, { ...e, player: e.player }, name, next, unicorn, record);
	return `${who} ${t('ktu-games:log.lines.quickDecided')}`;
}

/** Who caught a quick hunt's unicorn, what the Scheme revealed did and who took it. */
function caughtWho(
	t: TFn,
	step: Step,
	e: CaughtEvent & { player: number },
	name: Name,
	next: Step | undefined,
	unicorn: string,
	record: HuntRecord | null | undefined
): string {
	const told = record ? toldAt(step.before, record, name) : {};
	if (e.effect === undefined) {
		// Nothing said of a Scheme: nothing is asserted of one, unless the next entry records it acting.
		const acts = record ? schemeActs(t, actsAfter(record, next), name) : null;
		const player = name(e.player);
		return acts
			? actsSentence(t, acts, player, unicorn, told)
			: t(`ktu-games:log.lines.${tokened('caught', told.token === true)}`, { player, unicorn });
	}
	if (record) return schemeLine(t, record, name, actsAfter(record, next), told);
	const taker = e.taker === undefined ? undefined : name(e.taker);
	return schemeSentence(t, name(e.player), unicorn, e.effect, taker);
}

/**
 * The cards revealed with the bids, in one sentence that says who caught the unicorn, or that it
 * ran away and why, and what the Scheme said with the bids did; beside a winner, the totals that
 * tie cancellation removed in a sentence of their own (when every total tied, the runaway's
 * sentence says the ties, once).
 */
function resolveLine(t: TFn, step: Step, name: Name, next: Step | undefined): string {
	const key = (k: Line, params: Record<string, unknown> = {}) =>
		t(`ktu-games:log.lines.${k}`, params);
	const s = step.before;
	const unicorn = huntedName(t, s);
	const after = tableAfter(step);
	if (!after) return key('resolve');
	const record = settled(s, after);
	const first = record ? null : after.hunt.first;
	const winner = record ? record.winner : seatOfKey(first?.winner);
	// The totals tie cancellation removed, and so the players who bid them.
	const cancelled = record ? record.cancelled : (first?.cancelled ?? []);
	const entries = s.hunt.entries;
	const bids = entries.flatMap((entry, seat) =>
		entry?.kind === 'bid' ? [{ seat, total: entry.total }] : []
	);
	const total = (seat: number) => bids.find((b) => b.seat === seat)?.total ?? 0;
	// Each tie: its players and their total. Two pairs that tie at 0 and at 1 are two ties.
	const ties = cancelled
		.map((value) => ({
			value,
			players: bids.filter((b) => b.total === value).map((b) => name(b.seat))
		}))
		.filter((tie) => tie.players.length > 1);
	// One sentence per tie, beside a winner.
	const tied = ties.map(({ players }) => ' ' + key('tiesCancelled', { players })).join('');
	// The Knight's power is said once, in the line of the bid that used it (bidKnight): a total
	// played with it that won or that a tie cancelled is not said again here.
	if (winner === null) {
		const anyBid = entries.some((entry) => entry?.kind === 'bid');
		if (!anyBid) return key('resolveAllPassed', { unicorn }) + schemesGone(t, record);
		// Every total tied and cancelled: the one sentence says who tied, and on what.
		const on = ties.map(({ value, players }) => key('tieAt', { players, total: value }));
		const fled =
			on.length > 0
				? key(bids.length === 2 ? 'resolveTiedBoth' : 'resolveTied', {
						unicorn,
						ties: tieClauses(t, on)
					})
				: key('resolveFled', { unicorn });
		return fled + schemesGone(t, record);
	}
	const player = name(winner);
	// docs/rules-readings.md#ktu-lone-bidder: the only one who bid takes it at any total.
	const how = bids.length === 1 ? ' ' + key('onlyBidder', { player }) : '';
	const more = how + tied;
	if (!record) {
		// Two Schemes under the unicorn: the winner reveals one, picked blind (ktu.scheme-reveal).
		const pending =
			(s.slots[s.slot]?.schemes.length ?? 0) > 1 ? 'resolvePendingEither' : 'resolvePending';
		return key(pending, { player, unicorn, total: total(winner) }) + more;
	}
	const told = toldAt(s, record, name);
	const line =
		record.scheme === null
			? key(tokened('resolveCaught', told.token === true), {
					player,
					unicorn,
					total: total(winner)
				})
			: schemeLine(t, record, name, actsAfter(record, next), told);
	return line + more;
}

/**
 * The players, points and unicorns an entry that moves a held unicorn names, as the table stood
 * before it; each unicorn found as the replay finds it, by its identity (a correction before the
 * entry may have moved it in its owner's collection). The log and the note said when a Scheme's
 * move is recorded (aftermath-text.ts) read the same.
 */
export function movedParams(t: TFn, event: KtuEvent, s: KtuState): Record<string, unknown> {
	const placed = placeRefs(s, event);
	const e = 'event' in placed ? placed.event : event;
	const name = (seat: number) => s.names[seat] ?? `#${seat + 1}`;
	switch (e.type) {
		case 'exchange':
			return {
				a: name(e.a.player),
				b: name(e.b.player),
				ua: heldAt(t, s, e.a.player, e.a.unicorn),
				ub: heldAt(t, s, e.b.player, e.b.unicorn)
			};
		case 'add-points':
			return {
				player: name(e.player),
				points: signed(e.points),
				...(e.unicorn === undefined ? {} : { unicorn: heldAt(t, s, e.player, e.unicorn) })
			};
		case 'unicorn-points':
			return {
				player: name(e.player),
				points: signed(e.points),
				unicorn: heldAt(t, s, e.player, e.unicorn)
			};
		case 'purchase':
		case 'siamese':
		case 'give':
		case 'discard':
		case 'edit-unicorn':
			return { player: name(e.player), unicorn: heldAt(t, s, e.player, e.unicorn) };
		default:
			return {};
	}
}

/** The players at the start: each with their character and Starting Unicorn, in a list. */
function setupLine(t: TFn, e: Extract<KtuEvent, { type: 'setup' }>): string {
	const key = (k: Line, params: Record<string, unknown>) => t(`ktu-games:log.lines.${k}`, params);
	const players = e.players.map((p) => {
		const starter = unicornLabel(t, { color: p.starter.color, stars: p.starter.stars });
		return p.character && e.powers
			? key('seat', {
					player: p.name,
					character: t(`ktu-games:characters.${p.character}`),
					starter
				})
			: key('seatPlain', { player: p.name, starter });
	});
	const first = e.players[e.firstPlayer]?.name ?? `#${e.firstPlayer + 1}`;
	return key('setup', { players, first });
}

/** The result of a finished game, said after its last entry: who won, and every total. */
function resultLine(t: TFn, state: KtuState, beyondFive: BeyondFive): string {
	const key = (k: Line, params: Record<string, unknown>) => t(`ktu-games:log.lines.${k}`, params);
	const { winner, winnerSeat, scores } = finalCount(state, beyondFive);
	const name = (seat: number) => state.names[seat] ?? `#${seat + 1}`;
	const totals = scores.map((score, seat) =>
		key('score', { player: name(seat), points: score.total })
	);
	if (winner.errors.length > 0 || winnerSeat === null) {
		return key('resultNoWinner', { scores: totals });
	}
	const score = scores[winnerSeat];
	if (score?.instantVictory) {
		return key('resultRainbow', { player: name(winnerSeat), scores: totals });
	}
	const count = score?.total ?? 0;
	// ktu.faq.final-tie: higher totals that tied and cancelled are what made this player the winner.
	const above = winner.cancelled.filter((total) => total > count);
	if (above.length === 0) {
		return key('resultWon', { player: name(winnerSeat), count, scores: totals });
	}
	const ties = above.map((total) =>
		key('tieAt', {
			total,
			players: scores.flatMap((sc, seat) => (sc.total === total ? [name(seat)] : []))
		})
	);
	return key('resultWonTied', {
		player: name(winnerSeat),
		count,
		ties: tieClauses(t, ties),
		scores: totals
	});
}

/**
 * The unicorns a Scheme's move names, by colour and stars, and what travels with each. When its
 * holder has another unicorn that reads the same, where it came from tells them apart ("(unicorn
 * 2 of round 1)", "(Starting Unicorn)"), as the held unicorns are named elsewhere.
 */
function heldParams(t: TFn, s: KtuState, seat: number, index: number) {
	const owned = s.collections[seat] ?? [];
	const u = owned[index];
	if (!u) return { name: `#${index + 1}`, carried: carried(t, u) };
	const name = heldName(t, u);
	// A Starting Unicorn is always said to be one (giving it away is what the table remembers);
	// another unicorn only when its owner holds a twin the name alone would not tell apart.
	const twin = owned.some((other, k) => k !== index && heldName(t, other) === name);
	if (!twin && u.origin !== null) return { name, carried: carried(t, u) };
	const origin =
		u.origin === null
			? t('ktu-games:log.lines.fromStarter')
			: t('ktu-games:log.lines.fromCaught', { round: u.origin.round, slot: u.origin.slot + 1 });
	return {
		name: t('ktu-games:log.lines.namedFrom', { unicorn: name, origin }),
		carried: carried(t, u)
	};
}

/** "With the pink 1 ★ unicorn: Fake Horn.": what moved with a unicorn, when anything did. */
function withIt(t: TFn, held: { name: string; carried: string[] }): string {
	return held.carried.length > 0
		? ' ' + t('ktu-games:log.lines.withIt', { unicorn: held.name, items: held.carried })
		: '';
}

/** Who gave which unicorn to whom in a Trojan's exchange, whose Scheme it was, and what moved. */
function exchangeLine(
	t: TFn,
	e: Extract<KtuEvent, { type: 'exchange' }>,
	s: KtuState,
	owner: number | null
): string {
	const name = (seat: number) => s.names[seat] ?? `#${seat + 1}`;
	const ua = heldParams(t, s, e.a.player, e.a.unicorn);
	const ub = heldParams(t, s, e.b.player, e.b.unicorn);
	const params = { a: name(e.a.player), b: name(e.b.player), ua: ua.name, ub: ub.name };
	const line =
		owner === null
			? t('ktu-games:log.lines.exchange', params)
			: t('ktu-games:log.lines.exchangeOf', { ...params, owner: name(owner) });
	return line + withIt(t, ua) + withIt(t, ub);
}

/** A Zombie's discard: whose Scheme it was, whose unicorn, and what was discarded with it. */
function discardLine(
	t: TFn,
	e: Extract<KtuEvent, { type: 'discard' }>,
	s: KtuState,
	owner: number | null
): string {
	const name = (seat: number) => s.names[seat] ?? `#${seat + 1}`;
	const u = heldParams(t, s, e.player, e.unicorn);
	const params = { player: name(e.player), unicorn: u.name };
	const line =
		owner === null
			? t('ktu-games:log.lines.discard', params)
			: t('ktu-games:log.lines.discardOf', { ...params, owner: name(owner) });
	const gone =
		u.carried.length > 0
			? ' ' + t('ktu-games:log.lines.discardedWith', { count: u.carried.length, items: u.carried })
			: '';
	return line + gone;
}

/** An entry's event with the unicorns it names found by identity, as the replay finds them. */
function placedEvent(s: KtuState, event: KtuEvent): KtuEvent {
	const placed = placeRefs(s, event);
	return 'event' in placed ? placed.event : event;
}

/**
 * The table moves a power may cause (ktu.characters: the table enters what it does as a table
 * move): entered right after the power, they are said in the power's own sentence. A unicorn set
 * right is a correction, not an effect; the Knight's power is his bid, said in the bid's line.
 */
const POWER_MOVES: ReadonlySet<KtuEventType> = new Set<KtuEventType>([
	'give',
	'exchange',
	'discard',
	'add-points',
	'siamese',
	'unicorn-points',
	'scheme-points'
]);

/** Whether `next` is what the power entered in `step` did: a table move right after it, both accepted. */
function poweredBy(step: Step, next: Step | undefined): next is Step {
	const e = step.event;
	return (
		e.type === 'power' &&
		e.character !== 'knight' &&
		!step.error &&
		next !== undefined &&
		!next.error &&
		POWER_MOVES.has(next.event.type)
	);
}

/**
 * A power used, said with what it did: the table move entered right after it, in the same
 * sentence; with no move after it, that none was entered for it (Hornbook cannot know that it
 * changed nothing: it may have decided a hunt); the log's last entry waits for its effect. The
 * Knight's says what it allows, which his bid then records.
 */
function powerLine(
	t: TFn,
	step: Step,
	e: Extract<KtuEvent, { type: 'power' }>,
	name: Name,
	next: Step | undefined
): string {
	const key = (k: Line, params: Record<string, unknown>) => t(`ktu-games:log.lines.${k}`, params);
	const player = name(e.player);
	const power = t(`ktu-games:log.powerOf.${e.character}`);
	if (e.character === 'knight' && !step.error) return key('powerKnight', { player });
	if (poweredBy(step, next)) return key('powerDid', { player, power, effect: logLine(t, next) });
	if (next === undefined || step.error) {
		return key('power', { player, character: t(`ktu-games:characters.${e.character}`) });
	}
	return key('powerNothing', { player, power });
}

/**
 * The result of a finished game, the log's own entry after its last one: who won, and every
 * total; null while the game goes on. `beyondFive`: the player's reading of more than five of a
 * colour (ktu.scoring.sets).
 */
export function logResult(
	t: TFn,
	steps: readonly Pick<ReplayStep<KtuEvent, KtuState>, 'event' | 'before' | 'error'>[],
	beyondFive: BeyondFive = 'cap'
): string | null {
	const last = steps.at(-1);
	if (!last) return null;
	// A refused entry changed nothing: the table is as it stood before it.
	const end = last.error ? last.before : tableAfter(last);
	return end?.phase === 'over' ? resultLine(t, end, beyondFive) : null;
}

/**
 * The entry as one line of the log. With `more.next`, a catch says what its Scheme did in front of
 * the players when the next entry records it. A finished game's result is not part of its last
 * entry's line: it is an entry of its own (logResult).
 */
export function logLine(t: TFn, step: Step, more: LineContext = {}): string {
	const { next } = more;
	const { event: e, before: s } = step;
	// What a power entered just before did: said in full in the power's line, not twice.
	const prior = step.at === undefined ? undefined : more.log?.[step.at - 1];
	if (prior?.event.type === 'power' && poweredBy(prior, step)) {
		const seat = prior.event.player;
		return t('ktu-games:log.lines.powerEffect', { player: s.names[seat] ?? `#${seat + 1}` });
	}
	const moved = () => movedParams(t, e, s);
	const name = (seat: number) => s.names[seat] ?? `#${seat + 1}`;
	const key = (k: Line, params: Record<string, unknown> = {}) =>
		t(`ktu-games:log.lines.${k}`, params);
	switch (e.type) {
		case 'setup':
			return setupLine(t, e);
		case 'unicorn':
			return key('unicorn', { slot: e.slot + 1, unicorn: unicornLabel(t, e) });
		case 'scheme':
			return key('scheme', { player: name(e.player), slot: e.slot + 1 });
		case 'hunts-start':
			return key(e.type);
		case 'resolve':
			return resolveLine(t, step, name, next);
		case 'bid':
			return key(e.knight ? 'bidKnight' : 'bid', {
				player: name(e.player),
				total: e.total,
				cards: e.cards
			});
		case 'pass':
			return passLine(t, step, e.player, name, more.log);
		case 'market-pass':
			return key(e.type, { player: name(e.player) });
		case 'scheme-applied': {
			// The Scheme's effect with who took the unicorn in the end, as the hunt settled shows it.
			const after = tableAfter(step);
			const record = after && settled(s, after);
			if (record?.winner === null || record?.winner === undefined) {
				return e.taker === undefined
					? key(`applied.${e.effect}`)
					: key('appliedTaker', { taker: name(e.taker) });
			}
			return schemeLine(t, record, name, actsAfter(record, next), {
				...toldAt(s, record, name),
				afterReveal: true
			});
		}
		case 'caught':
			return caughtLine(t, step, e, name, next);
		case 'purchase':
			return key(`purchase.${e.item}`, {
				...moved(),
				color: e.color ? colorWord(t, e.color) : '',
				pate: e.pate ?? '—'
			});
		case 'round-end':
			// ktu.phase.market: a Black Market where nobody bought is said in the round's last line.
			return s.decisions.some((d) => d === 'bought')
				? key('round-end', { round: s.round })
				: key('roundEndNothingBought', { round: s.round });
		case 'siamese':
			return key(e.siamese ? 'siamese' : 'notSiamese', moved());
		case 'scheme-points':
			return key('scheme-points', { player: name(e.player), points: signed(e.points) });
		case 'unicorn-points':
			return key('unicorn-points', moved());
		case 'add-points': {
			// Whose Scheme gave them, when they are its act: its owner, or the two it was drawn from.
			const [a, b, ...more] = actOwners(step) ?? [];
			const on = e.unicorn === undefined ? 'Player' : 'Unicorn';
			if (a !== undefined && b === undefined) {
				return key(`addPoints${on}Of`, { ...moved(), owner: name(a) });
			}
			if (a !== undefined && b !== undefined && more.length === 0) {
				return key(`addPoints${on}Either`, { ...moved(), a: name(a), b: name(b) });
			}
			return key(`addPoints${on}`, moved());
		}
		case 'give': {
			const placed = placedEvent(s, e);
			const held = placed.type === 'give' ? heldParams(t, s, placed.player, placed.unicorn) : null;
			return key('give', { ...moved(), to: name(e.to) }) + (held ? withIt(t, held) : '');
		}
		case 'exchange': {
			const placed = placedEvent(s, e);
			return placed.type === 'exchange'
				? exchangeLine(t, placed, s, actOwner(step))
				: t('play:log.lines.unknown');
		}
		case 'discard': {
			const placed = placedEvent(s, e);
			return placed.type === 'discard'
				? discardLine(t, placed, s, actOwner(step))
				: t('play:log.lines.unknown');
		}
		case 'edit-unicorn':
			return key('edit-unicorn', {
				player: name(e.player),
				before: moved().unicorn,
				unicorn: unicornLabel(t, e)
			});
		case 'power':
			return powerLine(t, step, e, name, next);
		default:
			return t('play:log.lines.unknown');
	}
}
