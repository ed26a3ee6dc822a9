import type { PlayerNames } from '$lib/components/explain/step-text';
import type { WinnerResult } from '$lib/games/kill-the-unicorns';
import type { TFn } from '$lib/i18n/i18n';

/**
 * The winner in one sentence (`names` turns the engine's seat key into a name), or who is still
 * empty (`waiting`, their names): nobody is named the winner while someone has nothing entered.
 */
export function winnerText(
	t: TFn,
	winner: WinnerResult | null,
	names: PlayerNames,
	waiting: readonly string[] = []
): string {
	if (waiting.length > 0) return t('ktu-score:winner.waiting', { players: waiting });
	if (!winner) return t('ktu-score:winner.invalid');
	if (winner.errors.length > 0) return t('ktu-score:winner.invalid');
	if (winner.winner === null) return t('ktu-score:winner.nobody');
	return t('ktu-score:winner.wins', { player: names(winner.winner) ?? '' });
}
