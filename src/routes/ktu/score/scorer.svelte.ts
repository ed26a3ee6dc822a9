// The scorer's page state: every player's holdings, kept as a draft; the engine scores them.
// The players' shape and how a draft is read back are in players.ts.
// Long: one rune class, the scorer's one state (players, reading, undo and redo, the draft);
// each method is a small verb, and the pieces that are not state are beside it already.
import { seatKey, seatOfKey } from '$lib/vocab';
import { Draft, type DraftStore } from '$lib/state/draft.svelte';
import {
	findWinner,
	scoreHoldings,
	MAX_PLAYERS,
	MIN_PLAYERS,
	PATE_BOUNDS,
	type BeyondFive,
	type KtuStep,
	type ScoreResult,
	type Token,
	type WinnerResult
} from '$lib/games/kill-the-unicorns';
import { isWhole } from '$lib/state/draft-fields';
import { settings } from '$lib/state/settings.svelte';
import {
	blankPlayer,
	holdingsOf,
	holds,
	parsePlayer,
	type NewUnicorn,
	type ScorePlayer,
	type ScoreUnicorn
} from './players';
import {
	compareReadings,
	playerErrors,
	unicornErrors,
	type ReadingChange,
	type ReadingDifference
} from './reading';

export type { NewUnicorn, ReadingChange, ReadingDifference, ScorePlayer, ScoreUnicorn };

const DEFAULT_PLAYERS = 4;
/** How many changes Undo can take back. */
const HISTORY = 200;

type Snapshot = { players: ScorePlayer[]; reading: BeyondFive | null };
/** The most unicorns one tap adds: every unicorn card in the box (ktu.components: 28 + 6). */
export const MAX_ADD = 34;

/** The scorer's page state: every player's holdings; the engine scores them. */
export class ScorerState {
	#players = $state<ScorePlayer[]>(
		Array.from({ length: DEFAULT_PLAYERS }, (_, i) => blankPlayer(i + 1))
	);
	/** null: follow the default reading from the settings. */
	#reading = $state<BeyondFive | null>(null);
	#nextId = 1;
	#removed = $state<{ player: ScorePlayer; index: number } | null>(null);
	/** The table before each change, newest last (Undo), and the changes undone (Redo). */
	#past = $state<Snapshot[]>([]);
	#future = $state<Snapshot[]>([]);
	/** What the last change was, so that typing a name letter by letter is one change to undo. */
	#lastChange: string | null = null;
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

	/** Each player's score under the chosen reading, in player order. */
	readonly results: ScoreResult[] = $derived(
		this.#players.map((p) => scoreHoldings(holdingsOf(p, this.reading)))
	);

	/** The same holdings under the other reading, to show when the choice matters. */
	readonly otherResults: ScoreResult[] = $derived(
		this.#players.map((p) => scoreHoldings(holdingsOf(p, this.otherReading)))
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
		return compareReadings({
			players: this.#players,
			results: this.results,
			otherResults: this.otherResults,
			other: this.otherReading,
			winner: this.winnerId,
			otherWinner: seatOfKey(this.#winnerOf(this.otherResults)?.winner)
		});
	});

	/** Engine errors of one player that belong to one unicorn (by its index). */
	unicornErrors(playerIndex: number, unicornIndex: number): KtuStep[] {
		return unicornErrors(this.results[playerIndex], unicornIndex);
	}

	/** Engine errors of one player that belong to no unicorn. */
	playerErrors(playerIndex: number): KtuStep[] {
		return playerErrors(this.results[playerIndex]);
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

	/**
	 * Keeps the table as it is before a change, for Undo; a new change forgets what was undone.
	 * `kind`: the same kind of change straight after another (a name typed on) is not a new step.
	 */
	#remember(kind: string | null = null): void {
		if (kind !== null && kind === this.#lastChange) return;
		this.#lastChange = kind;
		this.#past = [...this.#past, this.#snapshot()].slice(-HISTORY);
		this.#future = [];
		this.#removed = null;
	}

	get canUndo(): boolean {
		return this.#past.length > 0;
	}
	get canRedo(): boolean {
		return this.#future.length > 0;
	}

	/** Takes back the last change, whatever it was. */
	undo(): void {
		const before = this.#past.at(-1);
		if (!before) return;
		this.#future = [...this.#future, this.#snapshot()];
		this.#past = this.#past.slice(0, -1);
		this.#back(before);
	}

	/** Puts back the last change undone. */
	redo(): void {
		const after = this.#future.at(-1);
		if (!after) return;
		this.#past = [...this.#past, this.#snapshot()];
		this.#future = this.#future.slice(0, -1);
		this.#back(after);
	}

	#back(snapshot: Snapshot): void {
		this.#players = snapshot.players;
		this.#reading = snapshot.reading;
		this.#removed = null;
		this.#lastChange = null;
		this.#changed();
	}

	#snapshot(): Snapshot {
		return { players: $state.snapshot(this.#players), reading: this.#reading };
	}

	#id(): number {
		// Ids of players and unicorns that Undo or Redo may bring back stay taken.
		const kept = [
			this.#players,
			...this.#past.map((s) => s.players),
			...this.#future.map((s) => s.players)
		];
		const used = kept.flat().flatMap((p) => [p.id, ...p.unicorns.map((u) => u.id)]);
		this.#nextId = Math.max(this.#nextId, ...used) + 1;
		return this.#nextId;
	}

	#update(
		playerId: number,
		change: (p: ScorePlayer) => ScorePlayer,
		kind: string | null = null
	): void {
		this.#remember(kind);
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
		this.#update(playerId, (p) => ({ ...p, name }), `name ${playerId}`);
	}

	/** Stores the table's names for next time (both KtU tools share them). */
	rememberNames(): void {
		const names = this.#players.map((p) => p.name.trim()).filter((n) => n !== '');
		if (names.length > 0) void settings.set('playerNames', names);
	}

	addPlayer(): void {
		if (!this.canAdd) return;
		this.#remember();
		this.#players = [...this.#players, blankPlayer(this.#id())];
		this.#changed();
	}

	/** Removes a player and all they hold; Undo puts them back in their place. */
	removeSeat(playerId: number): void {
		const index = this.#players.findIndex((p) => p.id === playerId);
		const player = this.#players[index];
		if (!this.canRemove || !player) return;
		this.#remember();
		this.#removed = { player, index };
		this.#players = this.#players.filter((p) => p.id !== playerId);
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
		if (!isWhole(value) || value < PATE_BOUNDS.min || value > PATE_BOUNDS.max) return;
		this.#update(playerId, (p) => ({ ...p, pate: [...p.pate, value] }));
	}

	removePate(playerId: number, index: number): void {
		this.#update(playerId, (p) => ({ ...p, pate: p.pate.filter((_, i) => i !== index) }));
	}

	setSchemePoints(playerId: number, points: number | null): void {
		this.#update(playerId, (p) => ({ ...p, schemePoints: points }));
	}

	setReading(reading: BeyondFive): void {
		this.#remember();
		this.#reading = reading;
		this.#changed();
	}

	/** A new count at the same table: names stay, every holding goes. */
	clear(): void {
		this.#remember();
		this.#players = this.#players.map((p) => blankPlayer(p.id, p.name));
		this.#changed();
	}
}

export const scorer = new ScorerState();
