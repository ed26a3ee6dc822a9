import { seatKey, seatOfKey } from '$lib/vocab';
import { Draft, type DraftStore } from '$lib/state/draft.svelte';
import {
	findWinner,
	isColor,
	scoreHoldings,
	MAX_PLAYERS,
	MIN_PLAYERS,
	PATE_MAX,
	PATE_MIN,
	type BeyondFive,
	type Color,
	type Holdings,
	type KtuStep,
	type ScoreResult,
	type Token,
	type WinnerResult
} from '$lib/games/kill-the-unicorns';
import { settings } from '$lib/state/settings.svelte';

/** A unicorn as entered; `stars` is null while its field is empty. */
export interface ScoreUnicorn {
	id: number;
	stars: number | null;
	color: Color | null;
	siamese: boolean;
	/** Signed scheme points pinned to this unicorn; null when none. */
	schemePoints: number | null;
	/** Black Market tokens in placement order. */
	tokens: Token[];
}

/**
 * One player's holdings. The id, not the name, is who the player is: the engines get seat keys
 * (`seatKey(id)`), and the view shows the name (or "Player n" while blank) at render time, so
 * neither the language, a rename nor two players sharing a name changes who won.
 */
export interface ScorePlayer {
	id: number;
	/** As typed; may be blank or repeated. */
	name: string;
	unicorns: ScoreUnicorn[];
	pate: number[];
	/** Signed scheme points that belong to no unicorn; null when none. */
	schemePoints: number | null;
}

export type NewUnicorn = Pick<ScoreUnicorn, 'stars' | 'color' | 'siamese'>;

/** How one player's total changes under the other reading of "more than 5 of a colour". */
export interface ReadingChange {
	/** The player's id. */
	player: number;
	total: number;
	otherTotal: number;
}

export interface ReadingDifference {
	other: BeyondFive;
	changes: ReadingChange[];
	/** Ids of the winner under each reading; null when nobody wins. */
	winner: number | null;
	otherWinner: number | null;
}

const DEFAULT_PLAYERS = 4;
/** The most unicorns one tap adds: every unicorn card in the box (ktu.components: 28 + 6). */
export const MAX_ADD = 34;

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
/** Any number the user typed (the engine judges it); null for an empty field. */
const orNull = (v: unknown): number | null =>
	typeof v === 'number' && Number.isFinite(v) ? v : null;

function parseToken(raw: unknown): Token | null {
	if (raw === 'fake-horn') return raw;
	if (typeof raw !== 'object' || raw === null) return null;
	const { kind, color } = raw as Record<string, unknown>;
	if ((kind === 'cotton-candy' || kind === 'fairy-dust') && isColor(color)) return { kind, color };
	return null;
}

function parseUnicorn(raw: unknown): ScoreUnicorn | null {
	if (typeof raw !== 'object' || raw === null) return null;
	const u = raw as Record<string, unknown>;
	if (!isWhole(u.id) || (u.color !== null && !isColor(u.color))) return null;
	const tokens = Array.isArray(u.tokens) ? u.tokens.map(parseToken) : [];
	return {
		id: u.id,
		stars: orNull(u.stars),
		color: u.color,
		siamese: u.siamese === true,
		schemePoints: orNull(u.schemePoints),
		tokens: tokens.filter((tk): tk is Token => tk !== null)
	};
}

function parsePlayer(raw: unknown): ScorePlayer | null {
	if (typeof raw !== 'object' || raw === null) return null;
	const p = raw as Record<string, unknown>;
	if (!isWhole(p.id) || typeof p.name !== 'string') return null;
	const unicorns = Array.isArray(p.unicorns) ? p.unicorns.map(parseUnicorn) : [];
	return {
		id: p.id,
		name: p.name,
		unicorns: unicorns.filter((u): u is ScoreUnicorn => u !== null),
		pate: Array.isArray(p.pate) ? p.pate.filter(isWhole) : [],
		schemePoints: orNull(p.schemePoints)
	};
}

/** True when something is entered for the player: a unicorn, a Paté or Scheme points. */
const holds = (p: ScorePlayer): boolean =>
	p.unicorns.length > 0 || p.pate.length > 0 || p.schemePoints !== null;

const blankPlayer = (id: number, name = ''): ScorePlayer => ({
	id,
	name,
	unicorns: [],
	pate: [],
	schemePoints: null
});

/** The scorer's page state: every player's holdings; the engine scores them. */
export class ScorerState {
	#players = $state<ScorePlayer[]>(
		Array.from({ length: DEFAULT_PLAYERS }, (_, i) => blankPlayer(i + 1))
	);
	/** null: follow the default reading from the settings. */
	#reading = $state<BeyondFive | null>(null);
	#nextId = 1;
	#removed = $state<{ player: ScorePlayer; index: number } | null>(null);
	readonly #draft: Draft;

	/** `store` and `enabled` are for tests; the app keeps drafts in the database, in the browser. */
	constructor(storage: { store?: DraftStore; enabled?: boolean } = {}) {
		this.#draft = new Draft('score', {
			snapshot: () => this.#snapshot(),
			restore: (raw) => this.#restore(raw),
			fresh: (names) => {
				const count = Math.max(MIN_PLAYERS, names.length);
				this.#players = Array.from({ length: count }, (_, i) => blankPlayer(i + 1, names[i]));
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
	get players(): readonly ScorePlayer[] {
		return this.#players;
	}
	get reading(): BeyondFive {
		return this.#reading ?? settings.values.beyondFive;
	}
	get otherReading(): BeyondFive {
		return this.reading === 'cap' ? 'new-collection' : 'cap';
	}
	get canAdd(): boolean {
		return this.#players.length < MAX_PLAYERS;
	}
	get canRemove(): boolean {
		return this.#players.length > 1;
	}

	/** True once anything is entered for someone: until then there is nothing to rule on. */
	get started(): boolean {
		return this.#players.some(holds);
	}

	/**
	 * Ids of the players with nothing entered yet. No winner is named while there are any (a
	 * double rainbow aside, which wins at once): an empty player is not yet counted, not a 0.
	 */
	readonly empty: number[] = $derived(this.#players.filter((p) => !holds(p)).map((p) => p.id));

	/** The player the last ✕ removed and their place, until it is undone or another goes. */
	get removed(): { player: ScorePlayer; index: number } | null {
		return this.#removed;
	}

	#holdings(player: ScorePlayer, beyondFive: BeyondFive): Holdings {
		return {
			unicorns: player.unicorns.map((u) => ({
				// An empty stars field goes in as null: the engine reports it next to the unicorn.
				stars: u.stars as number,
				color: u.color,
				siamese: u.siamese,
				schemePoints: u.schemePoints ?? 0,
				tokens: u.tokens
			})),
			pate: player.pate,
			schemePoints: player.schemePoints ?? 0,
			beyondFive
		};
	}

	/** Each player's score under the chosen reading, in player order. */
	readonly results: ScoreResult[] = $derived(
		this.#players.map((p) => scoreHoldings(this.#holdings(p, this.reading)))
	);

	/** The same holdings under the other reading, to show when the choice matters. */
	readonly otherResults: ScoreResult[] = $derived(
		this.#players.map((p) => scoreHoldings(this.#holdings(p, this.otherReading)))
	);

	readonly valid: boolean = $derived(this.results.every((r) => r.errors.length === 0));

	#winnerOf(results: readonly ScoreResult[]): WinnerResult | null {
		if (results.some((r) => r.errors.length > 0)) return null;
		return findWinner({
			scores: this.#players.map((p, i) => ({
				player: seatKey(p.id),
				total: results[i]?.total ?? 0,
				instantVictory: results[i]?.instantVictory ?? false
			}))
		});
	}

	/** The engine's ruling; its steps name players by seat key (`seatKey(id)`). */
	readonly winner: WinnerResult | null = $derived(this.#winnerOf(this.results));

	/** Ids of the players holding a double rainbow (instant victory). */
	readonly doubleRainbow: number[] = $derived(
		this.#players.filter((_, i) => this.results[i]?.instantVictory).map((p) => p.id)
	);

	/** True when a winner can be named: everyone holds something, or a double rainbow won. */
	readonly decided: boolean = $derived(this.empty.length === 0 || this.doubleRainbow.length > 0);

	/** The winner's id, or null (nobody, an invalid entry, or someone still empty). */
	readonly winnerId: number | null = $derived(this.decided ? seatOfKey(this.winner?.winner) : null);

	/** What changes under the other reading; null when nothing does. */
	readonly readingDifference: ReadingDifference | null = $derived.by(() => {
		if (!this.valid || !this.decided) return null;
		const other = this.#winnerOf(this.otherResults);
		const changes: ReadingChange[] = [];
		this.#players.forEach((p, i) => {
			const total = this.results[i]?.total ?? 0;
			const otherTotal = this.otherResults[i]?.total ?? 0;
			if (total !== otherTotal) changes.push({ player: p.id, total, otherTotal });
		});
		const winner = this.winnerId;
		const otherWinner = seatOfKey(other?.winner);
		if (changes.length === 0 && winner === otherWinner) return null;
		return { other: this.otherReading, changes, winner, otherWinner };
	});

	/** Engine errors of one player that belong to one unicorn (by its index). */
	unicornErrors(playerIndex: number, unicornIndex: number): KtuStep[] {
		const errors = this.results[playerIndex]?.errors ?? [];
		return errors.filter((e) => e.params?.index === unicornIndex && e.params.field !== 'pate');
	}

	/** Engine errors of one player that belong to no unicorn. */
	playerErrors(playerIndex: number): KtuStep[] {
		const errors = this.results[playerIndex]?.errors ?? [];
		return errors.filter((e) => typeof e.params?.index !== 'number' || e.params.field === 'pate');
	}

	/** Loads the saved draft, or the remembered names for a fresh table (browser only, once). */
	init(): Promise<void> {
		return this.#draft.open(MAX_PLAYERS);
	}

	#restore(raw: unknown): boolean {
		if (typeof raw !== 'object' || raw === null) return false;
		const d = raw as Record<string, unknown>;
		if (!Array.isArray(d.players)) return false;
		const players = d.players.map(parsePlayer).filter((p): p is ScorePlayer => p !== null);
		if (players.length === 0 || players.length > MAX_PLAYERS) return false;
		this.#players = players;
		this.#reading = d.reading === 'cap' || d.reading === 'new-collection' ? d.reading : null;
		return true;
	}

	#changed(): void {
		this.#draft.changed();
	}

	#snapshot() {
		return { players: $state.snapshot(this.#players), reading: this.#reading };
	}

	#id(): number {
		// A removed player's ids stay taken: undoing the removal brings them back.
		const kept = this.#removed ? [...this.#players, this.#removed.player] : this.#players;
		const used = kept.flatMap((p) => [p.id, ...p.unicorns.map((u) => u.id)]);
		this.#nextId = Math.max(this.#nextId, ...used) + 1;
		return this.#nextId;
	}

	#update(playerId: number, change: (p: ScorePlayer) => ScorePlayer): void {
		this.#players = this.#players.map((p) => (p.id === playerId ? change(p) : p));
		this.#changed();
	}

	#updateUnicorn(playerId: number, unicornId: number, change: (u: ScoreUnicorn) => ScoreUnicorn) {
		this.#update(playerId, (p) => ({
			...p,
			unicorns: p.unicorns.map((u) => (u.id === unicornId ? change(u) : u))
		}));
	}

	setName(playerId: number, name: string): void {
		this.#update(playerId, (p) => ({ ...p, name }));
	}

	/** Stores the table's names for next time (both KtU tools share them). */
	rememberNames(): void {
		const names = this.#players.map((p) => p.name.trim()).filter((n) => n !== '');
		if (names.length > 0) void settings.set('playerNames', names);
	}

	addPlayer(): void {
		if (!this.canAdd) return;
		this.#players = [...this.#players, blankPlayer(this.#id())];
		this.#changed();
	}

	/** Removes a player and all they hold; `undoRemove` puts them back in their place. */
	removePlayer(playerId: number): void {
		const index = this.#players.findIndex((p) => p.id === playerId);
		const player = this.#players[index];
		if (!this.canRemove || !player) return;
		this.#removed = { player, index };
		this.#players = this.#players.filter((p) => p.id !== playerId);
		this.#changed();
	}

	undoRemove(): void {
		const removed = this.#removed;
		if (!removed || !this.canAdd) return;
		this.#removed = null;
		const players = [...this.#players];
		players.splice(Math.min(removed.index, players.length), 0, removed.player);
		this.#players = players;
		this.#changed();
	}

	/** Adds `count` copies of one unicorn (several of one colour in one tap). */
	addUnicorn(playerId: number, unicorn: NewUnicorn, count = 1): void {
		const copies = Math.max(1, Math.min(MAX_ADD, Math.trunc(count)));
		const added = Array.from({ length: copies }, () => ({
			id: this.#id(),
			...unicorn,
			schemePoints: null,
			tokens: []
		}));
		this.#update(playerId, (p) => ({ ...p, unicorns: [...p.unicorns, ...added] }));
	}

	updateUnicorn(
		playerId: number,
		unicornId: number,
		patch: Partial<NewUnicorn & { schemePoints: number | null }>
	) {
		this.#updateUnicorn(playerId, unicornId, (u) => ({ ...u, ...patch }));
	}

	removeUnicorn(playerId: number, unicornId: number): void {
		this.#update(playerId, (p) => ({
			...p,
			unicorns: p.unicorns.filter((u) => u.id !== unicornId)
		}));
	}

	addToken(playerId: number, unicornId: number, token: Token): void {
		this.#updateUnicorn(playerId, unicornId, (u) => ({ ...u, tokens: [...u.tokens, token] }));
	}

	removeToken(playerId: number, unicornId: number, index: number): void {
		this.#updateUnicorn(playerId, unicornId, (u) => ({
			...u,
			tokens: u.tokens.filter((_, i) => i !== index)
		}));
	}

	addPate(playerId: number, value: number): void {
		if (!isWhole(value) || value < PATE_MIN || value > PATE_MAX) return;
		this.#update(playerId, (p) => ({ ...p, pate: [...p.pate, value] }));
	}

	removePate(playerId: number, index: number): void {
		this.#update(playerId, (p) => ({ ...p, pate: p.pate.filter((_, i) => i !== index) }));
	}

	setSchemePoints(playerId: number, points: number | null): void {
		this.#update(playerId, (p) => ({ ...p, schemePoints: points }));
	}

	setReading(reading: BeyondFive): void {
		this.#reading = reading;
		this.#changed();
	}

	/** A new count at the same table: names stay, every holding goes. */
	clear(): void {
		this.#removed = null;
		this.#players = this.#players.map((p) => blankPlayer(p.id, p.name));
		this.#changed();
	}
}

export const scorer = new ScorerState();
