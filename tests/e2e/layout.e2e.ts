import { readFileSync } from 'node:fs';
// Layouts hold on the smallest phone: the longest names allowed (and longer card names) never
// overflow, and on every page, in every language, each control is at least 24 px each way and can
// be brought out from under the sticky bars.
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	TOP_ROUTES,
	seriousA11yViolations,
	COLOUR_RULES,
	recordViolations,
	violations
} from './fixtures';
import { LANGS } from '../../src/lib/vocab';
import { seedGame, seedUuGame } from './seed';
import {
	SAMPLE_ROUNDS,
	huntEvents,
	roundEvents,
	sampleEvents,
	type HuntScript,
	type RoundScript
} from '../../src/lib/tracker/ktu/sample-game';

test.use({ viewport: { width: 320, height: 640 } });

/** 40 characters with nowhere to break: the longest name the name check allows. */
const LONG = (letter: string) => letter.repeat(40);

async function expectNoSideScroll(page: Page, where: string) {
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth
	);
	expect(overflow, where).toBeLessThanOrEqual(0);
}

test('the longest names fit a 320 px screen (new game, game page, saved games)', async ({
	page
}) => {
	await page.goto('/uu/games/new');
	const names = [LONG('W'), LONG('M')];
	for (const [i, name] of names.entries()) {
		await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
	}
	await expectNoSideScroll(page, 'setup');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/uu\/games\/game\?id=/);
	await expect(page.getByTestId('turn-title')).toContainText(names[0]!);
	await page
		.getByRole('list', { name: 'Phases of the turn' })
		.getByRole('button', { name: 'Action' })
		.click();
	// The longest card name a table may type, played as the turn's unicorn: in the Stable, in the
	// card just played, and in the button that offered it.
	const play = page.getByTestId('play');
	await play.getByRole('searchbox').fill('U'.repeat(80));
	await expect(play.getByRole('button', { name: `Add “${'U'.repeat(80)}”` })).toBeVisible();
	await expectNoSideScroll(page, 'game page, a long name typed');
	await play.getByRole('button', { name: `Add “${'U'.repeat(80)}”` }).click();
	await expect(page.getByTestId('stable-0').getByText('U'.repeat(80))).toBeVisible();
	await expect(page.getByTestId('neigh-bar')).toContainText(`played ${'U'.repeat(80)}.`);
	await expectNoSideScroll(page, 'game page');
	// Its menu: the swap names the other player's unicorn with the longest name.
	await page
		.getByTestId('stable-0')
		.getByRole('button', {
			name: `Steal, destroy or move ${'U'.repeat(80)} in ${names[0]}'s Stable`
		})
		.click();
	await page.getByTestId('stable-0').getByRole('button', { name: 'Swap with…' }).click();
	await expect(
		page.getByTestId('stable-0').getByRole('button', { name: `Baby Unicorn (${names[1]})` })
	).toBeVisible();
	await expectNoSideScroll(page, 'game page, a unicorn menu');
	await page.goto('/uu/games');
	await expect(page.getByText(names[1]!).first()).toBeVisible();
	await expectNoSideScroll(page, 'saved games');
});

/** A control that fails the check, described for the failure message. */
interface Problem {
	control: string;
	width: number;
	height: number;
	problem: 'small' | 'covered';
	by?: string;
}

/**
 * Every visible control of the page: its target (the label around a radio or checkbox, which is
 * what a finger hits) at least 24 × 24 px, and, once scrolled to the middle of the screen (as far
 * as the page scrolls), its centre is the control itself, not a sticky bar over it. Links inside a
 * sentence are exempt from the size (WCAG 2.5.8's inline exception).
 */
async function layoutProblems(page: Page): Promise<Problem[]> {
	return page.evaluate(() => {
		const MIN = 24;
		const describe = (el: Element) =>
			`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${
				el.classList.length > 0
					? '.' + [...el.classList].filter((c) => !c.startsWith('svelte-')).join('.')
					: ''
			} “${(el.getAttribute('aria-label') ?? el.textContent ?? '')
				.replace(/\s+/g, ' ')
				.trim()
				.slice(0, 40)}”`;
		const inSentence = (el: Element) => {
			if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
			const parent = el.parentElement;
			if (!parent) return false;
			const own = Array.from(parent.childNodes).filter(
				(n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== ''
			);
			return own.length > 0 || parent.children.length > 1;
		};
		const controls = Array.from(
			document.querySelectorAll<HTMLElement>(
				'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])'
			)
		);
		const problems: Problem[] = [];
		const seen = new Set<Element>();
		for (const control of controls) {
			// A radio or checkbox is hit through its label.
			const target =
				control instanceof HTMLInputElement &&
				(control.type === 'radio' || control.type === 'checkbox' || control.type === 'file') &&
				control.closest('label')
					? (control.closest('label') as HTMLElement)
					: control;
			if (seen.has(target)) continue;
			seen.add(target);
			// Not rendered: display none, visibility hidden, or inside a closed <details>.
			if (!target.checkVisibility({ visibilityProperty: true }) || control.closest('[inert]'))
				continue;
			let rect = target.getBoundingClientRect();
			// Not shown (closed details, display none) or visually hidden until focused (skip link).
			if (rect.width <= 1 || rect.height <= 1) continue;
			if (!inSentence(target) && (rect.width < MIN - 0.5 || rect.height < MIN - 0.5)) {
				problems.push({
					control: describe(target),
					width: Math.round(rect.width),
					height: Math.round(rect.height),
					problem: 'small'
				});
			}
			target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
			rect = target.getBoundingClientRect();
			// Kept off screen until focused (the skip link): nothing to cover.
			const offScreen =
				rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth;
			if (offScreen) continue;
			const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
			const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
			const hit = document.elementFromPoint(x, y);
			if (!hit) continue;
			const ok =
				target.contains(hit) ||
				hit.contains(target) ||
				(control instanceof HTMLInputElement &&
					control.labels !== null &&
					Array.from(control.labels).some((l) => l.contains(hit)));
			if (!ok) {
				problems.push({
					control: describe(target),
					width: Math.round(rect.width),
					height: Math.round(rect.height),
					problem: 'covered',
					by: describe(hit)
				});
			}
		}
		return problems;
	});
}

/** A control or heading that looks broken, described for the failure message. */
interface Look {
	what: string;
	problem:
		| 'box size'
		| 'box not square'
		| 'legend on border'
		| 'word cut'
		| 'one word a line'
		| 'choice cut'
		| 'text clipped';
	detail: string;
}

/**
 * What a newcomer took for broken controls: a radio or checkbox smaller than 20 px, not square, or
 * not the size of the others; a group heading over its box's border; a word of a control, label,
 * heading or sticky bar cut in two, or a phrase stacked one word a line; a menu narrower than the
 * choice it shows (it once read "Come dice la cart…" at 390 px).
 */
async function lookProblems(page: Page): Promise<Look[]> {
	return page.evaluate(() => {
		const problems: Look[] = [];
		const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
		const shown = (el: Element) => {
			if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[inert]')) return false;
			const r = el.getBoundingClientRect();
			return r.width > 1 && r.height > 1;
		};

		// A see-through radio under a label styled as a button (the search filter) is not a box.
		const boxes = Array.from(
			document.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]')
		).filter((box) => shown(box) && box.checkVisibility({ opacityProperty: true }));
		const sizes = new Set<string>();
		for (const box of boxes) {
			const { width, height } = box.getBoundingClientRect();
			const what = `${box.type} “${text(box.closest('label') ?? box)}”`;
			sizes.add(`${Math.round(width)}×${Math.round(height)}`);
			if (width < 19.5 || height < 19.5)
				problems.push({ what, problem: 'box size', detail: `${width}×${height}` });
			if (Math.abs(width - height) > 1)
				problems.push({ what, problem: 'box not square', detail: `${width}×${height}` });
		}
		if (sizes.size > 1)
			problems.push({
				what: 'radios and checkboxes',
				problem: 'box size',
				detail: [...sizes].join(', ')
			});

		for (const legend of Array.from(document.querySelectorAll('fieldset > legend')).filter(shown)) {
			const fieldset = legend.parentElement as HTMLElement;
			const border = parseFloat(getComputedStyle(fieldset).borderTopWidth) || 0;
			if (border === 0) continue;
			const top = fieldset.getBoundingClientRect().top + border;
			const l = legend.getBoundingClientRect();
			if (l.top < top - 0.5)
				problems.push({
					what: `legend “${text(legend)}”`,
					problem: 'legend on border',
					detail: `${Math.round(top - l.top)} px over`
				});
		}

		// A menu shows its choice whole: as wide as a copy of it holding that choice alone needs.
		for (const select of Array.from(document.querySelectorAll('select')).filter(shown)) {
			const chosen = select.selectedOptions[0];
			if (!chosen) continue;
			const copy = select.cloneNode(false) as HTMLSelectElement;
			copy.append(chosen.cloneNode(true));
			copy.style.cssText =
				'position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none';
			select.after(copy);
			const needs = copy.getBoundingClientRect().width;
			copy.remove();
			const width = select.getBoundingClientRect().width;
			if (width < needs - 0.5)
				problems.push({
					what: `menu “${text(chosen)}”`,
					problem: 'choice cut',
					detail: `${Math.round(width)} px of ${Math.round(needs)}`
				});
		}

		// Text cut short with an ellipsis or after its last allowed line: the walk's names are
		// short, so nothing the app writes should need it (a newcomer once read "A.." for "Au tour
		// de Bruno" in the game bar).
		for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(shown)) {
			// A tool bar's verdict keeps to three lines by design: the panel above says it whole.
			if (el.classList.contains('bar-verdict')) continue;
			const style = getComputedStyle(el);
			if (style.overflow !== 'hidden' && style.overflowX !== 'hidden') continue;
			const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
			if (style.textOverflow !== 'ellipsis' && !clamped) continue;
			if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
				problems.push({
					what: `“${text(el)}”`,
					problem: 'text clipped',
					detail: `${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`
				});
		}

		// Every word on the page; a phrase a word a line only on controls, labels, headings and
		// sticky bars (a narrow table column may do it for good reasons).
		const PHRASES =
			'button, label, legend, summary, h1, h2, h3, [role=button], [data-testid$=-bar], .bar';
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement;
			if (!parent || !shown(parent) || parent.closest('.visually-hidden')) continue;
			const value = node.textContent ?? '';
			// Words as the browser may wrap them: at breakable spaces (not at no-break ones,
			// which keep « ! » and « : » to their word) and after hyphens.
			const words: { top: number; cut: boolean; word: string }[] = [];
			for (const match of value.matchAll(/[^ \t\n\r\-‐]+/g)) {
				const range = document.createRange();
				range.setStart(node, match.index);
				range.setEnd(node, match.index + match[0].length);
				const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
				if (rects.length === 0) continue;
				const tops = new Set(rects.map((r) => Math.round(r.top)));
				words.push({ top: rects[0]!.top, cut: tops.size > 1, word: match[0] });
			}
			// Longer than any word the app writes: a name or card typed whole, or an address.
			const cut = words.find((w) => w.cut && w.word.length <= 24);
			if (cut) problems.push({ what: `“${text(parent)}”`, problem: 'word cut', detail: cut.word });
			const lines = new Set(words.map((w) => Math.round(w.top)));
			if (parent.closest(PHRASES) && words.length >= 3 && lines.size === words.length)
				problems.push({
					what: `“${text(parent)}”`,
					problem: 'one word a line',
					detail: `${words.length} words on ${lines.size} lines`
				});
		}
		return problems;
	});
}

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const UU_GAME = 'walk-uu';

/** A Kill the Unicorns game at each moment that has its own panels (from the sample game). */
function ktuMoments(): Record<string, unknown[]> {
	const setup = sampleEvents().slice(0, 1);
	const round = SAMPLE_ROUNDS[0] as RoundScript;
	const round1 = roundEvents(round);
	const firstHunt = huntEvents(round.hunts[0] as HuntScript);
	return {
		trap: [...setup, ...round1.slice(0, 6)],
		bidding: [...setup, ...round1.slice(0, 9), ...firstHunt.slice(0, 2)],
		scheme: [...setup, ...round1.slice(0, 9), ...firstHunt.slice(0, -1)],
		market: [...setup, ...round1.slice(0, -3)],
		final: sampleEvents()
	};
}

/**
 * Old addresses, so shared links and installed home-screen icons keep working: empty pages that
 * redirect in the browser, under the same policy. Where they land is walked in its own right,
 * except for an unknown game.
 */
const MOVED = ['/tracker', '/tracker/game?id=none', '/hunt', '/uu/new'];
const LANDS_ON_WALKED = new Set(['/tracker', '/hunt', '/uu/new']);

/**
 * The pages walked, in groups so that the workers share the walk: the app's own pages, each game's
 * tools, the rulebook's kinds of page, and saved games at each moment of play.
 */
const GROUPS = {
	app: [...TOP_ROUTES.filter((p) => !/^\/(ktu|uu)(\/|$)/.test(p)), ...MOVED],
	tools: TOP_ROUTES.filter((p) => /^\/(ktu|uu)(\/|$)/.test(p)),
	rules: [
		'/rules/ktu/ties',
		'/rules/ktu/ktu.phase.hunt',
		'/rules/uu/adv.neigh',
		'/rules/uu/two-player',
		'/rules/ktu/glossary',
		'/rules/uu/glossary',
		'/rules/search?q=tie'
	],
	games: [
		'/ktu/games',
		...Object.keys(ktuMoments()).map((m) => `/ktu/games/game?id=walk-${m}`),
		'/uu/games',
		`/uu/games/game?id=${UU_GAME}`
	]
} as const;

/** The page's policy allows no script but its own and hashed ones, and nothing was blocked. */
async function expectStrictPolicy(page: Page, path: string) {
	const meta = page.locator('meta[http-equiv="content-security-policy"]');
	await expect(meta, path).toHaveCount(1);
	const policy = (await meta.getAttribute('content')) ?? '';
	const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
	expect(scriptSrc, path).toContain("'self'");
	expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
	expect(scriptSrc, path).not.toContain('unsafe-inline');
	// No JavaScript eval; 'wasm-unsafe-eval' (compiling the Receive page's QR reader) is allowed.
	expect(scriptSrc, path).not.toContain("'unsafe-eval'");
	expect(policy, path).toContain("object-src 'none'");
	expect(await violations(page), path).toEqual([]);
}

async function seedGames(page: Page) {
	for (const [moment, events] of Object.entries(ktuMoments())) {
		await seedGame(page, { id: `walk-${moment}`, kind: 'ktu', players: NAMES, events });
	}
	// A unicorn played, Neighed and let through by a Neigh on the Neigh: the Neigh bar is up, and
	// a Stable holds a unicorn with its menu's button.
	await seedUuGame(page, UU_GAME, NAMES.slice(0, 2), [
		{ type: 'played', player: 0, card: 'unicorn', name: 'Rhinocorn' },
		{ type: 'neigh', player: 1 },
		{ type: 'neigh', player: 0, super: true }
	]);
}

// One walk visits each page once and checks there everything a page owes, in each language: it
// carries a strict Content-Security-Policy that blocked nothing, it is hydrated, and in each
// language it fits 320 px without side scrolling, each control is at least 24 px and not under a
// sticky bar, no word is cut and no phrase stacked a word a line (lookProblems); in English, light
// and dark, axe finds no serious accessibility violation. The language is chosen in Settings in a
// second tab, and the walked page follows it in place, as every open tab of the app does; it is
// what a page opened in Spanish, French or Italian does too (drawn in English, then switched).
type WalkLang = (typeof LANGS)[number];

for (const [group, pages] of Object.entries(GROUPS)) {
	test(`${group}: policy on every page; layout and controls in every language; accessibility`, async ({
		page,
		context
	}) => {
		if (group === 'games') await seedGames(page);
		const chooser = await context.newPage();
		await chooser.goto('/settings');
		let current: WalkLang = 'en';
		const choose = async (lang: WalkLang) => {
			await chooser.locator('#lang').selectOption(lang);
			await expect(page.locator('html')).toHaveAttribute('lang', lang);
			current = lang;
		};
		// Text that comes in its own file (a rulebook, the search index) is on the page once
		// nothing says it is still on its way.
		const settled = (where: string) =>
			expect(page.locator('[aria-busy="true"]'), where).toHaveCount(0);
		await recordViolations(page);
		const problems: Record<string, Problem[]> = {};
		const looks: Record<string, Look[]> = {};
		for (const path of pages) {
			await page.emulateMedia({ colorScheme: 'light' });
			await page.goto(path);
			await expect(page.locator('html'), path).toHaveAttribute('lang', current);
			await expect(page.locator('h1').first(), path).toBeVisible();
			if (path.includes('/ktu/games/game?'))
				await expect(page.getByTestId('round-status'), path).toBeVisible();
			if (path.includes('?id=walk-')) await expect(page.getByTestId('game-bar')).toBeVisible();
			if (path.includes(`?id=${UU_GAME}`))
				await expect(page.getByTestId('neigh-bar'), path).toContainText('Rhinocorn');
			if (path.includes('?q=')) await expect(page.getByTestId('search-results')).toBeVisible();
			await expectStrictPolicy(page, path);
			if (LANDS_ON_WALKED.has(path)) continue;
			// From the language the page opened in, through the others (fewest switches).
			const order: readonly WalkLang[] = current === 'en' ? LANGS : [...LANGS].reverse();
			for (const lang of order) {
				const where = `${path} (${lang})`;
				if (lang !== current) await choose(lang);
				await settled(where);
				await expectNoSideScroll(page, where);
				const found = await layoutProblems(page);
				if (found.length > 0) problems[where] = found;
				const look = await lookProblems(page);
				if (look.length > 0) looks[where] = look;
				if (lang !== 'en') continue;
				await page.evaluate(() => window.scrollTo(0, 0));
				expect(await seriousA11yViolations(page), path).toEqual([]);
				await page.emulateMedia({ colorScheme: 'dark' });
				expect(await seriousA11yViolations(page, COLOUR_RULES), `${path} (dark)`).toEqual([]);
				await page.emulateMedia({ colorScheme: 'light' });
			}
		}
		expect(problems).toEqual({});
		expect(looks).toEqual({});
		expect(await violations(page), 'blocked by the policy').toEqual([]);
	});
}

for (const lang of LANGS) {
	test.describe(`at 320 px in ${lang}`, () => {
		test.use({ locale: lang });

		test("the scorer keeps its words whole: the verdict in its bar, the legendary unicorn's worth", async ({
			page
		}) => {
			await page.goto('/ktu/score');
			await expect(page.getByTestId('score-page')).toHaveAttribute('data-ready', 'true');
			// A legendary unicorn for the fourth player: the bar names the three still empty.
			await page.getByTestId('player-4').getByTestId('legendary-stars').click();
			await expect(page.getByTestId('score-bar')).toContainText('3');
			const bar = await lookProblems(page);
			expect(bar).toEqual([]);
		});

		test("the hunt calculator's status line stays whole: six long names, all or one still to enter", async ({
			page
		}) => {
			const words = JSON.parse(readFileSync(`locales/${lang}/ktu-hunt.json`, 'utf8')) as {
				addPlayer: string;
			};
			await page.goto('/ktu/hunt');
			await expect(page.getByTestId('hunt-page')).toHaveAttribute('data-ready', 'true');
			const add = page.getByRole('button', { name: words.addPlayer, exact: true });
			while ((await add.count()) > 0 && (await page.getByTestId('seat-6').count()) === 0)
				await add.click();
			await expect(page.getByTestId('seat-6')).toBeVisible();
			// The longest names a table may type (40 characters).
			const long = (n: number) => `Maximiliana Constantinopla Ferrer ${n}`.padEnd(40, 'x');
			for (let n = 1; n <= 6; n++)
				await page.getByTestId(`seat-${n}`).getByRole('textbox').first().fill(long(n));
			const status = page.getByTestId('final-ruling');
			const whole = () =>
				status.evaluate(
					(el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth
				);
			await expect(status).toContainText('6');
			expect(await whole()).toBe(true);
			for (let n = 1; n <= 5; n++)
				await page.getByTestId(`seat-${n}`).getByRole('spinbutton').last().fill('3');
			await expect(status).toContainText(long(6));
			expect(await whole()).toBe(true);
		});
	});
}
