import { LANGS, type GameId } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { GIST_RESULTS, MAX_QUERY, queryTerms, runSearch, searchRulebook } from './search';
import { buildIndex, getIndex, loadCorpus, type Doc } from './search-load';
import { ANSWER_CHARS, PASSAGE_CHARS, shownPassage, shownText } from './search-passages';
import { highlightParts } from './highlight';
import { passagesOf } from './passages';
import { suggestRulebook } from './suggest';
import { SECTION_BY_ID } from './sections';
import { fold } from './text';
import {
	asksNumber,
	cueWords,
	digitsOf,
	foldedWords,
	questionKinds,
	situationsOf,
	synonymsOf,
	synonymTerms,
	termsOf
} from './search-words';

describe('searchRulebook', () => {
	test('is accent- and case-insensitive', async () => {
		for (const query of ['égalité', 'EGALITE', 'egalite']) {
			const [first] = await searchRulebook(query, { lang: 'fr', game: 'ktu' });
			expect(['ktu.ties', 'ktu.faq.final-tie']).toContain(first?.id);
		}
	});

	test('finds a word while it is being typed', async () => {
		const results = await searchRulebook('hennis', { lang: 'fr' });
		expect(results.slice(0, 3).map((r) => r.id)).toContain('uu.cards.instant');
	});

	test.each([
		['en', 'tie'],
		['en', 'tye'],
		['fr', 'égalité'],
		['es', 'empate']
	] as const)('%s: "%s" alone reaches the tie rule before the final tie', async (lang, query) => {
		const [first] = await searchRulebook(query, { lang });
		expect(first?.id).toBe('ktu.ties');
	});

	test('keeps to one game when asked', async () => {
		const results = await searchRulebook('first player', { lang: 'en', game: 'uu' });
		expect(results.length).toBeGreaterThan(0);
		expect(results.every((r) => r.game === 'uu')).toBe(true);
	});

	test('an item of a short list is shown with its list, and the result opens at the item', async () => {
		const corpus = await loadCorpus();
		const [hit] = await searchRulebook('how many unicorns do we need to win with 6 players', {
			lang: 'en',
			game: 'uu'
		});
		const shown = [hit?.before, hit?.text, hit?.after].join(' ');
		expect(hit?.text).toContain('6 unicorns');
		expect(shown).toContain('7 unicorns');
		const text = corpus.en.uu.sections[hit!.id]!;
		expect(passagesOf(text.summary, text.body)[hit!.passage]).toMatch(/unicorns/);
	});

	test('the game the player is in comes first where a query fits both games, and only there', async () => {
		const ask = (q: string, prefer?: GameId) => searchRulebook(q, { lang: 'en', prefer });
		const ids = async (q: string, prefer?: GameId) =>
			(await ask(q, prefer)).slice(0, 3).map((r) => r.id);
		expect((await ids('who starts the game', 'ktu'))[0]).toBe('ktu.first-player');
		expect((await ids('who starts the game', 'uu'))[0]).toBe('uu.first-player');
		// The other game's answer is still among the results.
		const all = (await ask('who starts the game', 'ktu')).map((r) => r.id);
		expect(all.indexOf('uu.first-player')).toBeGreaterThan(0);
		// A query naming its game, or in one game's own words, keeps to that game.
		expect((await ids('who starts in unstable unicorns', 'ktu'))[0]).toBe('uu.first-player');
		expect((await ids('hand limit', 'ktu'))[0]).toBe('uu.phase.end');
		expect((await ids('fairy dust cost', 'uu'))[0]).toBe('ktu.market.fairy-dust');
	});

	test('a query naming a game keeps to that game, and its name finds nothing by itself', async () => {
		const ktu = await searchRulebook('chi inizia a Kill the Unicorns?', { lang: 'it' });
		expect(ktu[0]?.id).toBe('ktu.first-player');
		expect(ktu.every((r) => r.game === 'ktu')).toBe(true);
		const uu = await searchRulebook('who starts in unstable unicorns', { lang: 'en' });
		expect(uu[0]?.id).toBe('uu.first-player');
		expect(uu.every((r) => r.game === 'uu')).toBe(true);
		// Only the name: it is all the query says, so it is searched.
		expect(await searchRulebook('Unstable Unicorns', { lang: 'fr' })).not.toEqual([]);
		// A game filter the player chose stays.
		const chosen = await searchRulebook('who starts in unstable unicorns', {
			lang: 'en',
			game: 'ktu'
		});
		expect(chosen.every((r) => r.game === 'ktu')).toBe(true);
	});

	test('leaves NSFW-edition sections out unless asked', async () => {
		const hidden = await searchRulebook('drinking sip', { lang: 'en' });
		expect(hidden.some((r) => SECTION_BY_ID.get(r.id)?.nsfw)).toBe(false);
		const shown = await searchRulebook('drinking sip', { lang: 'en', nsfw: true });
		expect(shown[0]?.id).toBe('uu.variant.drinking');
	});

	test('an empty or blank query finds nothing', async () => {
		expect(await searchRulebook('', { lang: 'en' })).toEqual([]);
		expect(await searchRulebook('   ', { lang: 'en' })).toEqual([]);
	});

	test('markup in a query is only text', async () => {
		const results = await searchRulebook('<b>neigh</b>', { lang: 'en' });
		expect(results[0]?.id).toMatch(/^uu\./);
	});

	test('a result carries the passage that answers, in plain text, short', async () => {
		const corpus = await loadCorpus();
		const results = await searchRulebook('pinned scheme stays on the unicorn', { lang: 'en' });
		expect(results[0]?.id).toBe('ktu.discards');
		for (const [i, r] of results.entries()) {
			// The first result has more room (ANSWER_CHARS): most often it is the answer.
			expect(r.text.length).toBeLessThanOrEqual((i === 0 ? ANSWER_CHARS : PASSAGE_CHARS) + 4);
			expect(r.text).not.toMatch(/\*\*|\]\(|^> /);
			const text = corpus.en[r.game].sections[r.id]!;
			const passage = passagesOf(text.summary, text.body)[r.passage]!;
			// The text shown is that passage (or a clip of it, the short list it is an item of, or it
			// with the sentence leading into its list, or the list it leads into), with a matched word.
			const shown = r.text.replace(/^… | …$/g, '');
			expect(passage.includes(shown) || shown.includes(passage.replace(/[;,]$/, ''))).toBe(true);
			expect(highlightParts(r.text, r.terms, 'en').some((p) => p.match)).toBe(true);
		}
		expect(results[0]!.text).toMatch(/pin drawn/);
	});

	test("a Black Market item's price counts in its text, not in its title", async () => {
		const index = await getIndex('fr');
		const where = (word: string, field: string) =>
			index.search
				.search(word, { fields: [field], prefix: false, fuzzy: false })
				.map((r) => String(r.id));
		expect(where('6', 'title')).not.toContain('ktu.market.fairy-dust');
		expect(where('6', 'body')).toContain('ktu.market.fairy-dust');
		// A number that is the title's subject stays: "Partie à 2 joueurs".
		expect(where('2', 'title')).toContain('uu.two-player');
	});

	test('one result per section', async () => {
		const results = await searchRulebook('tie cancel total', { lang: 'en' });
		expect(new Set(results.map((r) => r.id)).size).toBe(results.length);
	});

	test.each([
		['en', 'tye', 'ktu.ties'],
		['en', 'rainbwo', 'ktu.scoring.rainbow'],
		['en', 'hnad limit', 'uu.phase.end'],
		['fr', 'liconre legendaire', 'ktu.legendary'],
		['es', 'relincjo', 'uu.cards.instant'],
		['it', 'svantagio', 'uu.cards.downgrade']
	] as const)('a typo in a short word still finds it (%s "%s")', async (lang, query, id) => {
		const results = await searchRulebook(query, { lang });
		expect(results.slice(0, 3).map((r) => r.id)).toContain(id);
	});

	test('a known short word is not "corrected" into another', async () => {
		const index = await getIndex('es');
		expect(queryTerms(index, 'ganar').words).toEqual([['gan']]);
	});

	test('players words reach the rulebook words through the synonyms', async () => {
		const index = await getIndex('en');
		expect(queryTerms(index, 'can I regroup later').extra).toEqual(
			expect.arrayContaining(['rearrang'])
		);
		const [first] = await searchRulebook('who goes first', { lang: 'en', game: 'ktu' });
		expect(first?.id).toMatch(/^ktu\.first-player/);
	});

	test('a very long query is cut, not slow, and still answers', async () => {
		const long = 'hand limit ' + 'x'.repeat(3000);
		// How long it takes is the bench's figure, never a verdict, as a busy machine is slower:
		// the cut is checked.
		const results = await searchRulebook(long, { lang: 'en' });
		expect(results[0]?.id).toBe('uu.phase.end');
		expect(queryTerms(await getIndex('en'), 'a '.repeat(MAX_QUERY) + 'rainbow').words).toEqual([]);
	});

	test('builds each language once and caches it', async () => {
		expect(await getIndex('it')).toBe(await getIndex('it'));
	});

	test('a section missing in a language is searched in English', async () => {
		const corpus = await loadCorpus();
		const es = structuredClone(corpus.es);
		delete (es.ktu.sections as Record<string, unknown>)['ktu.ties'];
		const index = buildIndex('es', { ...corpus, es });
		const [first] = runSearch(index, 'ties cancel', {});
		expect(first).toMatchObject({
			id: 'ktu.ties',
			title: corpus.en.ktu.sections['ktu.ties']!.title
		});
	});
});

describe('the synonyms of every language', () => {
	test.each(LANGS)(
		'%s: each one says something and leads to words the rulebook uses',
		async (lang) => {
			const index = await getIndex(lang);
			const entries = synonymsOf(lang);
			expect(entries.length).toBeGreaterThanOrEqual(8);
			for (const entry of entries) {
				expect(entry.say.length, entry.means).toBeGreaterThan(0);
				const terms = termsOf(entry.means, lang);
				expect(terms.length, entry.means).toBeGreaterThan(0);
				for (const term of terms) expect(index.docFreq.has(term), `${lang}: ${term}`).toBe(true);
			}
		}
	);

	test('a phrase of `unless` in the query says the words mean something else', () => {
		const setup = (query: string) =>
			synonymTerms(foldedWords(query), 'fr').some((t) => t.startsWith('distribu'));
		expect(setup('combien de cartes au début')).toBe(true);
		expect(setup('on pioche combien de cartes au début du tour')).toBe(false);
	});
});

describe('the situations of every language', () => {
	test.each(LANGS)('%s: each leads to words the rulebook uses', async (lang) => {
		const index = await getIndex(lang);
		const file = situationsOf(lang);
		expect(file.number.length).toBeGreaterThan(0);
		for (const means of [file.sameNumber, ...file.entries.map((e) => e.means)]) {
			const terms = termsOf(means, lang);
			expect(terms.length, means).toBeGreaterThan(0);
			for (const term of terms) expect(index.docFreq.has(term), `${lang}: ${term}`).toBe(true);
		}
	});

	test.each([
		['en', 'we went 6, 6 and 2 who takes it', 'tie'],
		['fr', 'on a fait 6, 6 et 2, qui prend la licorne', 'egalit'],
		['es', 'empatados a 7', 'empat'],
		['en', 'i passed on this one, can i still get it', 'pass'],
		['it', 'ho passato posso ancora vincere', 'pass'],
		['es', 'solo me quedan 2 cartas de caza y el inicial ha jugado 3', 'obligatori'],
		['it', 'io e marco abbiamo fatto 8, giulia 5: chi prende l unicorno', 'total']
	] as const)('%s: "%s" reaches the rule that decides it', (lang, query, term) => {
		expect(synonymTerms(foldedWords(query), lang).some((t) => t.startsWith(term))).toBe(true);
	});

	test('a situation told with numbers holds only when the query names them', () => {
		const reaches = (query: string) =>
			synonymTerms(foldedWords(query), 'en').some((t) => t.startsWith('total'));
		expect(reaches('we played 6, 4 and 2, who gets the unicorn')).toBe(true);
		expect(reaches('bo played six and i played four, who gets the unicorn')).toBe(true);
		// A Scheme gave it to someone else: no hunt's totals to compare. "One" is also "a".
		expect(reaches('i won but the scheme says another player gets the unicorn')).toBe(false);
		expect(reaches('one player passed and one played 3, who gets the unicorn')).toBe(false);
	});

	test.each(LANGS)('%s: the words for 0 to 12, and the same four kinds of question', (lang) => {
		const file = situationsOf(lang);
		expect(file.numbers).toHaveLength(13);
		expect(digitsOf(fold(file.numbers[2]!), lang)).toBe('2');
		// who, can I, when, where: in this order in every language (see the files' "about").
		expect(file.questions).toHaveLength(4);
		for (const q of file.questions) {
			expect(q.ask.length).toBeGreaterThan(0);
			expect(q.answer.length).toBeGreaterThan(0);
		}
	});

	test.each([
		['en', 'who goes first', 0],
		['es', 'quien empieza', 0],
		['fr', 'je peux jouer deux cartes', 1],
		['it', 'posso giocare 2 carte', 1],
		['en', 'when do i reveal the hunt cards', 2],
		['fr', 'les bebes licornes on les met ou', 3]
	] as const)('%s: "%s" is a question of kind %i', (lang, query, kind) => {
		expect(questionKinds(foldedWords(query), lang)).toContain(kind);
	});

	test('the words that only ask ("how many", "can I") find nothing; a one-word ask is a word too', () => {
		expect([...cueWords(foldedWords('how many unicorns to win'), 'en')]).toEqual([0, 1]);
		expect(cueWords(foldedWords('prix boucherie'), 'fr').size).toBe(0);
	});

	test('a question asking how much or how many wants a number', () => {
		expect(asksNumber(foldedWords('fairy dust cost?'), 'en')).toBe(true);
		expect(asksNumber(foldedWords('cuanto cuesta el cuerno'), 'es')).toBe(true);
		expect(asksNumber(foldedWords('who goes first'), 'en')).toBe(false);
	});

	test('a "see also" line never answers: a name alone gets the summary', async () => {
		const [first] = await searchRulebook('boucherie', { lang: 'fr' });
		expect(first?.id).toBe('ktu.market.butcher');
		expect(first?.gist).toMatch(/^Pour 2/);
		expect(first!.text).not.toMatch(/Voir aussi/);
	});

	test('the first results show their summary beside the body passage, the others do not', async () => {
		const results = await searchRulebook('what happens when the draw pile runs out', {
			lang: 'en'
		});
		const corpus = await loadCorpus();
		results.forEach((hit, i) => {
			const text = corpus.en[hit.game].sections[hit.id]!;
			if (i >= GIST_RESULTS) return expect(hit.gist).toBe('');
			expect(hit.gist).toBe(passagesOf(text.summary, text.body)[0]);
			expect(hit.passage).toBeGreaterThan(0);
		});
		// The summary says most unicorns win; the body's list says what then breaks a tie.
		expect(results[0]?.id).toBe('uu.end');
		expect(results[0]?.text).toMatch(/letters/);
	});

	test.each([
		['en', 'knight power', /^Knight: his power/],
		['fr', 'pouvoir barde', /^Barde\s?: /]
	] as const)('%s: "%s" shows the item that names it', async (lang, query, text) => {
		const [first] = await searchRulebook(query, { lang });
		expect(first?.id).toBe('ktu.characters');
		expect(first?.text).toMatch(text);
	});

	test.each([
		// "2" is "Two" in the passage; "back" is no spelling of "black" in a section that writes "Black".
		['en', '2 schemes on a unicorn which one gets revealed', 'ktu.scheme-reveal', /^Two Schemes/],
		['en', 'how do i pay at the black market', 'ktu.phase.market', /You pay with/],
		// A one-word ask ("prix") is the word of the answer ("Prix : 2.").
		['fr', 'prix boucherie', 'ktu.market.butcher', /^Prix\s: 2/],
		// "Rainbow" typed in Spanish is the Arcoíris of the Spanish passages.
		['es', 'rainbow cuantos puntos', 'ktu.scoring.rainbow', /Arcoíris/]
	] as const)('%s: "%s" shows the sentence that answers', async (lang, query, id, text) => {
		const hit = (await searchRulebook(query, { lang })).find((r) => r.id === id);
		expect(hit?.passage).toBeGreaterThan(0);
		expect(hit?.text).toMatch(text);
	});

	test.each([
		['en', 'butchr shop', 'ktu.market.butcher'],
		['it', 'pareggio a fine partita', 'ktu.faq.final-tie'],
		['it', 'nessuno gioca carte caccia', 'ktu.faq.everyone-passes']
	] as const)('%s: "%s" shows an answer, not the sentence asking it', async (lang, query, id) => {
		const hit = (await searchRulebook(query, { lang })).find((r) => r.id === id);
		expect(hit?.text).toBeTruthy();
		expect(hit?.text).not.toMatch(/\?\W*$/);
	});

	test.each([
		[
			'en',
			'draw pile ran out who wins',
			/^If the draw pile runs out[^:]*: The player with the most unicorns/
		],
		['fr', 'pioche vide qui gagne', /^Pioche épuisée[^:]*: le joueur qui a le plus de Licornes/],
		[
			'it',
			'il mazzo è finito e nessuno ha vinto',
			/^Se il mazzo finisce[^:]*: vince chi ha più Unicorni/
		]
	] as const)(
		'%s: "%s" shows the list item that answers, after its lead-in ("If the draw pile runs out:")',
		async (lang, query, text) => {
			const hit = (await searchRulebook(query, { lang })).find((r) => r.id === 'uu.end');
			expect(hit?.text).toMatch(text);
		}
	);

	test.each([
		['fairy dust cost?', 'ktu.market.fairy-dust', /6/],
		['hand limit', 'uu.phase.end', /7/]
	])('"%s" shows the sentence with the number', async (query, id, number) => {
		const hit = (await searchRulebook(query, { lang: 'en' })).find((r) => r.id === id);
		expect(hit?.text).toMatch(number);
	});
});

describe('the passage a result shows', () => {
	const doc = (markdown: string): Doc => ({
		id: 'uu.stable',
		game: 'uu',
		nsfw: false,
		title: 'Stable',
		summary: 'What enters and what leaves a Stable.',
		body: markdown,
		keywords: '',
		terms: '',
		seeAlso: '',
		chapter: '',
		gameName: '',
		alt: '',
		markdown,
		names: []
	});
	const stable = doc(
		[
			'Some cards react when a card arrives. It enters your Stable when:',
			'- you play it there;',
			'- you steal it.',
			'',
			'It leaves your Stable when:',
			'- it is sacrificed;',
			'- it is destroyed;',
			'- another player steals it.',
			'',
			'Babies go back to the Nursery.',
			'',
			'- A list without a lead-in.',
			'- Its second item, which is long enough not to be a short list at all, as items go.'
		].join('\n')
	);

	test('a list item comes with the sentence that leads into its list', () => {
		// Passages: 0 summary, 1–2 the first paragraph, 3–4 its list, 5 the second lead-in, 6–8 its list.
		expect(shownText(stable, 8)).toBe(
			'It leaves your Stable when: it is sacrificed · it is destroyed · another player steals it.'
		);
		expect(shownText(stable, 3)).toBe(
			'It enters your Stable when: you play it there · you steal it.'
		);
	});

	test('the sentence a list follows comes with its items; other sentences alone', () => {
		expect(shownText(stable, 5)).toBe(
			'It leaves your Stable when: it is sacrificed · it is destroyed · another player steals it.'
		);
		expect(shownText(stable, 1)).toBe('Some cards react when a card arrives.');
		expect(shownText(stable, 9)).toBe('Babies go back to the Nursery.');
		expect(shownText(stable, 0)).toBe('What enters and what leaves a Stable.');
	});

	test('a sentence comes with the sentences around it that fit, nearest first', () => {
		const long = `A sentence before it that is far too long to come along: ${'words '.repeat(30)}end.`;
		const ties = doc(
			[
				`${long} Totals are compared after the reveal. Players who tie are all out.`,
				'The next highest total wins.',
				'',
				'If every total ties, nobody wins the unicorn.'
			].join('\n\n')
		);
		const shown = (n: number) => shownPassage(ties, n, new Set(['tie']), 'en');
		// Passages: 0 summary, 1 the long sentence, 2–3 the rest of its paragraph, 4, 5.
		expect(shown(3)).toEqual({
			before: 'Totals are compared after the reveal.',
			text: 'Players who tie are all out.',
			after: 'The next highest total wins. If every total ties, nobody wins the unicorn.'
		});
		// The long sentence does not fit: the ones after it do.
		expect(shown(2).before).toBe('');
		expect(shown(2).after).toContain('If every total ties');
		for (let n = 1; n <= 5; n++) {
			const { before, text, after } = shown(n);
			expect([before, text, after].join(' ').trim().length).toBeLessThanOrEqual(PASSAGE_CHARS);
		}
		// The summary, or a passage clipped to fit, stands alone.
		expect(shown(0)).toEqual({
			before: '',
			text: 'What enters and what leaves a Stable.',
			after: ''
		});
		expect(shown(1).before + shown(1).after).toBe('');
	});

	test('a sentence takes a list only with its lead-in, and a lead-in only with its first item', () => {
		const shown = (n: number, room?: number) =>
			shownPassage(stable, n, new Set(['stable']), 'en', room);
		expect(shown(1)).toEqual({
			before: '',
			text: 'Some cards react when a card arrives.',
			after:
				'It enters your Stable when: you play it there · you steal it. It leaves your Stable when: it is sacrificed · it is destroyed · another player steals it. Babies go back to the Nursery.'
		});
		// Where the lead-in fits but its first item does not, neither comes.
		expect(shown(1, 70)).toEqual({
			before: '',
			text: 'Some cards react when a card arrives.',
			after: ''
		});
		// A list with no lead-in is another list's business.
		expect(shown(9)).toEqual({ before: '', text: 'Babies go back to the Nursery.', after: '' });
		// A short list shown whole with its lead-in takes nothing before it; after its last item,
		// the next lead-in with its list.
		expect(shown(4)).toEqual({
			before: '',
			text: 'It enters your Stable when: you play it there · you steal it.',
			after:
				'It leaves your Stable when: it is sacrificed · it is destroyed · another player steals it. Babies go back to the Nursery.'
		});
	});

	test('a list item comes with the items of its own list, joined as a list, and the sentences before it', () => {
		expect(shownPassage(stable, 11, new Set(['item']), 'en')).toEqual({
			before: 'Babies go back to the Nursery. A list without a lead-in. ·',
			text: 'Its second item, which is long enough not to be a short list at all, as items go.',
			after: ''
		});
	});

	test('an item of a long list without a lead-in is shown alone', () => {
		expect(shownText(stable, 11)).toBe(
			'Its second item, which is long enough not to be a short list at all, as items go.'
		);
	});
});

describe('suggestRulebook', () => {
	test('offers popular sections and terms of the chosen game', async () => {
		const s = await suggestRulebook('', { lang: 'es', game: 'uu' });
		expect(s.popular.length).toBeGreaterThan(0);
		expect(s.popular.every((p) => p.game === 'uu')).toBe(true);
		expect(s.terms.map((t) => t.term)).toContain('Relincho');
		expect(s.didYouMean).toBeNull();
	});

	test('suggests a corrected query when nothing is found, and only then', async () => {
		expect(await searchRulebook('zqxwvk', { lang: 'en' })).toEqual([]);
		const s = await suggestRulebook('zqxwvk', { lang: 'en' });
		expect(s.didYouMean).toBeNull();
		const typo = await suggestRulebook('rnbow', { lang: 'en' });
		expect(await searchRulebook('rnbow', { lang: 'en' })).toEqual([]);
		expect(typo.didYouMean).toBe('rainbow');
		expect(typo.closest[0]?.id).toBe('ktu.scoring.rainbow');
	});

	test('a near-nonsense query gets a correction in its own language and the closest sections', async () => {
		expect(await searchRulebook('glorbix zumble', { lang: 'en' })).toEqual([]);
		const s = await suggestRulebook('glorbix zumble', { lang: 'en' });
		expect(s.didYouMean).toBe('glorbix zombie');
		expect(s.closest.map((h) => h.id)).toContain('ktu.scheme.zombie');
		const fr = await suggestRulebook('hennnissemant', { lang: 'fr' });
		expect(fr.didYouMean).toBe('hennissement');
	});
});
