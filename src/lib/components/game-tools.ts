import { GAMES, type GameId } from '$lib/vocab';

export type ToolIcon = 'book' | 'target' | 'list' | 'trophy' | 'cards';

/** One of a game's tools: where it lives and how the bar and the hubs name it (keys in `common`). */
export type Tool = { href: string; nav: string; title: string; hint: string; icon: ToolIcon };

/** Each game's tools, in bar order. The bar, the home page and the hubs all read this table. */
export const TOOLS: Record<GameId, readonly Tool[]> = {
	ktu: [
		{
			href: '/rules/ktu',
			nav: 'nav.rules',
			title: 'home.rulesTool',
			hint: 'home.rulesToolHint',
			icon: 'book'
		},
		{
			href: '/ktu/hunt',
			nav: 'nav.hunt',
			title: 'home.huntTool',
			hint: 'home.huntToolHint',
			icon: 'target'
		},
		{
			href: '/ktu/games',
			nav: 'nav.game',
			title: 'home.trackerTool',
			hint: 'home.trackerToolHint',
			icon: 'list'
		},
		{
			href: '/ktu/score',
			nav: 'nav.score',
			title: 'home.scoreTool',
			hint: 'home.scoreToolHint',
			icon: 'trophy'
		}
	],
	uu: [
		{
			href: '/rules/uu',
			nav: 'nav.rules',
			title: 'home.rulesTool',
			hint: 'home.rulesToolHint',
			icon: 'book'
		},
		{
			href: '/uu/games',
			nav: 'nav.game',
			title: 'home.uuTool',
			hint: 'home.uuToolHint',
			icon: 'cards'
		},
		{
			href: '/uu/deck-out',
			nav: 'nav.deckOut',
			title: 'home.deckOutTool',
			hint: 'home.deckOutToolHint',
			icon: 'trophy'
		}
	]
};

/** The game a path belongs to (`/ktu/…`, `/rules/uu/…`), or null for shared pages (home, settings, search). */
export function gameOfPath(pathname: string): GameId | null {
	const [first, second] = pathname.split('/').filter(Boolean);
	const id = first === 'rules' ? second : first;
	return GAMES.find((g) => g === id) ?? null;
}

/** True when the path is the tool's page or a page under it. */
export const isUnder = (pathname: string, href: string): boolean =>
	pathname === href || pathname.startsWith(href + '/');
