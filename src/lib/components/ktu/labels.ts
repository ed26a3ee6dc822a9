// Words the tracker screens build from codes: colours, unicorns, tokens, items, refusals.
import type { ColorNames } from '$lib/components/ktu/types';
import type { Color, MarketItem, Token } from '$lib/games/kill-the-unicorns';
import type { TFn } from '$lib/i18n/i18n';
import type { RowUnicorn } from '$lib/tracker/ktu';

export const colorNames = (t: TFn): ColorNames => ({
	pink: t('ktu-games:colors.pink'),
	blue: t('ktu-games:colors.blue'),
	green: t('ktu-games:colors.green'),
	yellow: t('ktu-games:colors.yellow'),
	legendary: t('ktu-games:colors.legendary')
});

export const colorName = (t: TFn, color: Color | null): string =>
	t(`ktu-games:colors.${color ?? 'legendary'}`);

/** "Pink unicorn, 3 ★" */
export function unicornLabel(t: TFn, unicorn: RowUnicorn): string {
	return t('ktu-games:unicorn.label', {
		color: colorName(t, unicorn.color),
		stars: unicorn.stars
	});
}

export function itemName(t: TFn, item: MarketItem, color?: Color | null): string {
	const name = t(`ktu-games:items.${item}`);
	return color ? t('ktu-games:items.colored', { item: name, color: colorName(t, color) }) : name;
}

export function tokenLabel(t: TFn, token: Token): string {
	return token === 'fake-horn' ? itemName(t, 'fake-horn') : itemName(t, token.kind, token.color);
}

/** The labels of a "why" list, in the tracker's words. */
export const whyLabels = (t: TFn) => ({
	rule: t('ktu-games:why.rule'),
	reading: t('ktu-games:why.reading'),
	readingHint: t('ktu-games:why.readingHint')
});

/** A signed number as players write it: +3, 0, −2. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** Tokens as the unicorn chip shows them: a colour token with its colour's mark. */
export function tokenChips(t: TFn, tokens: readonly Token[]): { color?: Color; label: string }[] {
	return tokens.map((token) =>
		token === 'fake-horn'
			? { label: tokenLabel(t, token) }
			: { color: token.color, label: tokenLabel(t, token) }
	);
}
