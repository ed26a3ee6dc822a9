/**
 * The rulebook page of a section id: the game prefix becomes the path segment and the rest is
 * kept as is (`ktu.ties` → `/rules/ktu/ties`, `ktu.phase.hunt` → `/rules/ktu/phase.hunt`).
 */
export function ruleHref(rule: string): string {
	const dot = rule.indexOf('.');
	if (dot <= 0) return `/rules/${encodeURIComponent(rule)}`;
	return `/rules/${encodeURIComponent(rule.slice(0, dot))}/${encodeURIComponent(rule.slice(dot + 1))}`;
}
