import { beforeEach, describe, expect, test } from 'vitest';
import { stubLocalStorage } from './local-storage.testing';
import { lastGameCount, noteGameCount } from './census';

let memory = new Map<string, string>();
beforeEach(() => {
	memory = stubLocalStorage();
});

describe('the game count kept beside the database', () => {
	test('each game keeps its own count', () => {
		noteGameCount('ktu', 3);
		noteGameCount('uu', 2);
		expect([lastGameCount('ktu'), lastGameCount('uu')]).toEqual([3, 2]);
	});

	test('a damaged count is left out, never the other game’s', () => {
		memory.set('hornbook.gameCount', JSON.stringify({ ktu: 'three', uu: 2, chess: 9 }));
		expect([lastGameCount('ktu'), lastGameCount('uu')]).toEqual([0, 2]);
		memory.set('hornbook.gameCount', JSON.stringify({ ktu: 1.5, uu: -1 }));
		expect([lastGameCount('ktu'), lastGameCount('uu')]).toEqual([0, 0]);
	});

	test('text that is not JSON reads as no count, and the next count is kept', () => {
		memory.set('hornbook.gameCount', '{not json');
		expect(lastGameCount('uu')).toBe(0);
		noteGameCount('uu', 4);
		expect(lastGameCount('uu')).toBe(4);
	});
});
