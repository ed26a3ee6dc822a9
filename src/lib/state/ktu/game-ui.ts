// What Kill the Unicorns is to the screens: its pages, the namespace of its tracker's screens,
// its tools and what its records call a player's points. The one place that names its URLs.
import type { GameUi } from '../game-ui';

export const KTU_UI = {
	id: 'ktu',
	ns: 'ktu-games',
	games: '/ktu/games',
	tools: [
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
	records: {
		average: 'averagePoints',
		best: 'bestPoints',
		fewestTurns: false,
		totals: {
			huntsWon: 'huntsWon',
			wonInHunts: 'wonInHunts',
			gainedByScheme: 'gainedByScheme',
			lostToScheme: 'lostToScheme',
			butchered: 'butchered'
		}
	},
	share: 'results:share.points',
	glossaryNote: null
} as const satisfies GameUi<'ktu'>;
