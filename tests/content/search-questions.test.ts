// The project's question set (search-questions.json): questions typed the way players type them
// at the table (casual, misspelled, accents left out, English card names in other languages),
// each with the section that answers it and a few words of the passage that settles it. Asserts
// and prints how often the section comes first, how often it is in the top three, and how often
// what the result shows (its passage and the sentences around it) holds the answer, for the whole set and for each set it gathers (the
// project's own questions, and sets written by people who never saw them or the ranking code).
import { GAMES, LANGS, type GameId, type Lang } from '$lib/vocab';
import { afterAll, describe, expect, test } from 'vitest';
import { searchRulebook } from '$lib/rulebook/search';
import { loadCorpus } from '$lib/rulebook/search-load';
import { passagesOf } from '$lib/rulebook/passages';
import { SECTION_BY_ID } from '$lib/rulebook/sections';
import { fold } from '$lib/rulebook/text';
import QUESTIONS from './search-questions.json';

interface Question {
	q: string;
	section: string;
	/** Words of the passage that answers, as written in the rulebook of that language. */
	passage: string;
	/** The game filter the player has on, when the question only makes sense in one game. */
	game?: GameId;
	/** Other sections that answer just as fully (rare: both say the same thing). */
	also?: string[];
	/** The set the question came from when not the project's own ("blind": written unseen). */
	set?: string;
}

const SET = QUESTIONS as Record<Lang, Record<GameId, Question[]>>;

/** Folded, any space one plain space: a player types "joueurs : 7", the book a no-break space. */
const flat = (s: string) => fold(s).replace(/\s+/g, ' ');

/**
 * What each set must reach: the share of questions whose section is in the top three, first, and
 * (of those in the top three) whose passage shown is the one that answers. The project's own set
 * keeps the section goals search was built to (97 % top three, 85 % first); the blind sets (written
 * by people who saw neither the ranking nor the own set) are held a little under what the ranking
 * reaches on them, so a change tuned to the own set that loses them shows. The aim on sets nobody
 * tuned to is 97 % / 85 % / 80 %; the passage goals here are what the ranking measures today, not
 * that aim. The passage is read where the player reads it: the result's text with the sentences
 * around it (it read the chosen passage alone until the results showed those: all sets then 50.3 %,
 * then 56.6 %; 63.0 % before the first three results showed their section's summary too, 81.0 %
 * after).
 */
const GOALS: Record<string, { top3: number; first: number; passage: number }> = {
	own: { top3: 0.97, first: 0.86, passage: 0.82 },
	blind: { top3: 0.98, first: 0.87, passage: 0.88 },
	blind2: { top3: 0.97, first: 0.89, passage: 0.77 },
	blind3: { top3: 0.96, first: 0.88, passage: 0.77 },
	// Measured before any change it prompted: top 3 93.8 %, first 75.0 %, passage 56.4 %.
	blind4: { top3: 0.94, first: 0.82, passage: 0.75 },
	// Measured before any change it prompted: top 3 94.4 %, first 81.2 %, passage 37.1 % (a reader
	// judged the passage shown to answer 57 % of those in the top 3, 17 % in part: its labels
	// often name the section's summary where the body's sentence says the same).
	blind5: { top3: 0.95, first: 0.85, passage: 0.89 },
	// Measured before any change it prompted: top 3 90.6 %, first 68.8 %, passage 49.7 %. Written
	// with players' words the rulebooks do not print ("stratagemma", "malus", "neigh" in French).
	blind6: { top3: 0.95, first: 0.76, passage: 0.74 },
	// Measured before any change it prompted: top 3 93.1 %, first 76.9 %, passage 38.3 % (a reader
	// judged what the result shows to answer 68 % of those in the top 3, 18 % in part). Labels often
	// name a summary's words where the body's sentence holding the number is in bold.
	blind7: { top3: 0.99, first: 0.84, passage: 0.85 },
	// Measured before any change it prompted: top 3 95.6 %, first 85.0 %, passage 64.1 % (a reader
	// judged what the result shows to answer 67 % of those in the top 3, 22 % in part: lists cut
	// short, a card's look or timing instead of what it does).
	blind8: { top3: 0.99, first: 0.88, passage: 0.79 },
	// Measured before any change it prompted: top 3 95.6 %, first 71.2 %, passage 60.8 %; then
	// 77.1 % passage once the first results showed their summary, a change it did not prompt.
	// Its situation questions came first least (50 %): two players tied, a count of one colour.
	blind9: { top3: 0.97, first: 0.79, passage: 0.79 },
	// Written after the summaries, the situation words and the named items, and measured before
	// any change: top 3 95.0 %, first 78.1 %, passage 84.9 % (on 9befb21, before them: 94.4 %,
	// 76.9 %, 43.7 %).
	blind10: { top3: 0.96, first: 0.85, passage: 0.86 },
	// Three sets written in one session, each frozen by its hash before it was labelled, and
	// measured on 34dac9f before any change: blind11 95.0 / 83.1 / 91.4 %, blind12 93.8 / 78.1 /
	// 95.3 %, blind13 96.9 / 82.5 / 89.7 %. The changes after them (players' keywords written
	// natively for every section, the score divided by the query terms MiniSearch counted,
	// situation words) were looked for in blind11 and blind12; blind13 was measured only once
	// they were done, its questions unread: 98.8 / 88.1 / 89.2 %.
	blind11: { top3: 0.96, first: 0.84, passage: 0.91 },
	blind12: { top3: 0.95, first: 0.85, passage: 0.94 },
	blind13: { top3: 0.97, first: 0.87, passage: 0.88 },
	// Two Unstable Unicorns sets (issue: card names, turns, Neighs, stealing and moving, babies),
	// measured before any change: blind14 93.1 / 78.8 / 75.8 %, blind15 95.0 / 86.3 / 84.2 %. The
	// card names by type (synonyms' `cards`) were looked for in blind14 alone: 98.1 / 86.3 / 80.9 %;
	// blind15, held out, measured again once they were done: 95.0 / 86.3 / 84.2 %, unchanged.
	// Then the rulebook said what a Neigh on a Neigh does, what the books leave of the Super
	// Neigh, sacrificing versus destroying and stealing versus moving (with players' keywords),
	// looked for in blind14 alone: 99.4 / 90.0 / 88.1 %; blind15, its questions and misses
	// unread, its aggregate only: 96.3 / 88.1 / 87.0 %. Then a word only one game's rulebook uses
	// leaned the query to that game (RANKING.own), French -ion nouns met their plurals, and the
	// Action Phase took "one action per turn", looked for in blind14 and blind15: blind14 99.4 /
	// 90.0 / 88.1 → 99.4 / 90.6 / 88.1 %, blind15 96.3 / 88.1 / 87.0 → 96.9 / 89.4 / 87.1 %.
	blind14: { top3: 0.98, first: 0.895, passage: 0.87 },
	blind15: { top3: 0.96, first: 0.88, passage: 0.86 },
	// Written blind after those two passes had begun, frozen by its hash, and only ever measured
	// whole (its questions and misses unread by anyone who tuned the search): on 6fbebdd, before
	// the rulebook's Neigh, Super Neigh, sacrifice and steal passages and the game lean, 93.8 /
	// 83.1 / 86.7 %; after them, 93.8 / 83.1 / 88.7 % (with Unstable Unicorns preferred, as from
	// its tracker, 93.8 / 86.9 / 89.3 %).
	blind16: { top3: 0.92, first: 0.82, passage: 0.87 },
	// Two more, written blind later, each frozen by its hash, and measured on a6a86ad before any
	// change. blind17: 93.8 / 80.0 / 85.3 % (84.4 % first with Unstable Unicorns preferred); its
	// misses were then read through a grep that printed them, so it is no longer unseen. blind18:
	// 98.1 / 89.4 / 84.7 % (92.5 % first with Unstable Unicorns preferred), only ever measured
	// whole. Players' words for discarding, the turn's end and the direction of play (the synonyms)
	// moved blind17 to 94.4 / 80.0 / 85.4 % and blind18 not at all. What both miss most is a
	// question that fits either game ("who starts", "tie breaker") asked with no game chosen.
	blind17: { top3: 0.93, first: 0.79, passage: 0.84 },
	blind18: { top3: 0.98, first: 0.91, passage: 0.83 },
	// Written blind in the next session from the printed Unstable Unicorns rulebooks (160
	// questions, about a dozen that fit any card game), frozen by its hash and measured on 786fbd4
	// before any change, whole only: 95.6 / 85.6 / 87.6 % with no game chosen, 97.5 / 91.9 /
	// 85.9 % with Unstable Unicorns preferred. French is its weakest language (75.0 % first).
	// Then, looked for in the other sets' misses only (own, blind14 to blind17, French most):
	// 'who starts' no longer turned into Kill the Unicorns' token name alone, the starting hand,
	// the win count and the empty hand or Stable as players word them, the 'then' section taking
	// the card text players quote. blind18 98.1 / 89.4 / 84.7 → 98.1 / 90.0 / 84.7 %, blind19
	// 95.6 / 85.6 / 87.6 → 95.6 / 86.9 / 87.6 %, both measured whole only.
	// Then, looked for in every set's misses (blind18 and blind19 read too, no longer unseen): a
	// word's lean to a game as its share of that game's sections, a phrase matched by the words
	// it shares in a row with the query, players' words in es, fr and it ('que devient', 'ça
	// marche', 'distrutto', 'cards at the start' unless of a turn). blind18 98.1 / 90.0 / 84.1 →
	// 99.4 / 92.5 / 84.3 %, blind19 95.6 / 86.9 / 87.6 → 96.9 / 90.6 / 88.4 %.
	// Then, looked for in blind19's and blind20's misses (both read): players' words for card
	// types, the letter tie-break, impossible actions, 'at the start' of a game, two players and
	// basic unicorns in es, fr and it, and Unstable Unicorns' sections weighed 1.2 when no game is
	// chosen or preferred (see its rulebook descriptor). blind19 96.9 / 90.6 / 89.0 → 99.4 / 95.0 /
	// 88.1 %, blind20 93.8 / 86.9 / 85.3 → 99.4 / 95.0 / 86.2 % (95.6 % first for both with Unstable
	// Unicorns preferred).
	blind19: { top3: 0.99, first: 0.94, passage: 0.87 },
	// Written blind in a later session from the printed Unstable Unicorns rulebooks (160
	// questions; three ask what returning a card to a hand is, which no rulebook of ours defines),
	// frozen by its hash and measured whole on d11c6e9 before any change: 93.1 / 85.6 / 84.6 %
	// with no game chosen (87.5 % first with Unstable Unicorns preferred, 89.4 % with the game
	// chosen). Measured once more after the pass above, which never read it: 93.8 / 86.9 / 84.7 %
	// (88.8 % preferred, 90.0 % chosen). Italian came first least (80.0 %). Three passage labels
	// ran across two lines of a list, which no shown passage can hold: cut to the one card they
	// name, passage 85.3 %.
	blind20: { top3: 0.99, first: 0.94, passage: 0.86 },
	// Written blind in the session after (160 questions from the printed Unstable Unicorns
	// rulebooks, frozen by its hash) and measured whole on e097c78 before any change: 98.1 / 90.0
	// / 89.2 % with no game chosen (91.9 % first with Unstable Unicorns preferred, 92.5 % with the
	// game chosen). Measured once more after the pass above and that session's wording fixes, none
	// of which read it: 99.4 / 92.5 / 89.3 % (94.4 % preferred, 95.0 % chosen).
	blind21: { top3: 0.99, first: 0.92, passage: 0.88 }
};

interface Outcome {
	set: string;
	lang: Lang;
	game: GameId;
	q: string;
	rank: number;
	passageRight: boolean;
}

const outcomes: Outcome[] = [];

describe('the question set', () => {
	test('has at least 25 questions per language and game, each pointing at a real passage', async () => {
		const corpus = await loadCorpus();
		for (const lang of LANGS) {
			for (const game of GAMES) {
				const questions = SET[lang][game];
				expect(questions.length, `${lang} ${game}`).toBeGreaterThanOrEqual(25);
				for (const question of questions) {
					expect(SECTION_BY_ID.get(question.section)?.game, question.q).toBe(game);
					for (const id of question.also ?? []) expect(SECTION_BY_ID.has(id), id).toBe(true);
					const text = corpus[lang][game].sections[question.section]!;
					const passages = passagesOf(text.summary, text.body).map(flat);
					expect(
						passages.some((p) => p.includes(flat(question.passage))),
						question.q
					).toBe(true);
				}
			}
		}
	});
});

for (const lang of LANGS) {
	for (const game of GAMES) {
		test(`${lang} ${game}: every question is answered`, async () => {
			for (const question of SET[lang][game]) {
				// A question about an NSFW edition's rules is asked with that edition's sections on.
				const nsfw = SECTION_BY_ID.get(question.section)?.nsfw;
				const results = await searchRulebook(question.q, { lang, game: question.game, nsfw });
				const answers = [question.section, ...(question.also ?? [])];
				const rank = results.findIndex((r) => answers.includes(r.id));
				const hit = results.find((r) => r.id === question.section);
				// What the result shows: the passage and the sentences around it.
				const shown = hit ? [hit.gist, hit.before, hit.text, hit.after].join(' ') : '';
				outcomes.push({
					set: question.set ?? 'own',
					lang,
					game,
					q: question.q,
					rank,
					passageRight: flat(shown).includes(flat(question.passage))
				});
				expect(results.length, question.q).toBeGreaterThan(0);
			}
		});
	}
}

const rate = (xs: Outcome[], ok: (o: Outcome) => boolean) => xs.filter(ok).length / xs.length;
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const top3 = (o: Outcome) => o.rank >= 0 && o.rank < 3;

const first = (o: Outcome) => o.rank === 0;
const passage = (xs: Outcome[]) => rate(xs.filter(top3), (o) => o.passageRight);

test.each(Object.entries(GOALS))('the %s set reaches its goals', (set, goal) => {
	const xs = outcomes.filter((o) => o.set === set);
	expect(xs.length).toBeGreaterThanOrEqual(160);
	expect(rate(xs, top3)).toBeGreaterThanOrEqual(goal.top3);
	expect(rate(xs, first)).toBeGreaterThanOrEqual(goal.first);
	expect(passage(xs)).toBeGreaterThanOrEqual(goal.passage);
});

afterAll(() => {
	if (outcomes.length === 0) return;
	const lines = [`search question set: ${outcomes.length} questions`];
	const row = (label: string, xs: Outcome[]) =>
		`  ${label.padEnd(12)} top 3 ${pct(rate(xs, top3)).padStart(7)}   first ${pct(
			rate(xs, first)
		).padStart(7)}   passage ${pct(passage(xs)).padStart(7)}   (${xs.length})`;
	lines.push(row('all', outcomes));
	for (const set of Object.keys(GOALS)) {
		const xs = outcomes.filter((o) => o.set === set);
		lines.push(row(set, xs));
		for (const lang of LANGS) {
			for (const game of GAMES) {
				lines.push(
					row(
						`${set} ${lang} ${game}`,
						xs.filter((o) => o.lang === lang && o.game === game)
					)
				);
			}
		}
	}
	const misses = outcomes.filter((o) => o.rank !== 0);
	if (misses.length) {
		lines.push('  not first:');
		for (const o of misses)
			lines.push(`    ${o.set} ${o.lang} "${o.q}" → rank ${o.rank < 0 ? '-' : o.rank + 1}`);
	}
	const wrong = outcomes.filter((o) => top3(o) && !o.passageRight);
	if (wrong.length) {
		lines.push('  passage not the answer:');
		for (const o of wrong) lines.push(`    ${o.set} ${o.lang} "${o.q}"`);
	}
	console.log(lines.join('\n'));
});
