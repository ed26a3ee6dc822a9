// The database's name and schema version, without Dexie: the raw reads at start (peek.ts) check
// them before reading, so a page that only reads does not load the database library.

export const DB_NAME = 'hornbook';

/** The newest schema version HornbookDb declares (db.ts); peek.test.ts checks they agree. */
export const DB_VERSION = 3;

/** The version IndexedDB itself reports for DB_VERSION: Dexie stores ten times its own number. */
export const IDB_VERSION = DB_VERSION * 10;
