// What a handover costs: the export file, compressed, in QR codes (printed by
// scripts/bench-handover.mjs). Each game is checked to come back whole from its codes.
import { trackedGame, type TrackedGame } from '../../src/lib/tracker/games';
import { replay } from '../../src/lib/tracker/log';
import { joinHandover, readHandoverCode, toHandoverCodes } from '../../src/lib/tracker/handover';
import { HANDOVER_GAMES } from './handover-games';

for (const { name, file } of HANDOVER_GAMES) {
	const json = JSON.stringify(file);
	const codes = toHandoverCodes(json);
	const parts = codes.flatMap((c) => readHandoverCode(c) ?? []);
	const back = joinHandover(parts);
	if (!back.ok || back.text !== json)
		throw new Error(`${name}: the codes do not give the game back`);
	// A game the rules play through to its last event: no refused action.
	const game = trackedGame(file.kind) as TrackedGame<unknown, unknown>;
	if (!game.parseFile(back.text).ok || replay(game.reducer, file.events).refused.length > 0)
		throw new Error(`${name}: not a valid game`);
	const chars = codes.reduce((n, c) => n + c.length, 0);
	console.log(
		`${name}: ${file.events.length} events, ${json.length} bytes of JSON → ` +
			`${codes.length} QR code${codes.length === 1 ? '' : 's'}, ${chars} characters ` +
			`(longest ${Math.max(...codes.map((c) => c.length))})`
	);
}
