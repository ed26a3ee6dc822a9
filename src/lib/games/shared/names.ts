// The one check every player name goes through, wherever it enters (setup forms, imported files).
// A name is shown on small screens, in lists and beside other names: it must be short, visible,
// unable to reorder the text around it, and tell its player apart from the others at a glance.

import { NAME_MAX_LENGTH } from './bounds';

export type NameErrorCode =
	'name.empty' | 'name.tooLong' | 'name.forbiddenCharacter' | 'name.duplicate';

export interface NameError {
	code: NameErrorCode;
	params?: Record<string, unknown>;
}

export interface CheckedName {
	/** The name as it is kept: trimmed. */
	name: string;
	/** Empty when the name can be kept. */
	errors: NameError[];
}

// Control characters (tabs, line breaks, C1 controls), line and paragraph separators, and the
// bidi embeddings, overrides and isolates: each can break or reorder the text around the name.
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
// Characters that show nothing: zero-width spaces and joiners, soft hyphen, bidi marks, variation
// selectors, Hangul fillers… ("Ana" and "Ana" + a zero-width space look the same on screen).
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}]/gu;

/** The key two names are compared by: case, width forms and invisible characters do not count. */
export function nameKey(name: string): string {
	return name.normalize('NFKC').replace(INVISIBLE, '').toLocaleLowerCase('en').normalize('NFKC');
}

/** "U+202E": how a forbidden character is named in a message (it cannot be shown itself). */
function codePointLabel(char: string): string {
	return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The first control, separator or bidi character in `text`, named as "U+202E", or null: card
 * names a table types are held to it too, so no entry reorders the log line it is shown in.
 */
export function forbiddenCharacter(text: string): string | null {
	const found = FORBIDDEN.exec(text);
	return found ? codePointLabel(found[0]) : null;
}

/**
 * Checks one name against the names already taken (`others`, the name itself excluded). Returns
 * the trimmed name and every problem found, as codes with what the message needs.
 */
export function checkName(raw: string, others: readonly string[] = []): CheckedName {
	const name = raw.trim();
	const errors: NameError[] = [];
	const key = nameKey(name);
	if (key === '') errors.push({ code: 'name.empty' });
	const length = [...name].length;
	if (length > NAME_MAX_LENGTH)
		errors.push({ code: 'name.tooLong', params: { max: NAME_MAX_LENGTH, length } });
	const forbidden = FORBIDDEN.exec(name);
	if (forbidden)
		errors.push({
			code: 'name.forbiddenCharacter',
			params: { char: codePointLabel(forbidden[0]) }
		});
	if (key !== '') {
		const same = others.find((other) => nameKey(other) === key);
		if (same !== undefined) errors.push({ code: 'name.duplicate', params: { other: same.trim() } });
	}
	return { name, errors };
}

/** Checks a list of names (e.g. the players of a setup): each against the ones before it. */
export function checkNames(raws: readonly string[]): CheckedName[] {
	return raws.map((raw, i) => checkName(raw, raws.slice(0, i)));
}

/**
 * The first seat whose name the check refuses, with the reason (`empty`, `tooLong`…) and what
 * its message needs; null when every name can be kept. The folds refuse a setup with it.
 */
export function firstNameProblem(
	raws: readonly string[]
): { seat: number; reason: string; params: Record<string, unknown> } | null {
	const checked = checkNames(raws);
	for (let seat = 0; seat < checked.length; seat++) {
		const error = checked[seat]?.errors[0];
		if (error)
			return { seat, reason: error.code.slice('name.'.length), params: { ...error.params } };
	}
	return null;
}
