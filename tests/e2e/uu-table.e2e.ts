// The Unstable Unicorns table by tap: the Neigh and the Neigh on the Neigh (the winning unicorn
// Neighed too), each change a Stable goes through from its unicorn's menu, a card the deck holds
// once, and a short game played whole with its taps counted. Each is read back in the log's
// sentences and kept by a reload.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seedUuGame } from './seed';
import { Taps } from './taps';
import {
	arrives,
	change,
	count,
	logEntry,
	logEvent,
	newGame,
	openLog,
	openTurn,
	pass,
	playUnicorn,
	stable,
	unicorns
} from './uu-table';

const neighBar = (page: Page) => page.getByTestId('neigh-bar');
const who = (page: Page) =>
	neighBar(page).getByRole('group', { name: /^Who played the (Super )?Neigh\?$/ });
/** The sentences of a turn's log entry. */
const turnLine = (page: Page, context: string) =>
	logEntry(page.getByTestId('game-log'), context).getByTestId('log-open');

test('a Neigh stops the card just played, a Neigh on the Neigh lets it through, a Super Neigh stops it again; a reload keeps them', async ({
	page
}) => {
	await newGame(page, ['Ana', 'Ben', 'Cy']);
	await playUnicorn(page, 'Ana', 'Rhinocorn', { find: 'rhino' });
	const played = neighBar(page).locator('p').first();
	await expect(played).toHaveText('Ana played Rhinocorn.');
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Rhinocorn']);

	// uu.cards.instant: Neigh, then who played it; nobody Neighs their own card.
	await neighBar(page).getByRole('button', { name: 'Neigh', exact: true }).click();
	await expect(who(page).getByRole('button')).toHaveText(['Ben', 'Cy']);
	await who(page).getByRole('button', { name: 'Ben' }).click();
	await expect(who(page)).toHaveCount(0);
	await expect(played).toHaveText("Ana played Rhinocorn. It is stopped by Ben's Neigh.");
	await expect(neighBar(page)).toContainText('is for your table to decide');
	// The stopped unicorn never stays in the Stable.
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn']);
	await expect(count(page, 0)).toHaveText('1 / 7 unicorns');

	// A Neigh on the Neigh: the card goes through, the unicorn is back.
	await neighBar(page).getByRole('button', { name: 'Neigh that Neigh' }).click();
	await expect(who(page).getByRole('button')).toHaveText(['Ana', 'Cy']);
	await who(page).getByRole('button', { name: 'Ana' }).click();
	await expect(played).toHaveText('Ana played Rhinocorn. It goes through: Ana Neighed the Neigh.');
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Rhinocorn']);
	await expect(count(page, 0)).toHaveText('2 / 7 unicorns');

	// A Super Neigh on Ana's Neigh stops it again.
	await neighBar(page).getByRole('button', { name: 'Super Neigh' }).click();
	await expect(who(page).getByRole('button')).toHaveText(['Ben', 'Cy']);
	await who(page).getByRole('button', { name: 'Cy' }).click();
	await expect(played).toHaveText('Ana played Rhinocorn. It is stopped: Cy played a Super Neigh.');
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn']);

	const chain =
		"Ana played Rhinocorn. Ben played a Neigh on Ana's card: it is stopped. Ana Neighed Ben's Neigh: the card goes through. Cy played a Super Neigh on Ana's Neigh: the card is stopped again.";
	await openLog(page);
	await expect(turnLine(page, 'Turn 1 · Ana')).toHaveText(`Turn 1 · Ana ${chain}`);

	// A reload keeps the chain: the Stable, the card (no Neigh offered on a Super Neigh: Hornbook's
	// reading), the log.
	await page.reload();
	await expect(played).toHaveText('Ana played Rhinocorn. It is stopped: Cy played a Super Neigh.');
	await expect(neighBar(page)).toContainText(
		"Hornbook's reading: no Neigh is offered after a Super Neigh"
	);
	await expect(neighBar(page).getByRole('button', { name: 'Neigh that Neigh' })).toHaveCount(0);
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn']);
	await openLog(page);
	await expect(turnLine(page, 'Turn 1 · Ana')).toHaveText(`Turn 1 · Ana ${chain}`);

	// Ana plays another card: the bar is about that one now, and nothing was Neighed on it.
	await expect(page.getByTestId('play')).toContainText('Another card from Ana?');
	await page.getByTestId('play').getByRole('button', { name: 'A Magic card' }).click();
	await page.getByTestId('play').getByRole('button', { name: 'Without its name' }).click();
	await expect(played).toHaveText('Ana played a Magic card.');
	await expect(neighBar(page).getByRole('button', { name: 'Neigh', exact: true })).toBeVisible();
	await expect(turnLine(page, 'Turn 1 · Ana')).toHaveText(
		`Turn 1 · Ana ${chain} Ana played a Magic card.`
	);
});

test('the unicorn that wins can still be Neighed: the game goes on, and a Neigh on that Neigh wins it again', async ({
	page
}) => {
	// Ana has six unicorns, brought in by cards; the seventh is the one she plays.
	const six = ['Narwhal', 'Llamacorn', 'Americorn', 'Unicorn Phoenix', 'Classy Narwhal'];
	await seedUuGame(
		page,
		'win-neigh',
		['Ana', 'Ben', 'Cy'],
		six.map((name) => ({ type: 'unicorn-added', player: 0, name, how: 'other' }))
	);
	await page.goto('/uu/games/game?id=win-neigh');
	await expect(count(page, 0)).toHaveText('6 / 7 unicorns');
	await playUnicorn(page, 'Ana', 'Basic Unicorn');
	const banner = page.getByTestId('winner-banner');
	// The card can still be Neighed: the win is announced, with what a Neigh on it would do.
	await expect(banner).toHaveText(
		'Ana wins with 7 unicorns! If no one Neighs it, the game is over. A Neigh on it stops it, and the game goes on.'
	);
	await expect(banner).not.toContainText('Undo if a tap went wrong');
	await expect(page.getByTestId('play')).toHaveCount(0);
	await expect(page.getByTestId('pass-turn')).toHaveCount(0);
	await openLog(page);
	await expect(turnLine(page, 'Turn 1 · Ana')).toHaveText(/Ana played Basic Unicorn\.\s*$/);
	await expect(page.getByTestId('log-closing')).toContainText('Ana has 7 unicorns and wins.');

	// Cy Neighs it: the Basic Unicorn leaves the Stable, and the game goes on.
	await neighBar(page).getByRole('button', { name: 'Neigh', exact: true }).click();
	await who(page).getByRole('button', { name: 'Cy' }).click();
	await expect(banner).toHaveCount(0);
	await expect(count(page, 0)).toHaveText('6 / 7 unicorns');
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 1 · Ana plays');
	await expect(page.getByTestId('pass-turn')).toHaveAccessibleName("Ben's turn");
	await expect(page.getByTestId('play')).toBeVisible();
	await expect(turnLine(page, 'Turn 1 · Ana')).toHaveText(
		/Classy Narwhal came into Ana's Stable\. Ana played Basic Unicorn\. Cy played a Neigh on Ana's card: it is stopped\.\s*$/
	);

	// Kept by a reload, and the saved games say the game is still on.
	await page.reload();
	await expect(count(page, 0)).toHaveText('6 / 7 unicorns');
	await expect(banner).toHaveCount(0);
	await expect(neighBar(page).locator('p').first()).toHaveText(
		"Ana played Basic Unicorn. It is stopped by Cy's Neigh."
	);

	// Ana Neighs Cy's Neigh: the unicorn goes through, and she wins after all.
	await neighBar(page).getByRole('button', { name: 'Neigh that Neigh' }).click();
	await who(page).getByRole('button', { name: 'Ana' }).click();
	// The Neighs on the winning card are recorded: no line about a Neigh to come.
	await expect(banner).toHaveText(
		'Ana wins with 7 unicorns! The game is over. Undo if a tap went wrong.'
	);
	await expect(count(page, 0)).toHaveText('7 / 7 unicorns');

	// Undone, and played as a Super Neigh: nothing can be played on it, so the game is over.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(banner).toHaveCount(0);
	await neighBar(page).getByRole('button', { name: 'Super Neigh' }).click();
	await who(page).getByRole('button', { name: 'Ana' }).click();
	await expect(banner).toHaveText(
		'Ana wins with 7 unicorns! The game is over. Undo if a tap went wrong.'
	);
	await page.goto('/uu/games');
	await expect(page.getByTestId('saved-games').getByRole('listitem').first()).toContainText(
		'Ana won'
	);
});

test("each change of a Stable from its unicorn's menu: steal, counts as, move, swap, destroy, back to the hand, sacrifice, a baby from the Nursery; a card the deck holds once is refused a second Stable", async ({
	page
}) => {
	await newGame(page, ['Ana', 'Ben', 'Cy']);
	// Turn 1: Ana plays a Basic Unicorn; a card brings Cy a baby from the Nursery.
	await playUnicorn(page, 'Ana', 'Basic Unicorn');
	await stable(page, 2)
		.getByRole('button', { name: "Baby from the Nursery into Cy's Stable" })
		.click();
	await expect(unicorns(page, 2)).toHaveText(['Baby Unicorn', 'Baby Unicorn']);
	await pass(page, 'Ben', 2);

	// Turn 2: Ben plays Rhinocorn. His own unicorn's menu offers no steal.
	await playUnicorn(page, 'Ben', 'Rhinocorn', { find: 'rhino' });
	let item = await change(page, 1, 'Ben', 'Rhinocorn');
	await expect(item.locator('.menu').getByRole('button')).toHaveText([
		'Destroyed',
		'Sacrificed',
		'Back to the hand',
		'Move to…',
		'Swap with…',
		'How many unicorns it counts as'
	]);
	// Counts as 2 (a card says so).
	await item.getByRole('button', { name: 'How many unicorns it counts as' }).click();
	await expect(item).toContainText('How many unicorns does Rhinocorn count as now?');
	await expect(item.locator('.menu').getByRole('button')).toHaveText(['0', '1', '2', '3']);
	await expect(item.getByRole('button', { name: '1', exact: true })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await item.getByRole('button', { name: '2', exact: true }).click();
	await expect(item).toContainText('counts as 2 unicorns');
	await expect(count(page, 1)).toHaveText('3 / 7 unicorns');

	// Ben steals Ana's Basic Unicorn.
	item = await change(page, 0, 'Ana', 'Basic Unicorn');
	await item.getByRole('button', { name: 'Ben steals it' }).click();
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn']);
	await expect(unicorns(page, 1)).toHaveText(['Baby Unicorn', 'Rhinocorn', 'Basic Unicorn']);
	await expect(count(page, 1)).toHaveText('4 / 7 unicorns');

	// Rhinocorn moves to Cy's Stable, still counting as 2.
	item = await change(page, 1, 'Ben', 'Rhinocorn');
	await item.getByRole('button', { name: 'Move to…' }).click();
	await expect(item).toContainText('Where does Rhinocorn go?');
	await expect(item.locator('.menu').getByRole('button')).toHaveText(['To Ana', 'To Cy']);
	await item.getByRole('button', { name: 'To Cy' }).click();
	await expect(unicorns(page, 2)).toHaveText(['Baby Unicorn', 'Baby Unicorn', 'Rhinocorn']);
	await expect(count(page, 2)).toHaveText('4 / 7 unicorns');
	await expect(count(page, 1)).toHaveText('2 / 7 unicorns');

	// Ben's Basic Unicorn swaps with Cy's Rhinocorn: each takes the other's place.
	item = await change(page, 1, 'Ben', 'Basic Unicorn');
	await item.getByRole('button', { name: 'Swap with…' }).click();
	await expect(item.locator('.menu').getByRole('button')).toHaveText([
		'Baby Unicorn (Ana)',
		'Baby Unicorn (from the start) (Cy)',
		'Baby Unicorn (turn 1) (Cy)',
		'Rhinocorn (Cy)'
	]);
	await item.getByRole('button', { name: 'Rhinocorn (Cy)' }).click();
	await expect(unicorns(page, 1)).toHaveText(['Baby Unicorn', 'Rhinocorn']);
	await expect(unicorns(page, 2)).toHaveText(['Baby Unicorn', 'Baby Unicorn', 'Basic Unicorn']);
	await expect(count(page, 1)).toHaveText('3 / 7 unicorns');

	// Ben destroys Cy's Basic Unicorn; one of Cy's babies goes back to the hand.
	item = await change(page, 2, 'Cy', 'Basic Unicorn');
	await item.getByRole('button', { name: 'Destroyed' }).click();
	await expect(unicorns(page, 2)).toHaveText(['Baby Unicorn', 'Baby Unicorn']);
	item = await change(page, 2, 'Cy', 'Baby Unicorn', { nth: 1 });
	await item.getByRole('button', { name: 'Back to the hand' }).click();
	await expect(unicorns(page, 2)).toHaveText(['Baby Unicorn']);
	// Ben sacrifices his own baby.
	item = await change(page, 1, 'Ben', 'Baby Unicorn');
	await item.getByRole('button', { name: 'Sacrificed' }).click();
	await expect(unicorns(page, 1)).toHaveText(['Rhinocorn']);
	await expect(count(page, 1)).toHaveText('2 / 7 unicorns');

	// uu.components: the deck holds one Baby Narwhal and one Rhinocorn; neither sits in two Stables.
	await arrives(page, 0, 'Ana', 'Baby Narwhal', { own: true });
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Baby Narwhal']);
	await arrives(page, 2, 'Cy', 'Baby Narwhal', { own: true });
	await expect(page.getByTestId('refusal')).toHaveText(
		"The deck holds only one Baby Narwhal, and it is in Ana's Stable already."
	);
	await expect(unicorns(page, 2)).toHaveText(['Baby Unicorn']);
	// Rhinocorn is no longer offered by name; typed, it is refused too.
	const picker = stable(page, 0).getByRole('group', { name: "Unicorn arriving in Ana's Stable" });
	await stable(page, 0)
		.getByRole('button', { name: "Another unicorn arrives in Ana's Stable" })
		.click();
	await picker.getByRole('searchbox').fill('Rhinocorn');
	await expect(picker.getByRole('button', { name: 'Rhinocorn', exact: true })).toHaveCount(0);
	await picker.getByRole('button', { name: 'Add “Rhinocorn”' }).click();
	await expect(page.getByTestId('refusal')).toHaveText(
		"The deck holds only one Rhinocorn, and it is in Ben's Stable already."
	);
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Baby Narwhal']);

	// The log tells each change in a sentence, with both players; refused taps are not in it.
	const turn1 =
		"Turn 1 · Ana Ana played Basic Unicorn. Baby Unicorn came from the Nursery into Cy's Stable.";
	const turn2 = [
		'Turn 2 · Ben Ben played Rhinocorn.',
		"Rhinocorn in Ben's Stable now counts as 2 unicorns.",
		'Ben stole Basic Unicorn from Ana.',
		"Rhinocorn went from Ben's Stable to Cy's.",
		"Ben's Basic Unicorn and Cy's Rhinocorn swapped Stables.",
		"Ben destroyed Basic Unicorn in Cy's Stable.",
		"Baby Unicorn went from Cy's Stable back to the hand.",
		'Ben sacrificed Baby Unicorn.',
		"Baby Narwhal came into Ana's Stable."
	].join(' ');
	await openLog(page);
	await expect(turnLine(page, 'Turn 1 · Ana')).toHaveText(turn1);
	await expect(turnLine(page, 'Turn 2 · Ben')).toHaveText(turn2);

	// A reload keeps every Stable as it is, and the log.
	await page.reload();
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Baby Narwhal']);
	await expect(unicorns(page, 1)).toHaveText(['Rhinocorn']);
	await expect(stable(page, 1)).toContainText('counts as 2');
	await expect(unicorns(page, 2)).toHaveText(['Baby Unicorn']);
	await expect(count(page, 0)).toHaveText('2 / 7 unicorns');
	await expect(count(page, 1)).toHaveText('2 / 7 unicorns');
	await expect(count(page, 2)).toHaveText('1 / 7 unicorns');
	await openLog(page);
	await expect(turnLine(page, 'Turn 1 · Ana')).toHaveText(turn1);
	await expect(turnLine(page, 'Turn 2 · Ben')).toHaveText(turn2);
});

/**
 * Taps and keys of the short game below, set up included (player names typed): 30 when it was
 * written, 31 once a Magic card is named in a second tap, with a little headroom. Counted, never timed; `npm run bench` prints it.
 */
const SHORT_GAME_TAPS = 35;

test(`a short three-player game by tap, to the draw pile running out, within ${SHORT_GAME_TAPS} taps and keys`, async ({
	page
}) => {
	const taps = new Taps();
	await newGame(page, ['Ana', 'Ben', 'Cy'], taps);
	const play = page.getByTestId('play');
	// Round 1. Ana plays a Basic Unicorn.
	await playUnicorn(page, 'Ana', 'Basic Unicorn', { taps });
	await pass(page, 'Ben', 2, taps);
	// Ben plays Rhinocorn; Ana Neighs it.
	await playUnicorn(page, 'Ben', 'Rhinocorn', { find: 'rhi', taps });
	await taps.click(neighBar(page).getByRole('button', { name: 'Neigh', exact: true }));
	await taps.click(who(page).getByRole('button', { name: 'Ana' }));
	await expect(unicorns(page, 1)).toHaveText(['Baby Unicorn']);
	await pass(page, 'Cy', 3, taps);
	// Cy plays a Magic card that steals Ana's Basic Unicorn.
	await taps.click(play.getByRole('button', { name: 'A Magic card' }));
	await taps.click(play.getByRole('button', { name: 'Blatant Thievery' }));
	await expect(neighBar(page).locator('p').first()).toHaveText(
		'Cy played the Magic card Blatant Thievery.'
	);
	const item = await change(page, 0, 'Ana', 'Basic Unicorn', { taps });
	await taps.click(item.getByRole('button', { name: 'Cy steals it' }));
	await expect(unicorns(page, 2)).toHaveText(['Baby Unicorn', 'Basic Unicorn']);
	await pass(page, 'Ana', 4, taps);

	// A reload mid-game loses nothing.
	await page.reload();
	await expect(page.getByTestId('turn-title')).toHaveText('Turn 4 · Ana plays');
	await expect(unicorns(page, 2)).toHaveText(['Baby Unicorn', 'Basic Unicorn']);

	// Round 2. Ana's turn passes with nothing to enter.
	await pass(page, 'Ben', 5, taps);
	// Ben plays a Narwhal, and a card brings him a baby from the Nursery.
	await playUnicorn(page, 'Ben', 'Narwhal', { taps });
	await taps.click(
		stable(page, 1).getByRole('button', {
			name: "Baby from the Nursery into Ben's Stable"
		})
	);
	await expect(count(page, 1)).toHaveText('3 / 7 unicorns');
	await pass(page, 'Cy', 6, taps);
	// Cy plays a Basic Unicorn, and the draw pile runs out: 3 unicorns each for Ben and Cy, and
	// Cy's names have more letters (uu.end).
	await playUnicorn(page, 'Cy', 'Basic Unicorn', { taps });
	await taps.click(page.getByRole('button', { name: 'The draw pile ran out' }));
	await taps.click(
		page.getByRole('dialog', { name: 'End the game now?' }).getByRole('button', {
			name: 'End the game'
		})
	);
	await expect(page.getByTestId('winner-banner')).toContainText('The draw pile ran out: Cy wins!');
	await expect(page.getByTestId('deck-out-result').getByTestId('deck-out-letters')).toHaveText([
		'11',
		'29',
		'35'
	]);

	// The whole game in the log, one sentence an event, newest first, grouped by round.
	const log = await openLog(page);
	// The two newest rounds are open: the set-up's is opened.
	for (const older of ['Setup'])
		await log
			.getByTestId('log-group')
			.filter({ hasText: older })
			.locator(':scope > summary')
			.click();
	await expect(log.getByTestId('log-entry')).toHaveText([
		'Turn 6 · Cy Cy played Basic Unicorn. The draw pile ran out.',
		"Turn 5 · Ben Ben played Narwhal. Baby Unicorn came from the Nursery into Ben's Stable.",
		'Turn 4 · Ana Nothing was recorded this turn.',
		'Turn 3 · Cy Cy played the Magic card Blatant Thievery. Cy stole Basic Unicorn from Ana.',
		"Turn 2 · Ben Ben played Rhinocorn. Ana played a Neigh on Ben's card: it is stopped.",
		'Turn 1 · Ana Ana played Basic Unicorn.',
		'Setup The game starts with Ana, Ben, and Cy, in this order around the table.'
	]);

	console.log(`UU short game: ${taps.count} taps and keys`);
	expect(taps.count).toBeLessThanOrEqual(SHORT_GAME_TAPS);
});

test("a name guessed in the player's own language finds the card; letters matching none offer every unicorn", async ({
	page
}) => {
	await newGame(page, ['Ana', 'Ben', 'Cy']);
	const play = page.getByTestId('play');
	// Most printed names are known in English only: a Spanish guess still finds the card.
	await play.getByRole('searchbox').fill('rinocornio');
	await play.getByRole('button', { name: 'Rhinocorn', exact: true }).click();
	await expect(neighBar(page)).toContainText('Ana played Rhinocorn.');
	await pass(page, 'Ben', 2);
	// Letters no card has: the whole list is a tap away.
	await play.getByRole('searchbox').fill('xyzq');
	await expect(play.getByRole('button', { name: 'Add “xyzq”' })).toBeVisible();
	await play.getByRole('button', { name: /^All unicorns/ }).click();
	await expect(play.getByRole('searchbox')).toHaveValue('');
	await play.getByRole('button', { name: 'Llamacorn', exact: true }).click();
	await expect(neighBar(page)).toContainText('Ben played Llamacorn.');
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn', 'Rhinocorn']);
	await expect(unicorns(page, 1)).toHaveText(['Baby Unicorn', 'Llamacorn']);
});

test('a Neigh put down to the wrong player, or as a plain Neigh, is set right from the log in one tap', async ({
	page
}) => {
	await newGame(page, ['Ana', 'Ben', 'Cy']);
	await playUnicorn(page, 'Ana', 'Rhinocorn', { find: 'rhi' });
	await neighBar(page).getByRole('button', { name: 'Neigh', exact: true }).click();
	await who(page).getByRole('button', { name: 'Ben' }).click();
	const log = await openLog(page);
	const events = await openTurn(logEntry(log, 'Turn 1 · Ana'));
	const neigh = logEvent(events, "Ben played a Neigh on Ana's card: it is stopped.");
	await neigh.getByRole('button', { name: 'Cy', exact: true }).click();
	await expect(logEntry(log, 'Turn 1 · Ana')).toContainText(
		"Ana played Rhinocorn. Cy played a Neigh on Ana's card: it is stopped."
	);
	await logEvent(events, "Cy played a Neigh on Ana's card")
		.getByRole('button', { name: 'Super Neigh' })
		.click();
	await expect(logEntry(log, 'Turn 1 · Ana')).toContainText(
		"Ana played Rhinocorn. Cy played a Super Neigh on Ana's card: it is stopped."
	);
	await expect(unicorns(page, 0)).toHaveText(['Baby Unicorn']);
});
