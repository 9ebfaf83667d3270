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
  {
    version: 2,
    name: 'form keys and submission fields',
    // forms-commerce.md 7: FormSubmissionKey hands out single-use keys; SaveFormSubmission keeps
    // the submission's form, collection, object name, overlay flag and page beside its payload.
    up: `
      CREATE TABLE form_keys (
        key TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX form_keys_expires_at ON form_keys (expires_at);
      ALTER TABLE form_submissions ADD COLUMN collection_id TEXT;
      ALTER TABLE form_submissions ADD COLUMN object_name TEXT;
      ALTER TABLE form_submissions ADD COLUMN is_overlay INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE form_submissions ADD COLUMN page_path TEXT;
      CREATE INDEX form_submissions_form_id ON form_submissions (form_id, created_at);
    `,
  },
];
