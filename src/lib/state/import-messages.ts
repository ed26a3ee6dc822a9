// A refused import file in the player's language: each issue the file check found (file-issues.ts)
// as one sentence saying what is wrong and where, and the rulebook section behind it.
import type { GameId } from '$lib/vocab';
import { codeTail, dataKey } from '$lib/i18n/i18n';
import { t } from '$lib/i18n/locale.svelte';
import type { FileIssue } from '$lib/tracker/file-issues';
import type { Refusal } from '$lib/tracker/log';
import { FILE_LIMITS } from '$lib/tracker/schema-parts';
import { GAME_UI, refusalKey } from './game-ui';

/** "players › 2 › name": a place inside an event or the game, counted from 1 for people. */
function fieldOf(path: ReadonlyArray<string | number>): string {
	return path.map((key) => (typeof key === 'number' ? String(key + 1) : key)).join(' › ');
}

/** The rulebook section behind a refused file: the set-up rule for a game with none. */
export function ruleOf(issue: FileIssue | undefined, kind: GameId): string | null {
	if (issue?.code === 'file.noSetup') return `${kind}.setup`;
	if (issue?.code === 'file.badSetup') return (issue.params?.refusal as Refusal).rule;
	return null;
}

/** One refusal of an imported file as a sentence: what is wrong and where. */
export function issueText(issue: FileIssue, kind: GameId): string {
	const ns = GAME_UI[kind].ns;
	const params = issue.params ?? {};
	switch (issue.code) {
		case 'file.noSetup':
			return params.position === undefined
				? t('file.noSetup')
				: t('file.noSetupAt', { position: params.position });
		case 'file.badSetup': {
			const refusal = params.refusal as Refusal;
			const reason = t(refusalKey(kind, refusal.code), refusal.params);
			return t('file.badSetup', { position: params.position, reason });
		}
		case 'file.notJson':
		case 'file.notHornbook':
		case 'file.newerVersion':
			return t(`${ns}:import.error.${codeTail('file.', issue.code)}`);
		case 'file.otherGame':
			// Which game it holds, by name: a file of any game the app knows may come to any tracker.
			return t('play:file.otherGame', { game: t(`games.${params.kind as GameId}`) });
		case 'file.tooBig':
			return t('file.tooBig', { max: Math.round(FILE_LIMITS.bytes / 1024) });
		case 'file.tooDeep':
			return t('file.tooDeep');
		case 'file.badEvent':
			return t(`${ns}:import.error.badEvents`, { position: params.position });
	}
	const [top, index, ...rest] = issue.path;
	const place =
		top === 'events' && typeof index === 'number'
			? rest.length > 0
				? t('file.place.event', { position: index + 1, field: fieldOf(rest) })
				: t('file.place.eventWhole', { position: index + 1 })
			: t('file.place.field', { field: fieldOf(issue.path) });
	const problem =
		issue.code === 'file.badName'
			? t(dataKey(`file.nameProblem.${String(params.reason).slice('name.'.length)}`), params)
			: t(`file.problem.${codeTail('file.', issue.code)}`, params);
	return t('file.damaged', { place, problem });
}
