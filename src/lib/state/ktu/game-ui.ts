// What Kill the Unicorns is to the screens: its pages, the namespace of its tracker's screens,
// its tools, what its records call a player's points and what its share card says of each
// player's points. The one place that names its URLs.
import type { GameUi } from '../game-ui';
import type ktuGames from '../../../../locales/en/ktu-games.json';
import type ktuHunt from '../../../../locales/en/ktu-hunt.json';
import type ktuScore from '../../../../locales/en/ktu-score.json';
import type stepsKtu from '../../../../locales/en/steps-ktu.json';

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
	share: {
		line: 'results:share.points',
		// Each seat's points as the final count breaks them down (the game's pages load ktu-score).
		parts: (result, seat) => {
			const score = result.scores[seat];
			return score
				? [
						{ label: 'ktu-score:breakdown.stars', value: score.stars },
						{ label: 'ktu-score:breakdown.tokens', value: score.tokenPoints },
						{ label: 'ktu-score:breakdown.pate', value: score.patePoints },
						{ label: 'ktu-score:breakdown.schemes', value: score.schemePoints },
						{ label: 'ktu-score:breakdown.sets', value: score.setBonus },
						{ label: 'ktu-score:breakdown.rainbows', value: score.rainbowBonus }
					]
				: [];
		},
		note: () => null
	},
	glossaryNote: null
} as const satisfies GameUi<'ktu'>;

/** The screens' table of games finds it here (../game-ui.ts), by its `id`. */
export default KTU_UI;

declare module '../game-ui' {
	interface GameUis {
		ktu: typeof KTU_UI;
	}
}

// Its namespaces' English strings, the keys `t` takes in them (src/i18next.d.ts has the shared ones).
declare module 'i18next' {
	interface HornbookNamespaces {
		'ktu-games': typeof ktuGames;
		'ktu-hunt': typeof ktuHunt;
		'ktu-score': typeof ktuScore;
		'steps-ktu': typeof stepsKtu;
	}
}
