/**
 * The "why" of a result: the shared Step (`{ code, params?, rule, interpretation? }`), declared
 * once in games/shared and re-exported here so engine files import it from one place.
 */
export type { Step } from '../shared/step';
