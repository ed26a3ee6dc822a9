// localStorage for unit tests (imported by *.test.ts only, never by the app): Node has none, and
// the storage status, the settings' mirror and the game count all keep a little there.
import { vi } from 'vitest';

/** Puts an empty localStorage in place of the global one; returns what it holds. */
export function stubLocalStorage(): Map<string, string> {
	const memory = new Map<string, string>();
	vi.stubGlobal('localStorage', {
		getItem: (k: string) => memory.get(k) ?? null,
		setItem: (k: string, v: string) => void memory.set(k, v),
		removeItem: (k: string) => void memory.delete(k)
	});
	return memory;
}
