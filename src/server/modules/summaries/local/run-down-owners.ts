import { isIdVerb } from './action-rules.js';
import type { ActionContext, Draft } from './action-types.js';
import { RUN_DOWN } from './dedupe.js';
import type { Sentence } from './sentences.js';
import { escapeRegExp } from './tokens.js';

/**
 * "jadi recap ya bambu jumat bli made penjor minggu sore dek putu rincian banten malam ini mbok ayu …": a run-down
 * says who does each thing. A task nobody was known to take (speech without labels: "oke nanti malam saya kirim
 * rinciannya") goes to the one whose part of the run-down names its thing.
 */
export function ownersFromRunDown(drafts: Draft[], sentences: Sentence[], ctx: ActionContext): void {
  const open = drafts.filter((d) => d.assignee === null);
  const at = open.length ? sentences.findIndex((s) => RUN_DOWN.test(s.text)) : -1;
  if (at < 0) return;
  // The run-down goes on in the segments after it that still name people ("… dana besok pak ketut sound senin …").
  let end = at + 1;
  while (end < sentences.length && end - at < 4 && ctx.names.mentions(sentences[end]!.text).length) end++;
  const said = sentences
    .slice(at, end)
    .map((s) => s.text)
    .join(' ');
  const text = said.slice(said.search(RUN_DOWN));
  const mentioned = ctx.names.mentions(text);
  // Whom it is done to ("telepon bli wayan") is no owner: a name right after a verb.
  const owners = mentioned.filter((m) => {
    const before = text.slice(0, m.start).trim().split(/\s+/).pop()?.toLowerCase() ?? '';
    return !(ctx.lang === 'id'
      ? isIdVerb(before) || /^(?:ke|dengan|kepada)$/.test(before)
      : /^(?:to|with|call|email|ask)$/.test(before));
  });
  if (owners.length < 2) return;
  // Each part says the thing, then who ("bambu jumat bli made"), or who, then the thing ("Putri foto Kamis").
  const marker = text.match(RUN_DOWN)![0].length;
  const body = text.slice(marker).match(/^[\s,.:;-]*(?:(?:ya|yah|jadi|oke|ok|so|okay)[\s,.:;-]+)*/iu)![0].length;
  const nameFirst = owners[0]!.start <= marker + body;
  for (const d of open) {
    // Not a word of someone's name ("Ambil pakai pikapnya Pak Ketut" is not Pak Ketut's for "dana besok pak ketut").
    const named = (i: number) => mentioned.some((m) => i >= m.start && i < m.end);
    const place = d.keys
      .filter((k) => k.length >= 4)
      .map((k) => text.search(new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(k)}`, 'iu')))
      .filter((i) => i >= 0 && !named(i));
    if (!place.length) continue;
    const where = Math.min(...place);
    const after = owners.find((m) => m.start > where);
    const before = owners.findLast((m) => m.end <= where);
    const owner = nameFirst ? (before ?? after) : (after ?? before);
    if (owner) d.assignee = owner.name;
  }
}
