// Layouts hold on the smallest phone: the longest names allowed (and longer card names) never
// overflow, and on every page, in every language, each control is at least 24 px each way and can
// be brought out from under the sticky bars (issue 15).
import type { Page } from '@playwright/test';
import { test, expect, TOP_ROUTES } from './fixtures';
import { seedGame } from './seed';
import { sampleEvents } from '../../src/lib/tracker/ktu/sample-game';

// Nothing here needs the offline copy: no service worker, so no test pays for its precaching.
test.use({ serviceWorkers: 'block' });

test.use({ viewport: { width: 320, height: 640 } });

/** 40 characters with nowhere to break: the longest name the name check allows. */
const LONG = (letter: string) => letter.repeat(40);

async function expectNoSideScroll(page: Page, where: string) {
	const width = await page.evaluate(() => document.documentElement.scrollWidth);
	expect(width, where).toBeLessThanOrEqual(320);
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
	await page.getByRole('button', { name: 'Play a Unicorn' }).click();
	await page.getByLabel(`Unicorn for ${names[0]}'s Stable`).fill('U'.repeat(80));
	await page.getByRole('button', { name: `Add to ${names[0]}'s Stable` }).click();
	await expect(page.getByTestId('stable-0').getByText('U'.repeat(80))).toBeVisible();
	await expectNoSideScroll(page, 'game page');
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
	problem: 'box size' | 'box not square' | 'legend on border' | 'word cut' | 'one word a line';
	detail: string;
}

/**
 * What a newcomer took for broken controls (issue 15): a radio or checkbox smaller than 20 px,
 * not square, or not the size of the others; a group heading over its box's border; a word of a
 * control, label, heading or sticky bar cut in two, or a phrase stacked one word a line.
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
const KTU_GAME = 'layout-ktu';
/** The same game at its Black Market (a purchase form of radios). */
const KTU_MARKET = 'layout-ktu-market';
const UU_GAME = 'layout-uu';
const PAGES = [
	...TOP_ROUTES,
	'/rules/ktu/ktu.phase.hunt',
	'/rules/ktu/glossary',
	'/rules/uu/glossary',
	`/ktu/games/game?id=${KTU_GAME}`,
	`/ktu/games/game?id=${KTU_MARKET}`,
	`/uu/games/game?id=${UU_GAME}`
];

for (const lang of ['en', 'es', 'fr', 'it'] as const) {
	test.describe(`at 320 px in ${lang}`, () => {
		test.use({ locale: lang });

		test('every control is at least 24 px, not covered by a sticky bar, and whole, on every page', async ({
			page
		}) => {
			test.setTimeout(180_000);
			// A game at its hunt (the sticky bar over the hunt cards) and a game of the other kind.
			await seedGame(page, {
				id: KTU_GAME,
				kind: 'ktu',
				players: NAMES,
				events: sampleEvents().slice(0, 12)
			});
			await seedGame(page, {
				id: KTU_MARKET,
				kind: 'ktu',
				players: NAMES,
				events: sampleEvents().slice(0, 33)
			});
			await seedGame(page, {
				id: UU_GAME,
				kind: 'uu',
				players: NAMES.slice(0, 2),
				events: [
					{
						type: 'setup',
						players: NAMES.slice(0, 2),
						edition: 'standard-2e',
						babies: ['Baby Unicorn', 'Baby Unicorn']
					}
				]
			});
			const problems: Record<string, Problem[]> = {};
			const looks: Record<string, Look[]> = {};
			for (const path of PAGES) {
				await page.goto(path);
				await expect(page.locator('html')).toHaveAttribute('lang', lang);
				await expect(page.locator('h1').first()).toBeVisible();
				if (path.includes('/game?')) await expect(page.getByTestId('game-bar')).toBeVisible();
				const found = await layoutProblems(page);
				if (found.length > 0) problems[path] = found;
				await expectNoSideScroll(page, path);
				const look = await lookProblems(page);
				if (look.length > 0) looks[path] = look;
			}
			expect(problems).toEqual({});
			expect(looks).toEqual({});
		});

		test("the scorer keeps its words whole: the verdict in its bar, the legendary unicorn's worth", async ({
			page
		}) => {
			await page.goto('/ktu/score');
			await expect(page.getByTestId('score-page')).toHaveAttribute('data-ready', 'true');
			// A legendary unicorn for the fourth player: "Player 4 wins!" in the bar.
			await page.getByTestId('player-4').getByTestId('legendary-stars').click();
			await expect(page.getByTestId('score-bar')).toContainText('4');
			const bar = await lookProblems(page);
			expect(bar).toEqual([]);
		});
	});
}
