// Ordered schema changes; append new ones with the next version, never edit a shipped one.
export type Migration = { version: number; name: string; up: string };

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'submissions, events and orders',
    up: `
      CREATE TABLE form_submissions (
        id INTEGER PRIMARY KEY,
        form_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        cart_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
];
