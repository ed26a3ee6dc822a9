// The hunt calculator's page state: the table, each bid, the revealed Scheme, kept as a draft.
// The seats are in seats.ts, and what the page shows of the engine's rulings in ruling.ts.
import { seatKey, seatOfKey as seatIdOf } from '$lib/vocab';
import { Draft, type DraftStore } from '$lib/state/draft.svelte';
import {
	resolveHunt,
	HAND_SIZE,
	HUNT_CARD_BOUNDS,
	MAX_PLAYERS,
	MIN_PLAYERS,
	SCHEME_EFFECTS,
	type HuntResult,
	type KtuStep,
	type SchemeEffect
} from '$lib/games/kill-the-unicorns';
import { settings } from '$lib/state/settings.svelte';
import {
	bidOf,
	errorsBySeat,
	firstRuling,
	passSteps,
	schemeRuling,
	shownErrors,
	type FieldError,
	type Ruling
} from './ruling';
import { blankBid, parseSeat, type Seat } from './seats';

export type { FieldError, Ruling, Seat };

/** No Scheme revealed yet, or what the revealed one does: the engine's words (ktu.scheme-reveal). */
export const SCHEMES = ['none', ...SCHEME_EFFECTS] as const;
export type SchemeChoice = 'none' | SchemeEffect;

/** How the engines name a seat: its steps carry this key, and the view turns it into a name. */
export { seatKey, seatIdOf };

const DEFAULT_SEATS = 4;

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

	readonly first: HuntResult = $derived(resolveHunt({ bids: this.bidders.map(bidOf) }));

	/** The engine's errors, minus "no total" for totals simply not entered yet. */
	readonly errors: KtuStep[] = $derived(shownErrors(this.first));

	/** Errors by seat id, to show each one next to its field. */
	readonly fieldErrors: Readonly<Record<number, FieldError[]>> = $derived(
		errorsBySeat(this.errors, this.bidders)
	);

	/** Errors that belong to no seat. */
	readonly generalErrors: KtuStep[] = $derived(
		this.errors.filter((e) => typeof e.params?.index !== 'number')
	);

	/** The first resolution, as the page shows it (the passing leads first). */
	readonly ruling: Ruling = $derived(
		firstRuling(
			this.first,
			this.errors,
			this.waiting.length > 0,
			passSteps(this.#seats, this.#leadId)
		)
	);

	/** The ruling after the winner's scheme, or null while no scheme applies. */
	readonly afterScheme: Ruling | null = $derived(
		schemeRuling(
			this.ruling,
			this.bidders,
			this.#scheme,
			this.#seats.find((s) => s.id === this.#takerId)
		)
	);

	/** The ruling that stands: after the scheme when one was revealed. */
	get final(): Ruling {
		return this.afterScheme ?? this.ruling;
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
		if (
			!seat ||
			value < HUNT_CARD_BOUNDS.min ||
			value > HUNT_CARD_BOUNDS.max ||
			seat.taps.length >= HAND_SIZE
		)
			return;
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
