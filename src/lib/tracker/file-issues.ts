// What is wrong with an export file, in codes and places: the issues an import shows, each valibot
// issue read into one of them, and the players' names checked as the set-up writes them.
import type * as v from 'valibot';
import { checkNames, type NameErrorCode } from '$lib/games/shared/names';
import { rangeOf } from './schema-parts';

/** A place in the file: keys and 0-based indexes from the top (`['events', 3, 'player']`). */
export type FilePath = Array<string | number>;

export type FileIssueCode =
	| 'file.tooBig'
	| 'file.tooDeep'
	| 'file.notJson'
	| 'file.notHornbook'
	| 'file.newerVersion'
	| 'file.otherGame'
	| 'file.missing'
	| 'file.wrongType'
	| 'file.tooLong'
	| 'file.tooMany'
	| 'file.tooFew'
	| 'file.outOfRange'
	| 'file.notWhole'
	| 'file.unknownValue'
	| 'file.badName'
	| 'file.badEvent'
	| 'file.noSetup'
	| 'file.badSetup';

export interface FileIssue {
	code: FileIssueCode;
	/** Where in the file (empty for the file as a whole). */
	path: FilePath;
	params?: Record<string, unknown>;
}

function pathOf(issue: v.BaseIssue<unknown>): FilePath {
	return (issue.path ?? []).map((item) => item.key as string | number);
}

/** A valibot issue as a file issue: what is wrong, in our codes. */
export function toFileIssue(issue: v.BaseIssue<unknown>): FileIssue {
	const path = pathOf(issue);
	const { requirement } = issue;
	if (issue.received === 'undefined') return { code: 'file.missing', path };
	switch (issue.type) {
		case 'max_length':
			return Array.isArray(issue.input)
				? { code: 'file.tooMany', path, params: { max: requirement } }
				: { code: 'file.tooLong', path, params: { max: requirement } };
		case 'min_length':
			return { code: 'file.tooFew', path, params: { min: requirement } };
		case 'min_value':
		case 'max_value':
			return { code: 'file.outOfRange', path, params: rangeOf(issue) };
		case 'integer':
			return { code: 'file.notWhole', path };
		case 'custom':
			// A place (`index`): a number that is not one is out of range or not whole.
			if (typeof issue.input !== 'number') return { code: 'file.wrongType', path };
			return Number.isInteger(issue.input)
				? { code: 'file.outOfRange', path, params: rangeOf(issue) }
				: { code: 'file.notWhole', path };
		case 'literal':
		case 'picklist':
		case 'variant':
			return { code: 'file.unknownValue', path };
		default:
			return { code: 'file.wrongType', path };
	}
}

/**
 * Name issues of a list of names (empty, too long, forbidden characters, repeated); `at` gives
 * the place of the i-th name in the file.
 */
export function nameIssues(names: readonly string[], at: (i: number) => FilePath): FileIssue[] {
	return checkNames(names).flatMap((checked, i) =>
		checked.errors.map((error): FileIssue => ({
			code: 'file.badName',
			path: at(i),
			params: { reason: error.code satisfies NameErrorCode, ...error.params }
		}))
	);
}
