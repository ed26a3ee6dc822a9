// Words the Kill the Unicorns screens (scorer and game) build from codes: colours, unicorns,
// tokens, Black Market items, collections. One set of words, in the ktu-score namespace, which
// every KtU tool that shows points loads.
import type { ColorNames } from '$lib/components/ktu/types';
import type { Color, Group, MarketItem, Token } from '$lib/games/kill-the-unicorns';
import type { TFn } from '$lib/i18n/i18n';
import type { OwnedUnicorn, RowUnicorn } from '$lib/tracker/ktu';
// From its own module: the tracker's index would bring the whole fold into the calculator and
// the scorer, which share these labels (13 KiB gzip, caught by the scorer's size budget).
import { countsAs } from '$lib/tracker/ktu/view';

export const colorNames = (t: TFn): ColorNames => ({
	pink: t('ktu-score:colors.pink'),
	blue: t('ktu-score:colors.blue'),
	green: t('ktu-score:colors.green'),
	yellow: t('ktu-score:colors.yellow'),
	legendary: t('ktu-score:colors.legendary')
});

export const colorName = (t: TFn, color: Color | null): string =>
	t(`ktu-score:colors.${color ?? 'legendary'}`);

/**
 * A colour inside a sentence or after an item's name ("a Cotton Candy (pink)"): the lower-case
 * word the rule steps use, where `colorName` is a label that starts a line or a button.
 */
export const colorWord = (t: TFn, color: Color): string => t(`steps-ktu:vocab.color.${color}`);

/** "Pink unicorn, 3 ★" */
export function unicornLabel(t: TFn, unicorn: RowUnicorn): string {
	return t('ktu-games:unicorn.label', {
		color: colorName(t, unicorn.color),
		stars: unicorn.stars
	});
}

/**
 * A unicorn in front of a player, by the colour it counts as once its tokens are placed
 * (ktu.market.tokens: the last colour token wins), not its printed one.
 */
export function heldLabel(t: TFn, unicorn: OwnedUnicorn): string {
	return unicornLabel(t, { color: countsAs(unicorn), stars: unicorn.stars });
}

/**
 * A unicorn's label inside a sentence ("… their unicorn (pink, 3 ★, Starting Unicorn)"): the
 * colour as a lower-case word that agrees with the language's word for a unicorn ("sa Licorne de
 * Départ (bleue, 1 ★)"); Legendary keeps its capital, the card's name.
 */
export function unicornInSentence(t: TFn, unicorn: RowUnicorn): string {
	return t('ktu-games:unicorn.label', {
		color: unicorn.color ? t(`ktu-games:unicorn.color.${unicorn.color}`) : colorName(t, null),
		stars: unicorn.stars
	});
}

/** A held unicorn inside a sentence, by the colour it counts as (as `heldLabel`). */
export const heldInSentence = (t: TFn, unicorn: OwnedUnicorn): string =>
	unicornInSentence(t, { color: countsAs(unicorn), stars: unicorn.stars });

export function itemName(t: TFn, item: MarketItem, color?: Color | null): string {
	const name = t(`ktu-score:items.${item}`);
	return color ? t('ktu-score:items.colored', { item: name, color: colorWord(t, color) }) : name;
}

export function tokenLabel(t: TFn, token: Token): string {
	return token === 'fake-horn' ? itemName(t, 'fake-horn') : itemName(t, token.kind, token.color);
}

/** A collection or rainbow of the best arrangement, with its bonus. */
export function groupText(t: TFn, group: Group): string {
	if (group.kind === 'rainbow') return t('ktu-score:groups.rainbow', { bonus: group.bonus });
	return t('ktu-score:groups.set', {
		count: group.size,
		color: colorName(t, group.color),
		bonus: group.bonus
	});
}

/** The labels of a "why" list. */
export const whyLabels = (t: TFn) => ({
	rule: t('ktu-score:why.rule'),
	reading: t('ktu-score:why.reading'),
	readingHint: t('ktu-score:why.readingHint')
});

/** A signed number as players write it: +3, 0, −2. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * What a held unicorn carries beyond its colour and stars, for every place that lists it: Siamese,
 * and the Scheme points pinned to it (they count for its owner and leave with it).
 */
export function unicornDetail(t: TFn, unicorn: OwnedUnicorn): string {
	const parts = [
		unicorn.siamese ? t('ktu-games:board.siamese') : '',
		unicorn.schemePoints
			? t('ktu-games:board.schemePoints', { points: signed(unicorn.schemePoints) })
			: ''
	];
	return parts.filter(Boolean).join(' · ');
}

/**
 * Where a held unicorn came from, so two alike are told apart: "Round 2 · unicorn 4", or "starting"
 * for the Starting Unicorn.
 */
export function originText(t: TFn, unicorn: OwnedUnicorn): string {
	const { origin } = unicorn;
	return origin === null
		? t('ktu-games:moves.starter')
		: t('ktu-games:log.hunt', { round: origin.round, slot: origin.slot + 1 });
}

/** Tokens as the unicorn chip shows them: a colour token with its colour's mark. */
export function tokenChips(t: TFn, tokens: readonly Token[]): { color?: Color; label: string }[] {
	return tokens.map((token) =>
		token === 'fake-horn'
			? { label: tokenLabel(t, token) }
			: { color: token.color, label: tokenLabel(t, token) }
	);
}

/**
 * A player's unicorns as the choices of a form: name, where each was caught, what each carries,
 * the colour it counts as.
 */
export function unicornOptions(t: TFn, owned: readonly OwnedUnicorn[]) {
	return owned.map((u, index) => {
		const details = [
			originText(t, u),
			unicornDetail(t, u),
			...u.tokens.map((token) => tokenLabel(t, token))
		];
		return {
			value: index,
			label: heldLabel(t, u),
			detail: details.filter(Boolean).join(' · '),
			color: countsAs(u)
		};
	});
}
