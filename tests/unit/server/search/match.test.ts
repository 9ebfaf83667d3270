// The visitor's words as an FTS5 MATCH expression: each word quoted, the last a prefix, nothing of
// FTS5's syntax passed through; whatever the input, SQLite accepts what comes out.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX } from '../../../../core/catalog/search.ts';
import { MAX_TERMS, matchExpression } from '../../../../server/search/match.ts';

describe('matchExpression', () => {
  it.each([
    ['lake', '"lake"*'],
    ['  Lake  at dawn ', '"Lake" "at" "dawn"*'],
    ['giclée', '"giclée"*'],
    ['"lake', '"lake"*'],
    ['lake*', '"lake"*'],
    ['-lake', '"lake"*'],
    ['title:lake', '"title" "lake"*'],
    ['lake NEAR(dawn harbor)', '"lake" "NEAR" "dawn" "harbor"*'],
    ['lake OR dawn', '"lake" "OR" "dawn"*'],
    ['NOT lake AND dawn', '"NOT" "lake" "AND" "dawn"*'],
    ['^lake + (dawn)', '"lake" "dawn"*'],
    ['$45.00', '"45" "00"*'],
  ])('%s -> %s', (query, expected) => {
    expect(matchExpression(query)).toBe(expected);
  });

  it.each(['', '   ', '"', '***', '-:^()+', '“”'])('%j holds no word: null', (query) => {
    expect(matchExpression(query)).toBeNull();
  });

  it(`reads at most ${MAX_TERMS} words of the first ${SEARCH_QUERY_MAX} characters`, () => {
    expect(matchExpression(Array.from({ length: MAX_TERMS + 3 }, (_, i) => `w${i}`).join(' '))?.split(' ')).toHaveLength(MAX_TERMS);
    expect(matchExpression(`${'x'.repeat(SEARCH_QUERY_MAX - 2)} zebra`)).toBe(`"${'x'.repeat(SEARCH_QUERY_MAX - 2)}" "z"*`);
  });

  describe('any string builds an expression SQLite accepts', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE VIRTUAL TABLE t USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 2')`);
    db.prepare('INSERT INTO t VALUES (?, ?)').run('Lake at dawn', 'A giclée print of the lake, NEAR the "harbor" - 100% cotton: rag*');
    const run = db.prepare('SELECT count(*) AS n FROM t WHERE t MATCH ?');
    afterAll(() => db.close());

    it('for arbitrary unicode, quotes and FTS5 words', () => {
      const syntax = fc.constantFrom('"', '*', '-', ':', '^', '(', ')', '+', 'NEAR', 'AND', 'OR', 'NOT', 'NEAR/2', '\u0301', ' ', 'lake', '\u0000');
      const piece = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), syntax);
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
          const match = matchExpression(pieces.join(''));
          if (match !== null) expect(() => run.get(match)).not.toThrow();
        }),
        { numRuns: 500 },
      );
    });
  });
});
