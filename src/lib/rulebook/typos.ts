// Typos: how far a player's word is from a word the rulebook uses (edits, a swap of two letters
// counting as one), and the closest words to put in its place, a slip to a neighbouring key first.
// Pure TypeScript, loaded with the search only.

/** How many edits a typo may be from the word meant: one up to five letters, then two. */
export const typoLimit = (term: string): number => (term.length <= 5 ? 1 : 2);

/**
 * The closest of `candidates` (index terms near an unknown term) at most `limit` edits away, a swap
 * of two neighbouring letters counting as one: the best two, nearest first, then a substitution
 * by a neighbouring key, then the same first letter, then the most used (`freq`: in how many
 * sections). Empty when none is near.
 */
export function corrections(
	term: string,
	candidates: Iterable<string>,
	freq: (term: string) => number,
	limit = typoLimit(term)
): string[] {
	const found: Array<{ term: string; d: number; rank: number }> = [];
	let best = limit;
	for (const candidate of candidates) {
		const d = editDistance(term, candidate, best + 1);
		if (d > best) continue;
		if (d < best) {
			best = d;
			found.length = 0;
		}
		const rank =
			(nearKeys(term, candidate) ? 4 : 0) +
			(candidate[0] === term[0] ? 2 : 0) +
			Math.min(1, freq(candidate) / 20);
		found.push({ term: candidate, d, rank });
	}
	return found
		.sort((a, b) => b.rank - a.rank || (a.term < b.term ? -1 : 1))
		.slice(0, 2)
		.map((f) => f.term);
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): "rainbwo" is one edit
 * from "rainbow". Gives up (returning `max`) once the distance cannot be below `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
	if (Math.abs(a.length - b.length) >= max) return max;
	let prev2: number[] = [];
	let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const row = [i];
		let rowMin = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
				v = Math.min(v, prev2[j - 2]! + 1);
			}
			row.push(v);
			rowMin = Math.min(rowMin, v);
		}
		if (rowMin >= max) return max;
		prev2 = prev;
		prev = row;
	}
	return Math.min(prev[b.length]!, max);
}

// Neighbouring keys on QWERTY, AZERTY and QWERTZ rows: a slip of the finger, the likeliest typo.
const ROWS = [
	'qwertyuiop',
	'asdfghjkl',
	'zxcvbnm',
	'azertyuiop',
	'qsdfghjklm',
	'wxcvbn',
	'qwertzuiop'
];

function adjacent(x: string, y: string): boolean {
	return ROWS.some((row) => {
		const i = row.indexOf(x);
		return i >= 0 && (row[i - 1] === y || row[i + 1] === y);
	});
}

/** Same length, one letter differs, and the two letters are neighbouring keys ("tye" / "tie"). */
function nearKeys(a: string, b: string): boolean {
	if (a.length !== b.length) return false;
	let diff = -1;
	for (let i = 0; i < a.length; i++) {
		if (a[i] === b[i]) continue;
		if (diff >= 0) return false;
		diff = i;
	}
	return diff >= 0 && adjacent(a[diff]!, b[diff]!);
}
