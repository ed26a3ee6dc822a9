import { describe, expect, test } from 'vitest';
import { parseGameFile, toGameFile } from './file';

const ok = () => null;
const valid = JSON.stringify(
	toGameFile('ktu', { id: 'g1', createdAt: 5, title: 'T' }, [{ type: 'setup' }])
);

describe('game export files', () => {
	test('a file Hornbook wrote parses back', () => {
		const r = parseGameFile(valid, ok);
		expect(r.ok && r.file.events).toEqual([{ type: 'setup' }]);
	});

	test.each([
		['not JSON at all', '{nope', 'file.notJson'],
		['JSON from another app', '{"hello":1}', 'file.notHornbook'],
		['a list', '[1,2]', 'file.notHornbook'],
		['a newer version', valid.replace('"version":1', '"version":9'), 'file.newerVersion'],
		['an unknown game kind', valid.replace('"kind":"ktu"', '"kind":"chess"'), 'file.badField'],
		['no events', valid.replace('[{"type":"setup"}]', '[]'), 'file.badField'],
		['a missing id', valid.replace('"id":"g1"', '"id":""'), 'file.badField']
	])('%s is refused', (_name, text, code) => {
		const r = parseGameFile(text, ok);
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.error.code).toBe(code);
	});

	test('events the game refuses make the whole file refused', () => {
		const r = parseGameFile(valid, () => ({ index: 0, reason: 'tracker.badEvent' }));
		expect(r).toEqual({
			ok: false,
			error: { code: 'file.badEvents', params: { index: 0, reason: 'tracker.badEvent' } }
		});
	});
});
