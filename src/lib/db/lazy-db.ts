// The database library, loaded when it is first needed: with the first write, or when a raw read
// at start (peek.ts) cannot answer. Pages that only read never evaluate it.
import type { getDb } from './db';

export const lazyDb = async (): ReturnType<typeof getDb> => (await import('./db')).getDb();
