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

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const KTU_GAME = 'layout-ktu';
const UU_GAME = 'layout-uu';
const PAGES = [
	...TOP_ROUTES,
	'/rules/ktu/ktu.phase.hunt',
	'/rules/ktu/glossary',
	'/rules/uu/glossary',
	`/ktu/games/game?id=${KTU_GAME}`,
	`/uu/games/game?id=${UU_GAME}`
];

for (const lang of ['en', 'es', 'fr', 'it'] as const) {
	test.describe(`at 320 px in ${lang}`, () => {
		test.use({ locale: lang });

		test('every control is at least 24 px and not covered by a sticky bar, on every page', async ({
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
			for (const path of PAGES) {
				await page.goto(path);
				await expect(page.locator('html')).toHaveAttribute('lang', lang);
				await expect(page.locator('h1').first()).toBeVisible();
				if (path.includes('/game?')) await expect(page.getByTestId('game-bar')).toBeVisible();
				const found = await layoutProblems(page);
				if (found.length > 0) problems[path] = found;
			}
			expect(problems).toEqual({});
		});
	});
}
