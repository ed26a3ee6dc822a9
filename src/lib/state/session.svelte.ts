/** What the shell needs to know about the page being used (a game open, …). */
class Session {
	/** True while a tracked game is on screen: updates then wait for the user, and say so. */
	gameOpen = $state(false);
}

export const session = new Session();
