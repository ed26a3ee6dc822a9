// Event schema versions. Every stored event carries the version of the build that wrote it (a row
// from before versions is v1). Opening a game upgrades older events, one version at a time, to the
// version this build writes; what the rules of this version then refuse is listed by the replay
// (`Replayed.refused`) for the table to fix or drop, never dropped silently.

/** Turns an event of version v into the same event in version v + 1. Must be pure. */
export type EventUpgrade = (event: unknown) => unknown;

export interface EventVersions {
	/** The version of the events this build writes. */
	eventVersion: number;
	/** `upgrades[v]` turns a version-v event into a version v + 1 one (none: same shape). */
	upgrades?: Readonly<Record<number, EventUpgrade>>;
}

/**
 * One event written under `version`, as this build reads it. An event of a newer version than
 * this build's (written by an updated tab) is passed as it is: the rules check it like any other.
 */
export function upgradeEvent(game: EventVersions, event: unknown, version = 1): unknown {
	let upgraded = event;
	const from = Number.isInteger(version) && version >= 1 ? version : 1;
	for (let v = from; v < game.eventVersion; v++) {
		const step = game.upgrades?.[v];
		if (step) upgraded = step(upgraded);
	}
	return upgraded;
}

/** A stored log (events and their versions, same order) as this build reads it. */
export function upgradeEvents(
	game: EventVersions,
	events: readonly unknown[],
	versions: readonly number[]
): unknown[] {
	return events.map((event, i) => upgradeEvent(game, event, versions[i]));
}
