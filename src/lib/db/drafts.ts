import type { GameId } from '$lib/vocab';
import { peekSettingRows } from './peek';
import { lazyDb } from './lazy-db';

/**
 * Unfinished work of the tools that keep no game (the hunt calculator, the scorer), of a new
 * game's setup until it starts (`<game>-setup`) and of the forms half filled on a saved game's
 * screen (`game.<id>`, see `gameDraftName`), stored as settings rows under `draft.<name>` so a
 * reload or a killed tab loses nothing. They are never events: a game's log, file, handover and
 * records know nothing of them. Callers validate what they read back: a draft may come from an
 * older version of the app.
 */
export type DraftName = 'hunt' | 'score' | `${GameId}-setup` | `game.${string}`;

/** The draft of the forms open on game `id`'s screen: one row a game. */
export const gameDraftName = (id: string): DraftName => `game.${id}`;

/** The settings row a draft is kept in. */
export const draftKey = (name: DraftName) => `draft.${name}`;

export async function loadDraft(name: DraftName): Promise<unknown> {
	const peeked = await peekSettingRows([draftKey(name)]);
	if (peeked) return peeked[0]?.value;
	const { db } = await lazyDb();
	const row = await db.settings.get(draftKey(name));
	return row?.value;
}

export async function saveDraft(name: DraftName, value: unknown): Promise<void> {
	const { db } = await lazyDb();
	await db.settings.put({ key: draftKey(name), value });
}

export async function clearDraft(name: DraftName): Promise<void> {
	const { db } = await lazyDb();
	await db.settings.delete(draftKey(name));
}
