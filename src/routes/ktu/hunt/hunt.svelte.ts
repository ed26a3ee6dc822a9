import { seatKey, seatOfKey as seatIdOf } from '$lib/vocab';
import { Draft, type DraftStore } from '$lib/state/draft.svelte';
import {
	applyScheme,
	firstPlayerAfterPass,
	resolveHunt,
	HAND_SIZE,
	HUNT_CARD_MAX,
	MAX_PLAYERS,
	MIN_PLAYERS,
	SCHEME_EFFECTS,
	type Bid,
	type HuntResult,
	type KtuStep,
	type SchemeEffect
} from '$lib/games/kill-the-unicorns';
import { settings } from '$lib/state/settings.svelte';

/**
 * One seat at the table and what its player did in this hunt. Nothing here is ever dropped. The
 * seat's id, not its name, is who the player is: a blank name is shown as "Player n" by the view,
 * so neither the language nor two players sharing a name changes who won.
 */
export interface Seat {
	id: number;
	/** As typed; may be blank. Only the view turns it into a display name. */
	name: string;
	passed: boolean;
	/** Number of hunt cards played; null until chosen. */
	cards: number | null;
	/** Sum of the cards; null until typed or tapped. */
	total: number | null;
	/** Card values tapped one by one (their sum is the total); empty when the total was typed. */
	taps: number[];
	knight: boolean;
}

/** No Scheme revealed yet, or what the revealed one does: the engine's words (ktu.scheme-reveal). */
export const SCHEMES = ['none', ...SCHEME_EFFECTS] as const;
export type SchemeChoice = 'none' | SchemeEffect;

/** How the engines name a seat: its steps carry this key, and the view turns it into a name. */
export { seatKey, seatIdOf };

export interface Ruling {
	outcome: 'captured' | 'fled' | 'discarded' | 'invalid' | 'waiting';
	/** The winning seat's id. */
	winner: number | null;
	/** Totals removed by tie cancellation. */
	cancelled: number[];
	/** The engine's steps: their player params are seat keys (`seatKey`). */
	steps: KtuStep[];
}

export interface FieldError {
	field: 'player' | 'cards' | 'total' | 'bid';
	step: KtuStep;
}

const DEFAULT_SEATS = 4;

const blankBid = (): Omit<Seat, 'id' | 'name'> => ({
	passed: false,
	cards: null,
	total: null,
	taps: [],
	knight: false
});

function isWhole(value: unknown): value is number {
	return typeof value === 'number' && Number.isInteger(value);
}

function parseSeat(raw: unknown): Seat | null {
	if (typeof raw !== 'object' || raw === null) return null;
	const s = raw as Record<string, unknown>;
	if (!isWhole(s.id) || typeof s.name !== 'string') return null;
	const taps = Array.isArray(s.taps) ? s.taps.filter(isWhole) : [];
	return {
		id: s.id,
		name: s.name,
		passed: s.passed === true,
		cards: isWhole(s.cards) ? s.cards : null,
		total: typeof s.total === 'number' && Number.isFinite(s.total) ? s.total : null,
		taps,
		knight: s.knight === true
	};
}

/** The hunt calculator's page state: the table, each bid, the revealed scheme. */
export class HuntState {
	#seats = $state<Seat[]>(
		Array.from({ length: DEFAULT_SEATS }, (_, i) => ({ id: i + 1, name: '', ...blankBid() }))
	);
	#leadId = $state(1);
	#scheme = $state<SchemeChoice>('none');
	#takerId = $state<number | null>(null);
	readonly #draft: Draft;

	/** `store` and `enabled` are for tests; the app keeps drafts in the database, in the browser. */
	constructor(storage: { store?: DraftStore; enabled?: boolean } = {}) {
		this.#draft = new Draft('hunt', {
			snapshot: () => this.#snapshot(),
			restore: (raw) => this.#restore(raw),
			fresh: (names) => {
				const count = Math.max(MIN_PLAYERS, names.length);
				this.#seats = Array.from({ length: count }, (_, i) => ({
					id: i + 1,
					name: names[i] ?? '',
					...blankBid()
				}));
				this.#leadId = 1;
			},
			...storage
		});
	}

	/** True once the saved draft (if any) is back: the page is live. */
	get ready(): boolean {
		return this.#draft.ready;
	}
	/** True when the last change is stored. */
	get saved(): boolean {
		return this.#draft.saved;
	}
	get seats(): readonly Seat[] {
		return this.#seats;
	}
	get leadId(): number {
		return this.#leadId;
	}
	get scheme(): SchemeChoice {
		return this.#scheme;
	}
	get takerId(): number | null {
		return this.#takerId;
	}
	get canAdd(): boolean {
		return this.#seats.length < MAX_PLAYERS;
	}
	get canRemove(): boolean {
		return this.#seats.length > MIN_PLAYERS;
	}

	/** Seats from the lead, clockwise, without those who passed: the first one leads (ktu.pass). */
	readonly bidders: Seat[] = $derived.by(() => {
		const start = Math.max(
			0,
			this.#seats.findIndex((s) => s.id === this.#leadId)
		);
		const order = [...this.#seats.slice(start), ...this.#seats.slice(0, start)];
		return order.filter((s) => !s.passed);
	});

	/** Bidders whose total is still to be entered. */
	readonly waiting: Seat[] = $derived(this.bidders.filter((s) => s.total === null));

	readonly first: HuntResult = $derived(
		resolveHunt({ bids: this.bidders.map((s) => this.#bid(s)) })
	);

	/** The engine's errors, minus "no total" for totals simply not entered yet. */
	readonly errors: KtuStep[] = $derived(
		this.first.errors.filter(
			(e) => !(e.code === 'hunt.error.totalNotWhole' && e.params?.value === null)
		)
	);

	/** Errors by seat id, to show each one next to its field. */
	readonly fieldErrors: Readonly<Record<number, FieldError[]>> = $derived.by(() => {
		const out: Record<number, FieldError[]> = {};
		for (const step of this.errors) {
			const index = step.params?.index;
			const seat = typeof index === 'number' ? this.bidders[index] : undefined;
			if (!seat) continue;
			const field = step.params?.field;
			const at: FieldError['field'] =
				field === 'player' || field === 'cards' || field === 'total' ? field : 'bid';
			out[seat.id] = [...(out[seat.id] ?? []), { field: at, step }];
		}
		return out;
	});

	/** Errors that belong to no seat. */
	readonly generalErrors: KtuStep[] = $derived(
		this.errors.filter((e) => typeof e.params?.index !== 'number')
	);

	/**
	 * When the first player passes, the token goes to the left at once and that player leads
	 * (ktu.pass); the engine says so, once per passing lead.
	 */
	readonly passSteps: KtuStep[] = $derived.by(() => {
		if (this.bidders.length === 0) return [];
		const players = this.#seats.map((s) => seatKey(s.id));
		const steps: KtuStep[] = [];
		let lead = this.#seats.find((s) => s.id === this.#leadId);
		while (lead?.passed) {
			const handed = firstPlayerAfterPass({ players, firstPlayer: seatKey(lead.id) });
			if (handed.errors.length > 0) return [];
			steps.push(...handed.steps);
			const next = seatIdOf(handed.firstPlayer);
			lead = this.#seats.find((s) => s.id === next);
		}
		return steps;
	});

	/** The first resolution, as the page shows it. */
	readonly ruling: Ruling = $derived.by(() => {
		const { outcome, winner, cancelled, steps } = this.first;
		if (this.errors.length > 0)
			return { outcome: 'invalid', winner: null, cancelled: [], steps: [] };
		if (this.waiting.length > 0)
			return { outcome: 'waiting', winner: null, cancelled: [], steps: [] };
		return {
			outcome,
			winner: seatIdOf(winner),
			cancelled,
			steps: [...this.passSteps, ...steps]
		};
	});

	/** The ruling after the winner's scheme, or null while no scheme applies. */
	readonly afterScheme: Ruling | null = $derived.by(() => {
		if (this.ruling.outcome !== 'captured' || this.#scheme === 'none') return null;
		const taker = this.#seats.find((s) => s.id === this.#takerId);
		const result = applyScheme({
			bids: this.bidders.map((s) => this.#bid(s)),
			effect: this.#scheme,
			taker: taker ? seatKey(taker.id) : null
		});
		if (result.errors.some((e) => e.code === 'scheme.error.takerRequired')) {
			return { outcome: 'waiting', winner: null, cancelled: [], steps: [] };
		}
		if (result.outcome === 'invalid') {
			return { outcome: 'invalid', winner: null, cancelled: [], steps: result.errors };
		}
		return {
			outcome: result.outcome,
			winner: seatIdOf(result.taker),
			cancelled: result.cancelled,
			steps: result.steps
		};
	});

	/** The ruling that stands: after the scheme when one was revealed. */
	get final(): Ruling {
		return this.afterScheme ?? this.ruling;
	}

	#bid(seat: Seat): Bid {
		// A total not entered yet goes in as null: the engine reports it, and `errors` above turns
		// that report into "waiting" instead of an error.
		const bid: Bid = {
			player: seatKey(seat.id),
			total: seat.total as number,
			knight: seat.knight
		};
		if (seat.cards !== null) bid.cards = seat.cards;
		return bid;
	}

	/** Loads the saved draft, or the remembered names for a fresh table (browser only, once). */
	init(): Promise<void> {
		return this.#draft.open(MAX_PLAYERS);
	}

	#restore(raw: unknown): boolean {
		if (typeof raw !== 'object' || raw === null) return false;
		const d = raw as Record<string, unknown>;
		if (!Array.isArray(d.seats)) return false;
		const seats = d.seats.map(parseSeat).filter((s): s is Seat => s !== null);
		if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS) return false;
		this.#seats = seats;
		this.#leadId = seats.some((s) => s.id === d.leadId)
			? (d.leadId as number)
			: (seats[0]?.id ?? 1);
		// Drafts saved before the calculator spoke the engine's words wrote `noEffect`.
		const scheme = d.scheme === 'noEffect' ? 'no-effect' : d.scheme;
		this.#scheme = (SCHEMES as readonly unknown[]).includes(scheme)
			? (scheme as SchemeChoice)
			: 'none';
		this.#takerId = seats.some((s) => s.id === d.takerId) ? (d.takerId as number) : null;
		return true;
	}

	#changed(): void {
		this.#draft.changed();
	}

	#snapshot() {
		return {
			seats: $state.snapshot(this.#seats),
			leadId: this.#leadId,
			scheme: this.#scheme,
			takerId: this.#takerId
		};
	}

	#update(id: number, patch: Partial<Omit<Seat, 'id'>>): void {
		this.#seats = this.#seats.map((s) => (s.id === id ? { ...s, ...patch } : s));
		this.#changed();
	}

	setName(id: number, name: string): void {
		this.#update(id, { name });
	}

	/** Stores the table's names for next time (both KtU tools share them). */
	rememberNames(): void {
		const names = this.#seats.map((s) => s.name.trim()).filter((n) => n !== '');
		if (names.length > 0) void settings.set('playerNames', names);
	}

	setLead(id: number): void {
		this.#leadId = id;
		this.#changed();
	}

	setPassed(id: number, passed: boolean): void {
		this.#update(id, { passed });
	}

	setKnight(id: number, knight: boolean): void {
		this.#update(id, { knight });
	}

	setCards(id: number, cards: number | null): void {
		this.#update(id, { cards });
	}

	/** A typed total replaces any tapped cards. */
	setTotal(id: number, total: number | null): void {
		this.#update(id, { total, taps: [] });
	}

	/** Adds one card of the given value: the total is the sum of the tapped cards. */
	tapCard(id: number, value: number): void {
		const seat = this.#seats.find((s) => s.id === id);
		if (!seat || value < 0 || value > HUNT_CARD_MAX || seat.taps.length >= HAND_SIZE) return;
		const taps = [...seat.taps, value];
		this.#update(id, { taps, total: taps.reduce((a, b) => a + b, 0), cards: taps.length });
	}

	undoCard(id: number): void {
		const seat = this.#seats.find((s) => s.id === id);
		if (!seat || seat.taps.length === 0) return;
		const taps = seat.taps.slice(0, -1);
		this.#update(id, {
			taps,
			total: taps.length > 0 ? taps.reduce((a, b) => a + b, 0) : null,
			cards: taps.length > 0 ? taps.length : null
		});
	}

	addSeat(): void {
		if (!this.canAdd) return;
		const id = Math.max(0, ...this.#seats.map((s) => s.id)) + 1;
		this.#seats = [...this.#seats, { id, name: '', ...blankBid() }];
		this.#changed();
	}

	removeSeat(id: number): void {
		if (!this.canRemove) return;
		this.#seats = this.#seats.filter((s) => s.id !== id);
		if (this.#leadId === id) this.#leadId = this.#seats[0]?.id ?? 1;
		if (this.#takerId === id) this.#takerId = null;
		this.#changed();
	}

	setScheme(choice: SchemeChoice): void {
		this.#scheme = choice;
		if (choice === 'taker' && this.#takerId === null) {
			const winner = this.ruling.winner;
			this.#takerId = this.#seats.find((s) => s.id !== winner)?.id ?? null;
		}
		this.#changed();
	}

	setTaker(id: number | null): void {
		this.#takerId = id;
		this.#changed();
	}

	/** A new hunt at the same table: names and lead stay, every bid and the scheme go. */
	reset(): void {
		this.#seats = this.#seats.map((s) => ({ id: s.id, name: s.name, ...blankBid() }));
		this.#scheme = 'none';
		this.#takerId = null;
		this.#changed();
	}
}

export const hunt = new HuntState();
