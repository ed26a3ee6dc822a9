import { describe, expect, test } from 'vitest';
import en from '../../../../locales/en/steps-ktu.json';
import es from '../../../../locales/es/steps-ktu.json';
import fr from '../../../../locales/fr/steps-ktu.json';
import it from '../../../../locales/it/steps-ktu.json';
import { SECTION_BY_ID } from '../../rulebook/sections';
import { KTU_CODES, type KtuStep } from './codes';
import { KTU_RULES } from './sections';
import { resolveHunt, type Bid } from './hunt';
import { scoreHoldings, type Holdings } from './scoring';
import { findWinner, type PlayerScore } from './winner';
import {
	applyPurchase,
	canPurchase,
	initialStock,
	marketOrder,
	type MarketStock,
	type PurchaseInput
} from './market';
import { firstPlayerAfterHunt, firstPlayerAfterPass } from './round';
import { applyScheme, type SchemeEffect } from './scheme';
import { checkKnightPower, checkRoundCards } from './knight';
import { checkCharacterPower, checkPowerUse } from './characters';
import type { HuntOutcome } from './hunt';

type Tree = { [key: string]: string | Tree };
const LOCALES = { en, es, fr, it } as Record<string, Tree>;

function lookup(tree: Tree, key: string): string | Tree | undefined {
	let node: string | Tree | undefined = tree;
	for (const part of key.split('.')) {
		if (node === undefined || typeof node === 'string') return undefined;
		node = node[part];
	}
	return node;
}

// Every code, reached through the public functions: nothing listed is dead, nothing emitted is unlisted.
const stock = initialStock({ playerCount: 4 }).stock as MarketStock;
const soldOut: MarketStock = { ...stock, 'fake-horn': 0 };
const buy = (over: Partial<PurchaseInput>): PurchaseInput => ({
	item: 'fake-horn',
	stock,
	alreadyBoughtThisRound: false,
	...over
});
const bad = <T>(value: unknown) => value as T;
const duel: Bid[] = [
	{ player: 'A', total: 5, cards: 2 },
	{ player: 'B', total: 3, cards: 2 }
];
const cc = { kind: 'cotton-candy', color: 'blue' } as const;
const fd = { kind: 'fairy-dust', color: 'green' } as const;

const RESULTS: { steps: KtuStep[]; errors: KtuStep[] }[] = [
	resolveHunt({ bids: [] }),
	resolveHunt({ bids: [{ player: 'A', total: 0 }] }),
	resolveHunt({
		bids: [
			{ player: 'A', total: 3 },
			{ player: 'B', total: 3 }
		]
	}),
	resolveHunt({
		bids: [
			{ player: 'A', total: 3 },
			{ player: 'B', total: 3 },
			{ player: 'C', total: 1 }
		]
	}),
	resolveHunt({
		bids: [
			{ player: 'A', total: 3 },
			{ player: 'B', total: 1 }
		],
		lowestWins: true
	}),
	resolveHunt({
		bids: [
			{ player: 'K', total: 16, cards: 5, knight: true },
			{ player: 'B', total: 3, cards: 2 },
			{ player: 'C', total: 2, cards: 3, knight: true }
		]
	}),
	resolveHunt({
		bids: [
			{ player: 'A', total: 3, cards: 3 },
			{ player: 'K', total: 1, cards: 1, knight: true }
		]
	}),
	resolveHunt({
		bids: [
			{ player: 'A', total: 3, cards: 2 },
			{ player: 'K', total: 9, cards: 4, knight: true }
		]
	}),
	resolveHunt({
		bids: [
			{ player: 'K', total: 5, cards: 5, knight: true },
			{ player: 'B', total: 4, cards: 4 },
			{ player: 'C', total: 2, cards: 2 },
			{ player: 'D', total: 3, cards: 3 }
		]
	}),
	resolveHunt({
		bids: [
			{ player: 'A', total: 0, cards: 0 },
			{ player: 'B', total: 3, cards: 9 }
		]
	}),
	resolveHunt({ bids: bad<Bid[]>('x') }),
	resolveHunt({
		bids: bad<Bid[]>([
			null,
			{ player: '', total: 1 },
			{ player: 'A', total: -1 },
			{ player: 'A', total: 1.5, cards: 1.5 }
		])
	}),
	resolveHunt({
		bids: [
			{ player: 'A', total: 20, cards: 4 },
			{ player: 'B', total: 13 }
		]
	}),
	resolveHunt({
		bids: [
			{ player: 'A', total: 2, cards: 1 },
			{ player: 'B', total: 2, cards: 2 },
			{ player: 'C', total: 2, cards: 9, knight: true }
		]
	}),
	scoreHoldings({ unicorns: [{ stars: 99, color: 'pink', schemePoints: 31 }], schemePoints: -31 }),
	scoreHoldings({
		unicorns: [
			...Array.from({ length: 7 }, () => ({ stars: 1, color: 'pink' as const })),
			{ stars: 2, color: 'blue', siamese: true, schemePoints: 2 },
			{ stars: 2, color: 'green', tokens: ['fake-horn', fd] },
			{ stars: 4, color: null },
			{ stars: 4, color: null, tokens: [cc] },
			{ stars: 1, color: 'blue', tokens: [cc] },
			{ stars: 1, color: 'yellow', tokens: [cc, { kind: 'fairy-dust', color: 'yellow' }] }
		],
		pate: [2]
	}),
	scoreHoldings({
		unicorns: Array.from({ length: 7 }, () => ({ stars: 1, color: 'pink' as const })),
		beyondFive: 'new-collection'
	}),
	scoreHoldings({
		unicorns: [
			{ stars: 1, color: 'pink' },
			{ stars: 1, color: 'blue' },
			{ stars: 1, color: 'green' },
			{ stars: 1, color: 'yellow', siamese: true }
		]
	}),
	scoreHoldings({
		unicorns: [1, 2, 3, 4].map(() => ({ stars: 1, color: 'blue' as const, siamese: true })),
		schemePoints: 0
	}),
	scoreHoldings(bad<Holdings>({ unicorns: null, pate: 3, schemePoints: 0.5, beyondFive: 'x' })),
	scoreHoldings(
		bad<Holdings>({
			unicorns: [
				7,
				{ stars: 0.5, color: 'red', schemePoints: 0.5, tokens: 'x' },
				{ stars: 1, color: 'pink', tokens: ['glitter', { kind: 'fairy-dust', color: 'red' }] }
			],
			pate: [4]
		})
	),
	scoreHoldings({
		unicorns: [
			{ stars: 1, color: 'pink' },
			{ stars: 1, color: 'blue' },
			{ stars: 1, color: 'green' },
			{ stars: 1, color: 'yellow' }
		],
		schemePoints: -3
	}),
	scoreHoldings({
		unicorns: [
			{ stars: 1, color: 'pink', siamese: true },
			{ stars: 1, color: 'blue', siamese: true },
			{ stars: 1, color: 'green', siamese: true },
			{ stars: 1, color: 'yellow', siamese: true }
		]
	}),
	findWinner({
		scores: [
			{ player: 'A', total: 3, instantVictory: true },
			{ player: 'B', total: 4 }
		]
	}),
	findWinner({
		scores: [
			{ player: 'A', total: 3, instantVictory: true },
			{ player: 'B', total: 4, instantVictory: true }
		]
	}),
	findWinner({
		scores: [
			{ player: 'A', total: 3 },
			{ player: 'B', total: 3 }
		]
	}),
	findWinner({
		scores: [
			{ player: 'A', total: 3 },
			{ player: 'B', total: 3 },
			{ player: 'C', total: 1 }
		]
	}),
	findWinner({ scores: bad<PlayerScore[]>('x') }),
	findWinner({ scores: [] }),
	findWinner({
		scores: bad<PlayerScore[]>([
			{ player: '', total: 1 },
			{ player: 'A', total: 1 },
			{ player: 'A', total: 1.5 }
		])
	}),
	initialStock({ playerCount: 4 }),
	initialStock({ playerCount: 7 }),
	marketOrder({ players: ['A', 'B', 'C'], firstPlayer: 'B' }),
	canPurchase(buy({ handValues: [4] })),
	canPurchase(buy({})),
	canPurchase(buy({ item: bad('x') })),
	canPurchase(buy({ item: 'cotton-candy' })),
	canPurchase(buy({ item: 'cotton-candy', color: bad('red') })),
	canPurchase(buy({ alreadyBoughtThisRound: true, stock: soldOut, handValues: [1] })),
	canPurchase(buy({ handValues: bad('x') })),
	canPurchase(buy({ handValues: [5, 1, 1, 1, 1, 1, 1, 1, 1] })),
	applyPurchase({ stock, item: 'fairy-dust', color: 'pink' }),
	firstPlayerAfterHunt({ firstPlayer: 'A', winner: 'B', outcome: 'captured' }),
	firstPlayerAfterHunt({ firstPlayer: 'A', winner: 'A', outcome: 'captured' }),
	firstPlayerAfterHunt({ firstPlayer: 'A', winner: null, outcome: 'fled' }),
	firstPlayerAfterHunt({ firstPlayer: 'A', winner: null, outcome: 'invalid' }),
	firstPlayerAfterHunt({ firstPlayer: 'A', winner: null, outcome: 'captured' }),
	firstPlayerAfterHunt({ firstPlayer: 'A', winner: 'B', outcome: bad<HuntOutcome>('won') }),
	firstPlayerAfterHunt({ firstPlayer: '', winner: 'B', outcome: 'captured' }),
	firstPlayerAfterPass({ players: ['A', 'B', 'C'], firstPlayer: 'C' }),
	firstPlayerAfterPass({ players: bad('A'), firstPlayer: 'A' }),
	firstPlayerAfterPass({ players: [], firstPlayer: 'A' }),
	firstPlayerAfterPass({ players: ['A', '', 'A'], firstPlayer: 'Z' }),
	...(['no-effect', 'size', 'taker', 'discarded'] as const).map((effect) =>
		applyScheme({ bids: duel, effect, taker: 'B' })
	),
	applyScheme({ bids: duel, effect: 'taker' }),
	applyScheme({ bids: duel, effect: bad<SchemeEffect>('glitter') }),
	applyScheme({ bids: [], effect: 'no-effect' }),
	{
		steps: [],
		...checkKnightPower({ player: 'A', powers: true, character: 'bard', usedThisRound: false })
	},
	{
		steps: [],
		...checkKnightPower({ player: 'A', powers: true, character: 'knight', usedThisRound: true })
	},
	{ steps: [], ...checkPowerUse({ player: 'A', powers: false, usedThisRound: false }) },
	...(['barred', 'notTheirs', 'princessLate'] as const).map((kind) => ({
		steps: [],
		...checkCharacterPower({
			player: 'A',
			powers: true,
			usedThisRound: false,
			character: 'princess',
			own: kind === 'notTheirs' ? 'bard' : null,
			elsewhere: false,
			barred: kind === 'barred' ? ['princess'] : [],
			huntCardsPlayed: kind === 'princessLate'
		})
	})),
	{ steps: [], ...checkRoundCards({ played: 7, cards: 2 }) }
];
const EMITTED = RESULTS.flatMap((r) => [...r.steps, ...r.errors]);

describe('step codes', () => {
	test('every listed code is emitted by some input, and every emitted code is listed', () => {
		const emitted = new Set(EMITTED.map((s) => s.code));
		expect([...emitted].filter((c) => !(KTU_CODES as readonly string[]).includes(c))).toEqual([]);
		expect(KTU_CODES.filter((c) => !emitted.has(c))).toEqual([]);
	});

	test('codes are unique and none is a prefix branch of another', () => {
		expect(new Set(KTU_CODES).size).toBe(KTU_CODES.length);
		for (const a of KTU_CODES) for (const b of KTU_CODES) expect(b.startsWith(`${a}.`)).toBe(false);
	});

	test('every cited rule is a rulebook section', () => {
		for (const rule of KTU_RULES) expect(SECTION_BY_ID.has(rule), rule).toBe(true);
		for (const s of EMITTED)
			expect((KTU_RULES as readonly string[]).includes(s.rule), s.rule).toBe(true);
	});

	test.each(Object.keys(LOCALES))('every code has a non-empty sentence in %s', (lang) => {
		const tree = LOCALES[lang] ?? {};
		for (const code of KTU_CODES) {
			const text = lookup(tree, code);
			expect(typeof text === 'string' && text.trim() !== '', `${lang}: ${code}`).toBe(true);
		}
	});

	test.each(Object.keys(LOCALES))(
		'every placeholder in %s is filled by the step params',
		(lang) => {
			const tree = LOCALES[lang] ?? {};
			for (const s of EMITTED) {
				const variants = ['', '_one', '_other']
					.map((suffix) => lookup(tree, s.code + suffix))
					.filter((t) => typeof t === 'string');
				for (const text of variants) {
					for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) {
						expect(s.params, `${lang}: ${s.code} uses {{${name}}}`).toHaveProperty(name as string);
					}
					// Nested vocabulary ($t(steps-ktu:vocab.color.{{color}})) must resolve for the emitted value.
					for (const [, path, name] of text.matchAll(
						/\$t\(steps-ktu:([\w.-]+)\.\{\{(\w+)\}\}\)/g
					)) {
						const value = String(s.params?.[name as string]);
						expect(
							typeof lookup(tree, `${path}.${value}`),
							`${lang}: ${s.code} → ${path}.${value}`
						).toBe('string');
					}
				}
			}
		}
	);

	test('translations use the game\u2019s official terms', () => {
		expect(lookup(LOCALES.es ?? {}, 'hunt.allCancelled')).toContain('Estratagema');
		expect(lookup(LOCALES.fr ?? {}, 'hunt.allCancelled')).toContain('Ruse');
		expect(lookup(LOCALES.es ?? {}, 'hunt.error.cardsMismatch')).toContain('Cartas de Caza');
		expect(lookup(LOCALES.fr ?? {}, 'hunt.error.cardsMismatch')).toContain('cartes Chasse');
		expect(lookup(LOCALES.es ?? {}, 'market.order')).toContain('Mercado Negro');
		expect(lookup(LOCALES.fr ?? {}, 'market.order')).toContain('Marché Noir');
	});
});
