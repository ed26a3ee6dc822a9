import { describe, expect, test } from 'vitest';
import { FILE_FORMAT, FILE_VERSION, toGameFile } from './file';

describe('game export files', () => {
	test('an export is self-describing: format, version, kind, game and a copy of the events', () => {
		const events = [{ type: 'setup' }];
		const file = toGameFile('ktu', { id: 'g1', createdAt: 5, title: 'T' }, events);
		expect(file).toEqual({
			format: FILE_FORMAT,
			version: FILE_VERSION,
			kind: 'ktu',
			game: { id: 'g1', createdAt: 5, title: 'T' },
			events
		});
		expect(file.events).not.toBe(events);
	});
});
