// Finished Kill the Unicorns games, one for each way the game ends, for the tests every game's
// folder answers (../games.test.ts reads each game's file of this name).
import { rainbowEvents, sampleEvents } from './sample-game';

const finished: readonly (readonly unknown[])[] = [
	sampleEvents(),
	// Ana's Double Rainbow ends the game at once.
	rainbowEvents()
];
export default finished;
