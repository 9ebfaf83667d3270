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
  {
    version: 3,
    name: 'tracking calls, page views, page speed and interface errors',
    // tracking.md 7: each queued call's id (eid) is kept once, so a retried call is stored once.
    // Calls without their own table go to `events` (version 1) by kind.
    up: `
      CREATE TABLE tracking_calls (
        id INTEGER PRIMARY KEY,
        eid TEXT NOT NULL UNIQUE,
        path TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE page_views (
        id INTEGER PRIMARY KEY,
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        visitor_id TEXT,
        payload TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX page_views_day ON page_views (day);
      CREATE TABLE page_speed_metrics (
        id INTEGER PRIMARY KEY,
        page_load_id TEXT NOT NULL,
        path TEXT NOT NULL,
        code TEXT NOT NULL,
        value REAL NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX page_speed_metrics_created_at ON page_speed_metrics (created_at);
      CREATE TABLE interface_errors (
        id INTEGER PRIMARY KEY,
        app TEXT NOT NULL,
        message TEXT NOT NULL,
        stack TEXT,
        url TEXT NOT NULL,
        payload TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX interface_errors_created_at ON interface_errors (created_at);
      CREATE INDEX events_kind ON events (kind, created_at);
    `,
  },
  {
    version: 4,
    name: 'the key each form submission spent',
    // forms-commerce.md 7: a submission sent again with its spent key (a lost answer, an offline
    // replay) is answered success and stored once. Older rows have no key (NULLs do not clash).
    up: `
      ALTER TABLE form_submissions ADD COLUMN submission_key TEXT;
      CREATE UNIQUE INDEX form_submissions_submission_key ON form_submissions (submission_key);
    `,
  },
  {
    version: 5,
    name: 'accounts, sessions and failed sign-ins',
    // forms-commerce.md 6 and contract.md "Accounts": owner and viewer accounts, their website roles
    // as JSON numbers, and the scrypt hash (server/accounts/password.ts). A session row keeps only the
    // sha256 of its cookie's id, so a copy of the database opens no live session. Failed sign-ins are
    // counted here, by email and by client address, so every server process sees the same counts.
    up: `
      CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        display_name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        website_roles TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        xsrf_token TEXT NOT NULL,
        remember INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_expires_at ON sessions (expires_at);
      CREATE INDEX sessions_account_id ON sessions (account_id);
      CREATE TABLE sign_in_failures (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX sign_in_failures_key_at ON sign_in_failures (key, at);
    `,
  },
  {
    version: 6,
    name: 'the store: stock, carts, orders, review tokens and reviews',
    // docs/store.md and docs/decisions.md "Store: the server". Stock is kept per limited SKU, seeded
    // from site/products.ts with INSERT OR IGNORE, so an order's decrement outlives a restart; an
    // unlimited SKU has no row. A cart row keeps only the sha256 of its cookie's token. An order is a
    // row of `orders` (version 1: cart_id is the cart's public id, payload the shipping address as
    // JSON) with its token, currency, subtotal and shipping name, and one order_items row per line,
    // priced at purchase. Each order item has one review token; a review is stored once per token.
    up: `
      CREATE TABLE stock (
        sku TEXT PRIMARY KEY,
        product_id TEXT NOT NULL,
        qty INTEGER NOT NULL CHECK (qty >= 0),
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE carts (
        id INTEGER PRIMARY KEY,
        public_id TEXT NOT NULL UNIQUE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        purchased INTEGER NOT NULL DEFAULT 0 CHECK (purchased IN (0, 1))
      );
      CREATE INDEX carts_updated_at ON carts (updated_at);
      CREATE TABLE cart_items (
        id INTEGER PRIMARY KEY,
        cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
        product_id TEXT NOT NULL,
        sku TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        added_at INTEGER NOT NULL,
        UNIQUE (cart_id, sku)
      );
      ALTER TABLE orders ADD COLUMN token TEXT;
      ALTER TABLE orders ADD COLUMN currency TEXT;
      ALTER TABLE orders ADD COLUMN subtotal_cents INTEGER CHECK (subtotal_cents >= 0);
      ALTER TABLE orders ADD COLUMN shipping_name TEXT;
      CREATE UNIQUE INDEX orders_token ON orders (token);
      CREATE INDEX orders_created_at ON orders (created_at);
      CREATE TABLE order_items (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        product_id TEXT NOT NULL,
        sku TEXT NOT NULL,
        name TEXT NOT NULL,
        option_values TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
        UNIQUE (order_id, position)
      );
      CREATE TABLE review_tokens (
        token TEXT PRIMARY KEY,
        order_item_id INTEGER NOT NULL UNIQUE REFERENCES order_items (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE reviews (
        id INTEGER PRIMARY KEY,
        token TEXT NOT NULL UNIQUE REFERENCES review_tokens (token) ON DELETE CASCADE,
        product_id TEXT NOT NULL,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX reviews_product_id ON reviews (product_id, created_at);
    `,
  },
  {
    version: 7,
    name: 'the site languages and the site header and footer',
    // forms-commerce.md 3 and 7 (docs/decisions.md "Multilingual and the site header and footer"):
    // the languages in their order, at most one default (a partial unique index); the header and
    // footer as one row of JSON data, never HTML. server/multilingual/ seeds both from site/ once.
    up: `
      CREATE TABLE languages (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        is_default INTEGER NOT NULL CHECK (is_default IN (0, 1)),
        enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
        position INTEGER NOT NULL UNIQUE
      );
      CREATE UNIQUE INDEX languages_one_default ON languages (is_default) WHERE is_default = 1;
      CREATE TABLE header_footer (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        header TEXT NOT NULL,
        footer TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `,
  },
];
