import { moved } from '../../moved';

/** Old address (before the app was organized by game). */
export const load = moved;
