// The messages shown beside a field that takes a name or a number: the shared checks
// (games/shared/names.ts, bounds.ts) in the player's language. Null when the field is fine.
import { checkBounds, type Bounds } from '$lib/games/shared/bounds';
import { checkNames } from '$lib/games/shared/names';
import { codeTail, type TFn } from '$lib/i18n/i18n';

/**
 * One message (or null) per name of a list, each checked against the names before it. A blank
 * name is only flagged once `required` (after a first try to submit): an empty form is not wrong.
 */
export function nameErrors(t: TFn, names: readonly string[], required = false): (string | null)[] {
	return checkNames(names).map(({ name, errors }) => {
		const error = errors[0];
		if (!error || (error.code === 'name.empty' && !required && name === '')) return null;
		return t(`play:names.${codeTail('name.', error.code)}`, error.params);
	});
}

/** The message for a number outside `bounds` (null while the field is empty). */
export function boundsError(t: TFn, value: unknown, bounds: Bounds): string | null {
	if (value === null || value === undefined || value === '') return null;
	const error = checkBounds(value, bounds);
	return error ? t(`play:${error.code}`, error.params) : null;
}
