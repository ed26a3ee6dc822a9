// The one key the start-up alone keeps (sessionStorage); the localStorage keys it reads are
// STORAGE_KEYS in vocab.ts, which the settings and the home page write.

/** sessionStorage: the address a page last swapped itself for (so a disagreement never loops). */
export const SESSION_SWAP = 'hornbook.swap';
