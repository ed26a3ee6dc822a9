import type { Lang } from '$lib/vocab';
// Word handling shared by the search index, its queries and the highlighter, so that all three
// agree on what "the same word" is: lowercase, accents stripped (NFD), common function words
// dropped, and a light per-language stem (so "empatamos" meets "empate", "passes" meets "pass").

/** Splits on anything but letters, digits and "+" ("+2"): spaces, punctuation, symbols like < >. */
export const SPLIT = /[^\p{L}\p{N}\p{M}+]+/u;

/** Lowercase and strip diacritics: "Égalité" → "egalite", "Mahiii!" → "mahiii!". */
export function fold(word: string): string {
	return word
		.normalize('NFD')
		.replace(/\p{M}+/gu, '')
		.toLowerCase();
}

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

// Function words only: rule words such as "may", "then", "each", "another" or "no" stay searchable.
const STOPWORDS: Record<Lang, Set<string>> = {
	en: words(`a an the and or but if of to in on at by for from with into onto about as is are was
		were be been being am do does did doing done have has had having i me my we us our you your he
		him his she her they them their it its this that these those there here what which who whom whose
		when where why how can could would should will shall does so than too very just also s t re ve ll
		while`),
	es: words(`el la lo los las un una unos unas y e o u ni de del al a ante en con sin sobre
		tras por para hacia hasta desde entre que quien quienes cual cuales como cuando donde cuanto
		cuanta cuantos cuantas se me te le les nos os mi mis tu tus su sus yo el ella ellos ellas
		nosotros vosotros usted ustedes es son ser soy eres esta estan este esto estos estas ese esa eso
		esos esas hay ha han he has hemos habeis hace hacer si porque pero mas muy tambien ya`),
	fr: words(`le la les l un une des du de d a au aux et ou en dans sur sous par pour avec sans que
		qu qui quoi quel quelle quels quelles ce c cet cette ces se s son sa ses mon ma mes ton ta tes
		leur leurs je j tu il elle on nous vous ils elles me m te t y est sont etre suis sommes etes ai as avons avez ont avoir fait
		faire font comment quand ou pourquoi combien si ne n pas plus tres aussi mais donc car est-ce
		quelque chose`),
	it: words(`il lo la i gli le l un uno una di del dello della dei degli delle d a al allo alla ai
		agli alle da dal dalla dai in nel nello nella nei negli nelle con su sul sulla per tra fra e ed o
		che chi cosa come quando dove perche quanto quanta quanti quante quale quali se si mi ti ci vi
		ne non e sono siamo siete essere ha hanno ho hai abbiamo avete c io tu lui lei noi voi loro mio mia tuo tua suo sua anche
		viene vengono venga sullo sulle sugli sui col coi dallo dalle dagli all dell nell sull dall
		ma molto piu gia`)
};

// Longest suffix first; a stem keeps at least 3 letters. Light on purpose: every word is also
// matched by prefix and fuzzily, so the stem only has to bring inflections together.
const SUFFIXES: Record<Exclude<Lang, 'en'>, string[]> = {
	es: byLength(`aciones iciones amientos imientos amiento imiento adores acion ciones iendo ieron
		aron ando amos emos imos ados adas idos idas ador ado ada ido ida ones es as os ar er ir an en a o e s`),
	fr: byLength(`issements issement ements ement ations ation euses euse eurs eur ables able aient
		ions ion ais ait ant ent ees ez er ir ee es e s x`),
	it: byLength(`amente azioni azione zioni zione mente iamo ando endo ato ata ati ate uto uta uti ute
		are ere ire ano ono io ia ie ii a e i o`)
};

function byLength(list: string): string[] {
	return [...words(list)].sort((a, b) => b.length - a.length);
}

const MIN_STEM = 3;

function stripSuffix(word: string, suffixes: readonly string[]): string {
	for (const suffix of suffixes) {
		if (word.length - suffix.length >= MIN_STEM && word.endsWith(suffix)) {
			return word.slice(0, -suffix.length);
		}
	}
	return word;
}

/** English: plurals, -ing, -ed, a final e ("placing", "placed", "places" → "plac"). */
function stemEnglish(word: string): string {
	let w = word;
	if (w.length > 4 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
	else if (/(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
	else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
	const ending = /(ing|ed)$/.exec(w);
	if (ending && w.length - ending[0].length >= MIN_STEM) {
		w = w.slice(0, -ending[0].length);
		if (/([bdglmnprt])\1$/.test(w)) w = w.slice(0, -1); // winning → win, cancelled → cancel
	}
	if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
	return w;
}

const MEMO_LIMIT = 50_000;
const memo: Record<Lang, Map<string, string | null>> = {
	en: new Map(),
	es: new Map(),
	fr: new Map(),
	it: new Map()
};

/** A word's index term in a language, or null for a word not worth indexing. */
export function processTerm(word: string, lang: Lang): string | null {
	// Words repeat a lot (index build, snippets, highlighting): remember each one's term.
	const known = memo[lang].get(word);
	if (known !== undefined) return known;
	const term = computeTerm(word, lang);
	if (memo[lang].size >= MEMO_LIMIT) memo[lang].clear();
	memo[lang].set(word, term);
	return term;
}

function computeTerm(word: string, lang: Lang): string | null {
	const w = fold(word).replace(/^[^\p{L}\p{N}+]+|[^\p{L}\p{N}]+$/gu, '');
	if (w === '' || (w.length === 1 && !/\d/.test(w))) return null;
	if (STOPWORDS[lang].has(w)) return null;
	if (/\d/.test(w)) return w;
	if (lang === 'en') return stemEnglish(w);
	const stem = stripSuffix(w, SUFFIXES[lang]);
	// Spanish verbs in -uir put a y before an ending's vowel ("destruyen", "incluye"), which their
	// other forms lack ("destruido", "incluir"): the stem drops it.
	return lang === 'es' && stem.length >= 5 && stem.endsWith('uy') ? stem.slice(0, -1) : stem;
}

// "What happens" in a question is not a rule word, but in Spanish and French its verb is the
// verb for passing ("¿qué pasa si…?", "que se passe-t-il…"): drop the phrase, keep the question.
// "What becomes of" likewise ("que devient…", "che fine fa…"): "devient" is the rulebook's word
// for a player becoming first player.
const WHAT_HAPPENS: Record<Lang, RegExp> = {
	en: /\bwhat happens\b/g,
	es: /\bque (?:pasa|ocurre|sucede)\b/g,
	fr: /\b(?:(?:que|qu'est-ce qui|qu est ce qui) se passe(?:[ -]+t[ -]+il)?|(?:que|qu'est-ce que|qu est ce que) devien(?:t|nent))\b/g,
	it: /\b(?:(?:cosa|che) (?:succede|accade)|che fine fa(?:nno)?)\b/g
};

// Folded, French "marche" (it works) is "marché" (the Black Market): the verb, never after an
// article or before "noir", is read as the rulebook's "fonctionne".
const WORKS: Partial<Record<Lang, RegExp>> = {
	fr: /\b(?<!\b(?:le|au|du|un|ce|grand) )marche(nt)?\b(?! noir)/g
};

/** A query with its "what happens" phrase removed (lowercased and accent-free). */
export function questionWords(query: string, lang: Lang): string {
	const folded = fold(query).replace(WHAT_HAPPENS[lang], ' ');
	const works = WORKS[lang];
	return works ? folded.replace(works, 'fonctionne$1') : folded;
}

/** The words of a text with their positions (for snippets and highlighting). */
export function wordSpans(text: string): Array<{ start: number; end: number }> {
	const spans: Array<{ start: number; end: number }> = [];
	for (const m of text.matchAll(/[\p{L}\p{N}\p{M}+]+/gu)) {
		spans.push({ start: m.index, end: m.index + m[0].length });
	}
	return spans;
}
