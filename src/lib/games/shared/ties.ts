/** Entries sharing one total that tie cancellation removed. */
export interface TiedGroup<T> {
	total: number;
	members: T[];
}

export interface TieCancellation<T> {
	/** Entries whose total nobody else has, in their original order. */
	survivors: T[];
	/** The removed totals, each once, highest first. */
	cancelled: number[];
	/** Who shared each removed total, highest total first, members in their original order. */
	groups: TiedGroup<T>[];
}

/**
 * Tie cancellation for Kill the Unicorns (ktu.ties, ktu.faq.final-tie): every total that two or
 * more entries share is removed, all of those entries included, however low
 * (docs/rules-readings.md#ktu-every-tie-cancels: the books speak of the best and second-best
 * values); what remains has unique totals. The caller picks the highest (or lowest) survivor.
 */
export function cancelTies<T>(
	entries: readonly T[],
	totalOf: (entry: T) => number
): TieCancellation<T> {
	const byTotal = new Map<number, T[]>();
	for (const entry of entries) {
		const total = totalOf(entry);
		const members = byTotal.get(total);
		if (members) members.push(entry);
		else byTotal.set(total, [entry]);
	}
	const survivors: T[] = [];
	const groups: TiedGroup<T>[] = [];
	for (const entry of entries) {
		const members = byTotal.get(totalOf(entry));
		if (members && members.length === 1) survivors.push(entry);
	}
	for (const [total, members] of byTotal) if (members.length > 1) groups.push({ total, members });
	groups.sort((a, b) => b.total - a.total);
	return { survivors, cancelled: groups.map((g) => g.total), groups };
}
