import { getDb, type GameRow } from './db';

/** The most recently touched game, for the home page's "continue" button. */
export async function lastGame(): Promise<{ href: string; title: string; progress: string } | null> {
	const { db } = await getDb();
	const row: GameRow | undefined = await db.games.orderBy('updatedAt').last();
	if (!row) return null;
	const base = row.kind === 'ktu' ? '/tracker/game' : '/uu/game';
	return { href: `${base}?id=${encodeURIComponent(row.id)}`, title: row.title, progress: row.progress };
}
