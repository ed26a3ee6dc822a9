// The work the rulebook search does, with nothing around it: builds each language's index, then
// runs the bench's question set through it. scripts/search-profile.mjs bundles this file and runs
// it under `node --cpu-prof` to see where the time goes (PROFILE=measure: build times only).
import { runSearch } from '$lib/rulebook/search';
import { buildIndex, loadCorpus, type RulebookIndex } from '$lib/rulebook/search-load';
import { GAMES, LANGS, type Lang } from '$lib/vocab';
import QUESTION_SET from '../content/search-questions.json';
import { measure } from './thread-time';

const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 20);
const SET = QUESTION_SET as Record<Lang, Record<string, Array<{ q: string }>>>;
const ALL = LANGS.flatMap((lang) =>
	GAMES.flatMap((game) => SET[lang][game]!.map(({ q }) => [lang, q] as const))
);

const corpus = await loadCorpus();
const what = process.env.PROFILE ?? 'both';
if (what === 'measure') {
	// The main thread's own time (see thread-time.ts), as a mean over many runs.
	for (const lang of LANGS) {
		const t = measure(() => {
			for (let i = 0; i < ROUNDS; i++) buildIndex(lang, corpus);
		});
		if (t)
			console.log(
				`${lang}: build ${(t.run / ROUNDS).toFixed(2)} ms main thread (mean of ${ROUNDS})`
			);
	}
	// Every question once on fresh indexes (nothing remembered yet), then again.
	const fresh = Object.fromEntries(LANGS.map((l) => [l, buildIndex(l, corpus)])) as Record<
		Lang,
		RulebookIndex
	>;
	for (const pass of ['first', 'second']) {
		const t = measure(() => {
			for (const [lang, q] of ALL) runSearch(fresh[lang], q, {});
		});
		if (t)
			console.log(
				`${pass} pass over ${ALL.length} questions: ${(t.run / ALL.length).toFixed(3)} ms main thread per question (mean)`
			);
	}
	process.exit(0);
}
let indexes = {} as Record<Lang, RulebookIndex>;
const t0 = performance.now();
for (let round = 0; round < ROUNDS; round++) {
	if (what !== 'query' || round === 0) {
		indexes = Object.fromEntries(LANGS.map((l) => [l, buildIndex(l, corpus)])) as Record<
			Lang,
			RulebookIndex
		>;
	}
	if (what !== 'build') for (const [lang, q] of ALL) runSearch(indexes[lang], q, {});
}
console.log(`${what}: ${ROUNDS} rounds, ${(performance.now() - t0).toFixed(0)} ms`);
