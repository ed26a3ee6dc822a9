export type { Step, RuleRef } from './step';
export { cancelTies, type TieCancellation, type TiedGroup } from './ties';
export { isWholeNumber, isPlayerName, playerKey, listNames } from './checks';
