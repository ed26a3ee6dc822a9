import type { WinnerResult } from '$lib/games/kill-the-unicorns';
import type { TFn } from '$lib/i18n/i18n';

/** The winner in one sentence; null while some entry is invalid. */
export function winnerText(t: TFn, winner: WinnerResult | null): string {
	if (!winner) return t('score:winner.invalid');
	if (winner.errors.length > 0) return t('score:winner.invalid');
	if (winner.winner === null) return t('score:winner.nobody');
	return t('score:winner.wins', { player: winner.winner });
}
