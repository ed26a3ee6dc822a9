// A tracked game knows its players by seat; their names are only shown. The table still tells
// players apart by name, so a setup with a blank or repeated name is refused (the same test for
// every game; each fold words it in its engine's codes).

/** The first seat whose name is blank or repeats an earlier one (spaces around it aside). */
export function nameProblem(
	names: readonly string[]
): { seat: number; problem: 'blank' | 'repeated' } | null {
	const seen = new Set<string>();
	for (const [seat, raw] of names.entries()) {
		const name = raw.normalize('NFC').trim();
		if (name === '') return { seat, problem: 'blank' };
		if (seen.has(name)) return { seat, problem: 'repeated' };
		seen.add(name);
	}
	return null;
}
