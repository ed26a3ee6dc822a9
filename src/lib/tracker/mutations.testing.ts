// Test helper (not a test): random damage to an export file, shared by the file property tests.
import fc from 'fast-check';

/** One random change to a JSON value: the kinds of damage a file meets (hand edits, bad tools). */
export function mutationArb(): fc.Arbitrary<(value: unknown) => unknown> {
	const junk = fc.oneof(
		fc.string({ maxLength: 50 }),
		fc.string({ unit: 'grapheme', maxLength: 60 }),
		fc.constantFrom('\u202E', '\u200B', '', ' ', 'Ana', 'Ana\u200B', 'x'.repeat(300)),
		fc.integer(),
		fc.double(),
		fc.constantFrom(1e300, -1e308, 1e21, 0, -1, 99, 2.5),
		fc.boolean(),
		fc.constant(null),
		fc.constant([]),
		fc.constant({})
	);
	return fc
		.record({ pick: fc.nat(), op: fc.nat(4), key: fc.string({ maxLength: 8 }), value: junk })
		.map(({ pick, op, key, value }) => (root: unknown) => {
			const copy = structuredClone(root);
			const nodes: Array<{ parent: Record<string | number, unknown>; key: string | number }> = [];
			const walk = (node: unknown) => {
				if (typeof node !== 'object' || node === null) return;
				for (const k of Object.keys(node)) {
					const parent = node as Record<string, unknown>;
					nodes.push({ parent, key: Array.isArray(node) ? Number(k) : k });
					walk(parent[k]);
				}
			};
			walk(copy);
			const target = nodes[pick % nodes.length];
			if (!target) return copy;
			const { parent, key: at } = target;
			if (op === 0) parent[at] = value;
			else if (op === 1 && Array.isArray(parent)) parent.splice(at as number, 1);
			else if (op === 1) delete parent[at];
			else if (
				op === 2 &&
				typeof parent[at] === 'object' &&
				parent[at] !== null &&
				!Array.isArray(parent[at])
			)
				(parent[at] as Record<string, unknown>)[key] = value;
			else if (op === 3 && Array.isArray(parent))
				parent.splice(at as number, 0, structuredClone(parent[at]));
			else parent[at] = typeof parent[at] === 'number' ? parent[at] * 1e6 + 1 : value;
			return copy;
		});
}
