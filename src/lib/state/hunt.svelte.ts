import { browser } from '$app/environment';
import {
	firstPlayerAfterPass,
	resolveHunt,
	HAND_SIZE,
	HUNT_CARD_MAX,
	MAX_PLAYERS,
	MIN_PLAYERS,
	type Bid,
	type HuntResult,
	type KtuStep
} from '$lib/games/kill-the-unicorns';
import type { Step } from '$lib/games/shared/step';
import { t } from '$lib/i18n/locale.svelte';
import { settings } from './settings.svelte';
import { storage } from './storage.svelte';

/** One seat at the table and what its player did in this hunt. Nothing here is ever dropped. */
export interface Seat {
	id: number;
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

/** What the winner's revealed scheme does (ktu.scheme-reveal). */
export const SCHEMES = ['none', 'size', 'taker', 'discarded', 'noEffect'] as const;
export type SchemeChoice = (typeof SCHEMES)[number];

/** A step of the explanation; `ns` names the namespace of the calculator's own lines. */
export type RulingStep = Step & { ns?: string };

export interface Ruling {
	outcome: 'captured' | 'fled' | 'discarded' | 'invalid' | 'waiting';
	winner: string | null;
	/** Totals removed by tie cancellation. */
	cancelled: number[];
	steps: RulingStep[];
}

export interface FieldError {
	field: 'player' | 'cards' | 'total' | 'bid';
	step: KtuStep;
}

const DEFAULT_SEATS = 4;
const SAVE_DELAY_MS = 250;

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
class HuntState {
	#seats = $state<Seat[]>(
		Array.from({ length: DEFAULT_SEATS }, (_, i) => ({ id: i + 1, name: '', ...blankBid() }))
	);
	#leadId = $state(1);
	#scheme = $state<SchemeChoice>('none');
	#takerId = $state<number | null>(null);
	#ready = $state(false);
	#touched = false;
	#started = false;
	#timer: ReturnType<typeof setTimeout> | undefined;

	/** True once the saved draft (if any) is back: the page is live. */
	get ready(): boolean {
		return this.#ready;
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

	/** The typed name, or "Player n" while the seat has none. */
	nameOf = (seat: Seat): string =>
		seat.name.trim() || t('hunt:playerN', { n: this.#seats.indexOf(seat) + 1 });

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
		const players = this.#seats.map(this.nameOf);
		const steps: KtuStep[] = [];
		let lead = this.#seats.find((s) => s.id === this.#leadId);
		while (lead?.passed) {
			const handed = firstPlayerAfterPass({ players, firstPlayer: this.nameOf(lead) });
			if (handed.errors.length > 0) return [];
			steps.push(...handed.steps);
			lead = this.#seats.find((s) => this.nameOf(s) === handed.firstPlayer);
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
		return { outcome, winner, cancelled, steps: [...this.passSteps, ...steps] };
	});

	/** The ruling after the winner's scheme, or null while no scheme applies. */
	readonly afterScheme: Ruling | null = $derived.by(() => {
		const winner = this.ruling.winner;
		if (this.ruling.outcome !== 'captured' || winner === null || this.#scheme === 'none')
			return null;
		const own = (code: string, rule: string, params: Record<string, unknown>): RulingStep => ({
			ns: 'hunt',
			code,
			rule,
			params
		});
		switch (this.#scheme) {
			case 'size': {
				// ktu.scheme.size: ties are cancelled again, then the lowest total wins.
				const again = resolveHunt({
					bids: this.bidders.map((s) => this.#bid(s)),
					lowestWins: true
				});
				return {
					outcome: again.outcome,
					winner: again.winner,
					cancelled: again.cancelled,
					steps: [own('steps.size', 'ktu.scheme.size', { player: winner }), ...again.steps]
				};
			}
			case 'taker': {
				const seat = this.#seats.find((s) => s.id === this.#takerId);
				if (!seat) return { outcome: 'waiting', winner: null, cancelled: [], steps: [] };
				const taker = this.nameOf(seat);
				return {
					outcome: 'captured',
					winner: taker,
					cancelled: [],
					steps: [own('steps.taker', 'ktu.scheme-reveal', { player: winner, taker })]
				};
			}
			case 'discarded':
				return {
					outcome: 'discarded',
					winner: null,
					cancelled: [],
					steps: [own('steps.discarded', 'ktu.scheme-reveal', { player: winner })]
				};
			case 'noEffect':
				return {
					outcome: 'captured',
					winner,
					cancelled: [],
					steps: [own('steps.noEffect', 'ktu.scheme-reveal', { player: winner })]
				};
		}
	});

	/** The ruling that stands: after the scheme when one was revealed. */
	get final(): Ruling {
		return this.afterScheme ?? this.ruling;
	}

	#bid(seat: Seat): Bid {
		// A total not entered yet goes in as null: the engine reports it, and `errors` above turns
		// that report into "waiting" instead of an error.
		const bid: Bid = {
			player: this.nameOf(seat),
			total: seat.total as number,
			knight: seat.knight
		};
		if (seat.cards !== null) bid.cards = seat.cards;
		return bid;
	}

	/** Loads the saved draft, or the remembered names for a fresh table (browser only, once). */
	async init(): Promise<void> {
		if (!browser || this.#started) return;
		this.#started = true;
		try {
			await this.#load();
		} finally {
			this.#ready = true;
		}
	}

	async #load(): Promise<void> {
		try {
			const [{ loadDraft }, { loadSettings }] = await Promise.all([
				import('$lib/db/drafts'),
				import('$lib/db/settings')
			]);
			const draft = await loadDraft('hunt');
			if (this.#touched) return;
			if (this.#restore(draft)) return;
			const names = (await loadSettings()).playerNames.slice(0, MAX_PLAYERS);
			if (this.#touched || names.length === 0) return;
			const count = Math.max(MIN_PLAYERS, names.length);
			this.#seats = Array.from({ length: count }, (_, i) => ({
				id: i + 1,
				name: names[i] ?? '',
				...blankBid()
			}));
			this.#leadId = 1;
		} catch {
			// No storage: the calculator works in memory.
		}
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
		this.#scheme = (SCHEMES as readonly unknown[]).includes(d.scheme)
			? (d.scheme as SchemeChoice)
			: 'none';
		this.#takerId = seats.some((s) => s.id === d.takerId) ? (d.takerId as number) : null;
		return true;
	}

	#changed(): void {
		this.#touched = true;
		if (!browser) return;
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => void this.#save(), SAVE_DELAY_MS);
	}

	async #save(): Promise<void> {
		try {
			const { saveDraft } = await import('$lib/db/drafts');
			await saveDraft('hunt', {
				seats: $state.snapshot(this.#seats),
				leadId: this.#leadId,
				scheme: this.#scheme,
				takerId: this.#takerId
			});
		} catch (e) {
			// Keep going in memory; the storage banner says what happened (a full disk, …).
			storage.report(e);
		}
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
			this.#takerId = this.#seats.find((s) => this.nameOf(s) !== winner)?.id ?? null;
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
