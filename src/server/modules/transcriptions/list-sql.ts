import { sql, type SQL } from 'drizzle-orm';
import { HIGHLIGHT_START } from '../../../shared/api/transcriptions.js';
import {
  HEADLINE_OPTIONS,
  INDEXED_TEXT_CHARS,
  parseSearch,
  searchFilterSql,
  searchQuerySql,
  tsConfigOf,
  withoutMarkers,
} from './search-sql.js';

export interface ListSqlOptions {
  userId: string;
  q?: string | undefined;
  sort: 'newest' | 'oldest';
  /** Rows to fetch (the caller asks one more than the page size to learn whether there is a next page). */
  limit: number;
  /** Keyset position: rows strictly after this (created_at, id) in the chosen order. */
  after?: { createdAt: string; id: string } | undefined;
}

/** Characters of plain text fetched for a snippet without search (the service cuts it at a word boundary). */
export const PLAIN_SNIPPET_CHARS = 240;
/** ts_headline parses everything it is given, so it only ever sees a window this wide around a likely match. */
const WINDOW_CHARS = 320;
const WINDOW_BEFORE = 100;
/** Segments tried per row before falling back: bounds the work when a query's stem hides inside other words. */
const CANDIDATE_SEGMENTS = 5;

/**
 * One page of a user's transcriptions, newest or oldest first, optionally filtered by full-text search, as one
 * statement. The filter, order and limit run first (index scans: the (user_id, created_at, id) btree, or the GIN
 * index for `q`); snippets are computed afterwards for the page's rows only.
 *
 * Snippets: ts_headline is costly (it parses its whole input: ~1 ms per KB on PGlite), so it never sees a whole
 * transcript. The query's lexemes are looked up as plain substrings (cheap `strpos`) to find candidate segments, and
 * ts_headline runs on a window around the first hit of the first few candidates; the first headline that really
 * highlights something wins. Without segments (or without a confirmed one) the same is tried on the text, and
 * failing that (the match was in the title, or hidden by stemming) the text's first words are shown.
 */
export function listSql(o: ListSqlOptions): SQL {
  const desc = o.sort === 'newest';
  const order = desc ? sql`created_at desc, id desc` : sql`created_at asc, id asc`;
  const cursor = o.after
    ? desc
      ? sql`and (created_at, id) < (${o.after.createdAt}::timestamptz, ${o.after.id}::uuid)`
      : sql`and (created_at, id) > (${o.after.createdAt}::timestamptz, ${o.after.id}::uuid)`
    : sql``;
  const columns = sql`id, title, language, duration_seconds, source, status, progress,
    audio_key is not null as has_audio, summary is not null as has_summary, created_at`;

  if (!o.q) {
    return sql`select ${columns}, ${withoutMarkers(sql`substr(text, 1, ${PLAIN_SNIPPET_CHARS})`)} as snippet
      from transcriptions where user_id = ${o.userId} ${cursor} order by ${order} limit ${o.limit}`;
  }

  const search = parseSearch(o.q);
  const config = tsConfigOf(sql`page.language`);
  const headline = (text: SQL) => sql`ts_headline(${config}, ${withoutMarkers(text)}, query.tsq, ${HEADLINE_OPTIONS})`;
  const firstHit = (text: SQL) =>
    sql`(select min(nullif(strpos(lower(${text}), l), 0)) from unnest(query.lexemes) as l)`;
  const windowAt = (text: SQL, pos: SQL) =>
    sql`substr(${text}, greatest(1, ${pos} - ${WINDOW_BEFORE}), ${WINDOW_CHARS})`;
  const marked = (h: SQL) => sql`strpos(${h}, ${HIGHLIGHT_START}) > 0`;

  return sql`
    with query as (
      select tsq, array(
        select distinct replace(m[1], '''''', '''')
        from regexp_matches(tsq::text, '''((?:[^'']|'''')+)''', 'g') as m
      ) as lexemes
      from (select ${searchQuerySql(search.positive)} as tsq) as parsed
    ),
    page as (
      select ${columns}, text, segments from transcriptions
      where user_id = ${o.userId} and ${searchFilterSql(sql`search_vector`, search)} ${cursor}
      order by ${order} limit ${o.limit}
    )
    select page.id, page.title, page.language, page.duration_seconds, page.source, page.status, page.progress,
      page.has_audio, page.has_summary, page.created_at, coalesce(
        (select h from (
          select ${headline(sql`cand.win`)} as h from (
            select ${windowAt(sql`seg.t`, sql`seg.pos`)} as win from (
              select s.value->>'text' as t, ${firstHit(sql`(s.value->>'text')`)} as pos
              from jsonb_array_elements(page.segments) as s
            ) as seg where seg.pos is not null limit ${CANDIDATE_SEGMENTS}
          ) as cand
        ) as hs where ${marked(sql`hs.h`)} limit 1),
        (select h from (
          select ${headline(windowAt(sql`page.text`, sql`tw.pos`))} as h
          from (select ${firstHit(sql`left(page.text, ${INDEXED_TEXT_CHARS})`)} as pos) as tw
          where tw.pos is not null
        ) as ht where ${marked(sql`ht.h`)}),
        ${withoutMarkers(sql`substr(page.text, 1, ${PLAIN_SNIPPET_CHARS})`)}
      ) as snippet
    from page, query
    order by ${order}`;
}
