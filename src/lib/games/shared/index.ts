export type { Step, RuleRef } from './step';
export { cancelTies, type TieCancellation, type TiedGroup } from './ties';
export { isWholeNumber, isPlayerName, playerKey } from './checks';
