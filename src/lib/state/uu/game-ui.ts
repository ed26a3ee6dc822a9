// What Unstable Unicorns is to the screens: its pages, the namespace of its tracker's screens,
// its tools, what its records count (unicorns, the fewest turns to a win), how its share card
// says the game ended and the glossary's note on card names. The one place that names its URLs.
import type { GameUi } from '../game-ui';
import type stepsUu from '../../../../locales/en/steps-uu.json';
import type uuGames from '../../../../locales/en/uu-games.json';

export const UU_UI = {
	id: 'uu',
	ns: 'uu-games',
	games: '/uu/games',
	tools: [
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
			title: 'home.trackerTool',
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
	],
	records: {
		average: 'averageUnicorns',
		best: 'bestUnicorns',
		fewestTurns: true,
		totals: { unicornsAtEnd: 'unicornsAtEnd', neighs: 'neighs' }
	},
	share: {
		line: 'results:share.unicorns',
		parts: () => [],
		// How the game ended: the turn it was won on, or the deck running out.
		note: (result) =>
			result.deckOut
				? { key: 'results:share.deckOut' }
				: { key: 'results:share.wonOnTurn', params: { turn: result.turns } }
	},
	// Card names stay in English (or Italian) where no source gives a local one: said once, there.
	glossaryNote: 'rules:glossary.uuCardNames'
} as const satisfies GameUi<'uu'>;

/** The screens' table of games finds it here (../game-ui.ts), by its `id`. */
export default UU_UI;

declare module '../game-ui' {
	interface GameUis {
		uu: typeof UU_UI;
	}
}

// Its namespaces' English strings, the keys `t` takes in them (src/i18next.d.ts has the shared ones).
declare module 'i18next' {
	interface HornbookNamespaces {
		'steps-uu': typeof stepsUu;
		'uu-games': typeof uuGames;
	}
}
