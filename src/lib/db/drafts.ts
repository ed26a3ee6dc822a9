import type { GameId } from '$lib/vocab';
import { peekSettingRows } from './peek';
import { lazyDb } from './lazy-db';

/**
 * Unfinished work of the tools that keep no game (the hunt calculator, the scorer) and of a new
 * game's setup until it starts (`<game>-setup`), stored as
 * settings rows under `draft.<name>` so a reload or a killed tab loses nothing. Callers validate
 * what they read back: a draft may come from an older version of the app.
 */
export type DraftName = 'hunt' | 'score' | `${GameId}-setup`;

const keyOf = (name: DraftName) => `draft.${name}`;

export async function loadDraft(name: DraftName): Promise<unknown> {
	const peeked = await peekSettingRows([keyOf(name)]);
	if (peeked) return peeked[0]?.value;
	const { db } = await lazyDb();
	const row = await db.settings.get(keyOf(name));
	return row?.value;
}

export async function saveDraft(name: DraftName, value: unknown): Promise<void> {
	const { db } = await lazyDb();
	await db.settings.put({ key: keyOf(name), value });
}

export async function clearDraft(name: DraftName): Promise<void> {
	const { db } = await lazyDb();
	await db.settings.delete(keyOf(name));
}
