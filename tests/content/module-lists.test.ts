// A page's list of the modules it starts with, made whole (scripts/module-lists.mjs): each listed
// module's static imports, from the build's manifest, directly or not.
import { describe, expect, it } from 'vitest';
import { staticImports, withStaticImports } from '../../scripts/module-lists.mjs';

const manifest = {
	'src/routes/game.svelte': { file: '_app/immutable/nodes/13.js', imports: ['_a.js', '_db.js'] },
	'_a.js': { file: '_app/immutable/chunks/a.js', imports: ['_db.js'] },
	'_db.js': { file: '_app/immutable/chunks/db.js', imports: ['_dexie.js'] },
	'_dexie.js': { file: '_app/immutable/chunks/dexie.js' },
	'src/lazy.ts': { file: '_app/immutable/chunks/lazy.js' }
};

describe("a page's modules", () => {
	const imports = staticImports(manifest);

	it('are read from the manifest by address', () => {
		expect(imports.get('/_app/immutable/nodes/13.js')).toEqual([
			'/_app/immutable/chunks/a.js',
			'/_app/immutable/chunks/db.js'
		]);
		expect(imports.get('/_app/immutable/chunks/dexie.js')).toEqual([]);
	});

	it('take in what the listed ones import, at any depth, once each, the listed first', () => {
		expect(withStaticImports(['/_app/immutable/nodes/13.js'], imports)).toEqual([
			'/_app/immutable/nodes/13.js',
			'/_app/immutable/chunks/a.js',
			'/_app/immutable/chunks/db.js',
			'/_app/immutable/chunks/dexie.js'
		]);
	});

	it('leave out what nothing listed imports statically', () => {
		expect(withStaticImports(['/_app/immutable/chunks/a.js'], imports)).not.toContain(
			'/_app/immutable/chunks/lazy.js'
		);
		expect(withStaticImports(['/_app/immutable/chunks/a.js'], imports)).not.toContain(
			'/_app/immutable/nodes/13.js'
		);
	});
});
