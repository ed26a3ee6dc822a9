import type { ColorNames } from '$lib/components/ktu/types';
import type { Group, Token } from '$lib/games/kill-the-unicorns';
import type { TFn } from '$lib/i18n/i18n';

export const colorNames = (t: TFn): ColorNames => ({
	pink: t('ktu-score:colors.pink'),
	blue: t('ktu-score:colors.blue'),
	green: t('ktu-score:colors.green'),
	yellow: t('ktu-score:colors.yellow'),
	legendary: t('ktu-score:colors.legendary')
});

export function tokenLabel(t: TFn, token: Token): string {
	if (token === 'fake-horn') return t('ktu-score:tokens.fake-horn');
	return t('ktu-score:tokens.colored', {
		token: t(`ktu-score:tokens.${token.kind}`),
		color: t(`ktu-score:colors.${token.color}`)
	});
}

export function groupText(t: TFn, group: Group): string {
	if (group.kind === 'rainbow') return t('ktu-score:groups.rainbow', { bonus: group.bonus });
	return t('ktu-score:groups.set', {
		count: group.size,
		color: t(`ktu-score:colors.${group.color}`),
		bonus: group.bonus
	});
}

/** A signed number as players write it: +3, 0, −2. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
