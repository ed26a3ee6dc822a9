// The English words the KtU game screens show, as the end-to-end tests look for them.
import type { Locator } from '@playwright/test';

export const COLOR = { pink: 'Pink', blue: 'Blue', green: 'Green', yellow: 'Yellow' } as const;
export const ITEM = {
	butcher: 'Unicorn Butcher Shop: 2',
	'fake-horn': 'Fake Horn: 3',
	'cotton-candy': 'Cotton Candy: 3',
	'fairy-dust': 'Fairy Dust: 6'
} as const;
export const EFFECT = {
	'no-effect': 'Nothing that changes who takes it',
	size: 'Size Does Not Matter: the lowest total wins',
	taker: 'Another player takes the unicorn',
	discarded: 'The unicorn is discarded'
} as const;
export const AFTERMATH = {
	exchange: 'Trojan Unicorn: an exchange',
	discard: 'Zombie Unicorn: a discard',
	siamese: 'Siamese Unicorn: counts as 2',
	points: 'Scheme points'
} as const;

/** In quick entry, the revealed Scheme said (`effect`, as its choice reads), then who caught it. */
export async function revealThenCatch(panel: Locator, effect: string, caught: string) {
	await panel.getByRole('button', { name: /^The revealed Scheme/ }).click();
	await panel
		.getByRole('group', { name: 'The revealed Scheme' })
		.getByText(effect, { exact: true })
		.click();
	await panel.getByRole('button', { name: caught }).click();
}
