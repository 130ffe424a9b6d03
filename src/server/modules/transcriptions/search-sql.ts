import { sql, type SQL } from 'drizzle-orm';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../../shared/api/transcriptions.js';

/**
 * Full-text search SQL, shared by the table's generated column and the queries so both use the same configuration.
 * Everything here runs on PostgreSQL 15 and on PGlite (both ship the `indonesian` Snowball configuration).
 */

/** Only this much of the text is indexed: a tsvector is limited to 1 MB, which adversarial text could exceed. */
export const INDEXED_TEXT_CHARS = 250_000;

/**
 * The text-search configuration of a language tag: `indonesian` for id*, `english` for en*, `simple` (no stemming,
 * no stop words) for anything else. Immutable, so it may appear in a generated column.
 */
export const tsConfigOf = (language: SQL): SQL =>
  sql`(case split_part(${language}, '-', 1) when 'id' then 'indonesian'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end)`;

/** The stored document vector: title weighted A, the (bounded) text weighted B. */
export const searchVectorSql = (): SQL => {
  const config = tsConfigOf(sql.raw('"language"'));
  return sql`setweight(to_tsvector(${config}, "title"), 'A') || setweight(to_tsvector(${config}, left("text", ${sql.raw(String(INDEXED_TEXT_CHARS))})), 'B')`;
};

/**
 * The user's words as one query matching across configurations: a document is indexed with one configuration, but
 * the searcher may type Indonesian, English or a name. "membahas" → 'bahas' (indonesian), "meetings" → 'meet'
 * (english), and `simple` keeps exact words that a stemmer would mangle.
 */
export const searchQuerySql = (q: string): SQL =>
  sql`(websearch_to_tsquery('indonesian', ${q}) || websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;

export interface ParsedSearch {
  /** The query without its excluded terms (websearch syntax: words, "phrases", or). */
  positive: string;
  /** Excluded words or phrases (`-word`, `-"a phrase"`), without the minus. */
  negative: string[];
}

/**
 * Splits exclusions off a web-search query. Matching ORs three configurations, and an exclusion inside each would
 * only exclude within its own configuration ("-katering" becomes !'kater' in one and !'katering' in another, so the
 * other still matches): exclusions are applied on their own, against all three at once.
 */
export function parseSearch(q: string): ParsedSearch {
  const positive: string[] = [];
  const negative: string[] = [];
  for (const token of q.match(/-?"[^"]*"?|\S+/g) ?? []) {
    if (token.length > 1 && token.startsWith('-')) negative.push(token.slice(1));
    else positive.push(token);
  }
  return { positive: positive.join(' ').trim(), negative: negative.filter((n) => n.replace(/"/g, '').trim()) };
}

/** The search condition on the stored vector: some configuration matches the words, none the excluded ones. */
export function searchFilterSql(vector: SQL, search: ParsedSearch): SQL {
  const parts: SQL[] = [];
  if (search.positive) parts.push(sql`${vector} @@ ${searchQuerySql(search.positive)}`);
  for (const n of search.negative) parts.push(sql`not (${vector} @@ ${searchQuerySql(n)})`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** ts_headline options: highlight markers are control characters (never HTML); ~200 characters of context. */
export const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=30, MinWords=12, ShortWord=2, HighlightAll=false`;

/** The markers must only ever come from ts_headline: strip any the user's own text contains. */
export const withoutMarkers = (text: SQL): SQL => sql`translate(${text}, ${HIGHLIGHT_START + HIGHLIGHT_END}, '')`;
