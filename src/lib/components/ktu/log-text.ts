// The game log's lines in the player's language, built from the events and the table before them.
import type { KeysUnder, TFn } from '$lib/i18n/i18n';
import { seatOfKey } from '$lib/vocab';
import {
	HOLDINGS,
	ktuReducer,
	type HuntRecord,
	type KtuEvent,
	type KtuEventType,
	type KtuState,
	type OwnedUnicorn,
	type SchemeEffect,
	placeRefs
} from '$lib/tracker/ktu';
import type { ReplayStep } from '$lib/tracker/log';
import { colorName, heldLabel, signed, unicornLabel } from './labels';

type Line = KeysUnder<'ktu-games:log.lines.'>; // a sentence of the log

/** A seat's unicorn `index` as the table stood before the entry. */
const heldAt = (t: TFn, s: KtuState, seat: number, index: number): string => {
	const u: OwnedUnicorn | undefined = s.collections[seat]?.[index];
	return u ? heldLabel(t, u) : `#${index + 1}`;
};

/**
 * What a Scheme revealed at a hunt does to the players' unicorns, recorded once that hunt is
 * settled (ktu.scheme-reveal): such an entry belongs to the hunt it follows.
 */
const SCHEME_AFTERMATH: ReadonlySet<KtuEventType> = new Set<KtuEventType>(HOLDINGS);

/**
 * The unicorn whose hunt was settled last in this round, while nothing of the next hunt (or of
 * the Black Market) has been entered yet; null otherwise.
 */
function settledSlot(before: KtuState): number | null {
	const last = before.hunts.at(-1);
	if (!last || last.round !== before.round) return null;
	if (before.phase === 'hunt') {
		const untouched = before.hunt.first === null && before.hunt.entries.every((e) => e === null);
		return untouched ? last.slot : null;
	}
	if (before.phase === 'market')
		return before.decisions.every((d) => d === null) ? last.slot : null;
	return null;
}

/**
 * Where the entry stands: the setup, a round's hunt, its Black Market, after the game. A Scheme's
 * effect entered right after its hunt is placed under that hunt's unicorn, not the next one.
 */
export function logContext(
	t: TFn,
	step: Pick<ReplayStep<KtuEvent, KtuState>, 'event' | 'before'>
): string {
	const { before } = step;
	const settled = SCHEME_AFTERMATH.has(step.event.type) ? settledSlot(before) : null;
	if (settled !== null) return t('ktu-games:log.hunt', { round: before.round, slot: settled + 1 });
	switch (before.phase) {
		case 'setup':
			return t('ktu-games:log.setup');
		case 'trap':
			return t('ktu-games:log.round', { round: before.round });
		case 'hunt':
			return t('ktu-games:log.hunt', { round: before.round, slot: before.slot + 1 });
		case 'market':
			return t('ktu-games:log.market', { round: before.round });
		case 'over':
			return t('ktu-games:log.over');
	}
}

type CaughtEvent = Extract<KtuEvent, { type: 'caught' }>;

/**
 * A hunt entered as who caught it (quick entry): who won, what the Scheme revealed did and who
 * took the unicorn, said as one sentence per case (never an effect's name glued into another).
 */
function caughtLine(t: TFn, e: CaughtEvent, slot: number, name: (seat: number) => string): string {
	if (e.player === null) return t('ktu-games:log.lines.fled', { slot });
	if (e.effect === undefined) {
		return t('ktu-games:log.lines.caught', { player: name(e.player), slot });
	}
	const taker = e.taker === undefined ? undefined : name(e.taker);
	return schemeSentence(t, name(e.player), slot, e.effect, taker);
}

/**
 * Who won a hunt and what the Scheme they revealed did, in one sentence per case: the quick
 * entry's line and the bids' alike.
 */
function schemeSentence(
	t: TFn,
	player: string,
	slot: number,
	effect: SchemeEffect,
	taker: string | undefined
): string {
	const key = (k: Line, params: Record<string, unknown>) => t(`ktu-games:log.lines.${k}`, params);
	switch (effect) {
		case 'no-effect':
			return key('caughtNoEffect', { player, slot });
		case 'discarded':
			return key('caughtDiscarded', { player, slot });
		case 'size':
			// ktu.scheme.size without a taker (older games): every total was cancelled.
			return taker === undefined
				? key('caughtNobody', { player, slot })
				: key('caughtSizeTaker', { player, slot, taker });
		case 'taker':
			return taker === undefined
				? key('caughtNoEffect', { player, slot })
				: key('caughtTaker', { player, slot, taker });
	}
}

/** The hunt an entry settled, read from the table after it; null when it settled none. */
function settled(before: KtuState, after: KtuState): HuntRecord | null {
	return after.hunts.length > before.hunts.length ? (after.hunts.at(-1) ?? null) : null;
}

/** The table after an entry, or null when the rules refuse it. */
function tableAfter(
	step: Pick<ReplayStep<KtuEvent, KtuState>, 'event' | 'before'>
): KtuState | null {
	const after = ktuReducer.apply(step.before, step.event);
	return after.ok ? after.state : null;
}

/** A settled hunt whose winner revealed a Scheme: who won it, and what the Scheme did. */
function schemeLine(
	t: TFn,
	record: HuntRecord,
	slot: number,
	name: (seat: number) => string
): string {
	const player = record.winner === null ? '' : name(record.winner);
	const taker = record.taker === null ? undefined : name(record.taker);
	return schemeSentence(t, player, slot, record.scheme ?? 'no-effect', taker);
}

/**
 * The cards revealed with the bids, in one sentence that says who caught the unicorn, or that it
 * ran away and why, and what the Scheme said with the bids did; the totals that tie cancellation
 * removed in a sentence of their own.
 */
function resolveLine(
	t: TFn,
	step: Pick<ReplayStep<KtuEvent, KtuState>, 'event' | 'before'>,
	name: (seat: number) => string
): string {
	const key = (k: Line, params: Record<string, unknown> = {}) =>
		t(`ktu-games:log.lines.${k}`, params);
	const s = step.before;
	const slot = s.slot + 1;
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
	const ties = bids.filter((b) => cancelled.includes(b.total)).map((b) => b.seat);
	const tied = ties.length > 1 ? ' ' + key('tiesCancelled', { players: ties.map(name) }) : '';
	if (winner === null) {
		const anyBid = entries.some((entry) => entry?.kind === 'bid');
		return anyBid ? key('resolveFled', { slot }) + tied : key('resolveAllPassed', { slot });
	}
	const player = name(winner);
	if (!record) return key('resolvePending', { player, slot, total: total(winner) }) + tied;
	const line =
		record.scheme === null
			? key('resolveCaught', { player, slot, total: total(winner) })
			: schemeLine(t, record, slot, name);
	return line + tied;
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

export function logLine(t: TFn, step: ReplayStep<KtuEvent, KtuState>): string {
	const { event: e, before: s } = step;
	const moved = () => movedParams(t, e, s);
	const name = (seat: number) => s.names[seat] ?? `#${seat + 1}`;
	const key = (k: Line, params: Record<string, unknown> = {}) =>
		t(`ktu-games:log.lines.${k}`, params);
	switch (e.type) {
		case 'setup':
			return key('setup', { players: e.players.map((p) => p.name) });
		case 'unicorn':
			return key('unicorn', { slot: e.slot + 1, unicorn: unicornLabel(t, e) });
		case 'scheme':
			return key('scheme', { player: name(e.player), slot: e.slot + 1 });
		case 'hunts-start':
			return key(e.type);
		case 'resolve':
			return resolveLine(t, step, name);
		case 'bid':
			return key(e.knight ? 'bidKnight' : 'bid', {
				player: name(e.player),
				total: e.total,
				cards: e.cards
			});
		case 'pass':
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
			return schemeLine(t, record, record.slot + 1, name);
		}
		case 'caught':
			return caughtLine(t, e, s.slot + 1, name);
		case 'purchase':
			return key(`purchase.${e.item}`, {
				...moved(),
				color: e.color ? colorName(t, e.color) : '',
				pate: e.pate ?? '—'
			});
		case 'round-end':
			return key('round-end', { round: s.round });
		case 'siamese':
			return key(e.siamese ? 'siamese' : 'notSiamese', moved());
		case 'scheme-points':
			return key('scheme-points', { player: name(e.player), points: signed(e.points) });
		case 'unicorn-points':
			return key('unicorn-points', moved());
		case 'add-points':
			return key(e.unicorn === undefined ? 'addPointsPlayer' : 'addPointsUnicorn', moved());
		case 'give':
			return key('give', { ...moved(), to: name(e.to) });
		case 'exchange':
			return key('exchange', moved());
		case 'discard':
			return key('discard', moved());
		case 'edit-unicorn':
			return key('edit-unicorn', {
				player: name(e.player),
				before: moved().unicorn,
				unicorn: unicornLabel(t, e)
			});
		case 'power':
			return key('power', {
				player: name(e.player),
				character: t(`ktu-games:characters.${e.character}`)
			});
		default:
			return t('play:log.lines.unknown');
	}
}
