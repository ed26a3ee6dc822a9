import type { PlayerNames } from '$lib/components/explain/step-text';
import type { WinnerResult } from '$lib/games/kill-the-unicorns';
import type { TFn } from '$lib/i18n/i18n';

/**
 * The winner in one sentence (`names` turns the engine's seat key into a name); an entry to fix
 * first, else who is still empty (`waiting`): nobody is named while someone has nothing entered.
 */
export function winnerText(
	t: TFn,
	winner: WinnerResult | null,
	names: PlayerNames,
	waiting: readonly string[] = []
): string {
	if (!winner) return t('ktu-score:winner.invalid');
	if (winner.errors.length > 0) return t('ktu-score:winner.invalid');
	if (waiting.length > 0) return t('ktu-score:winner.waiting', { players: waiting });
	if (winner.winner === null) return t('ktu-score:winner.nobody');
	return t('ktu-score:winner.wins', { player: names(winner.winner) ?? '' });
}
