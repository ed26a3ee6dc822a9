import { describe, expect, test } from 'vitest';
import Dexie from 'dexie';
import { storageProblemOf, worseProblem } from './errors';

const dom = (name: string, message = 'raw browser text') => new DOMException(message, name);

describe('storage errors become problem codes', () => {
	test.each([
		['a full disk', dom('QuotaExceededError'), 'write', 'quota'],
		[
			'a full disk wrapped by Dexie',
			new Dexie.AbortError('aborted', dom('QuotaExceededError')),
			'write',
			'quota'
		],
		['Firefox full disk', { name: 'NS_ERROR_DOM_QUOTA_REACHED' }, 'write', 'quota'],
		['storage refused', dom('SecurityError', 'Access is denied'), 'open', 'access'],
		['storage refused while writing', dom('SecurityError'), 'write', 'access'],
		['no IndexedDB at all', new Dexie.MissingAPIError('missing'), 'open', 'access'],
		[
			'an open that failed',
			new Dexie.OpenFailedError('failed', dom('UnknownError')),
			'open',
			'open'
		],
		['an open that timed out', { name: 'OpenTimeoutError' }, 'open', 'open'],
		['an open another tab blocks', { name: 'BlockedError' }, 'open', 'blocked'],
		[
			'a stale append (another tab wrote first)',
			new Error('stale: the game has 2 events, not 1'),
			'write',
			'conflict'
		],
		['a failed read', new Dexie.DatabaseClosedError('closed'), 'read', 'read'],
		['any other failed write', new Error('something odd'), 'write', 'write'],
		['a thrown string', 'oops', 'write', 'write']
	] as const)('%s → %s', (_name, error, during, problem) => {
		expect(storageProblemOf(error, during)).toBe(problem);
	});

	test('a bulk write failure is judged by its first failure', () => {
		const bulk = Object.assign(new Error('1 of 3 failed'), {
			name: 'BulkError',
			failures: [dom('QuotaExceededError')]
		});
		expect(storageProblemOf(bulk)).toBe('quota');
	});

	test('the more serious problem wins', () => {
		expect(worseProblem(null, 'quota')).toBe('quota');
		expect(worseProblem('quota', 'access')).toBe('access');
		expect(worseProblem('persistDenied', 'write')).toBe('write');
		expect(worseProblem('blocked', null)).toBe('blocked');
	});
});
