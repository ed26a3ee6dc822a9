/** A saved game as the games list shows it. */
export interface SavedGame {
	id: string;
	players: readonly string[];
	updatedAt: number;
	/** Already translated: the turn, or how the game ended. */
	progress: string;
}
