import type { WinnerResult } from '$lib/games/kill-the-unicorns';
import type { TFn } from '$lib/i18n/i18n';

/** The winner in one sentence; null while some entry is invalid. */
export function winnerText(t: TFn, winner: WinnerResult | null): string {
	if (!winner) return t('ktu-score:winner.invalid');
	if (winner.errors.length > 0) return t('ktu-score:winner.invalid');
	if (winner.winner === null) return t('ktu-score:winner.nobody');
	return t('ktu-score:winner.wins', { player: winner.winner });
}
