import { LEXICON } from './action-rules.js';
import { alongAsked, alongOffered } from './along.js';
import { cleanTask, findVocative, looksImperative } from './action-text.js';
import { splitClauses } from './clauses.js';
import type { ActionContext, Draft, ExtractedActions, Turn } from './action-types.js';
import {
  dayNamedAfter,
  alsoAdds,
  alsoAsked,
  readyAddsTo,
  takeAnswer,
  dayOfJustTaken,
  opensWithDay,
  whenOfJust,
  givenToNobody,
  type Absorbing,
  type Found,
} from './answers.js';
import {
  ASKS_WHEN,
  doesItInstead,
  GOING_THERE,
  goesOnSpeaking,
  takesOnNeed,
  takesUpOffer,
  TIME_ASKED,
  toTheOneBefore,
  turnText,
  turnWords,
  youAfterThem,
} from './takers.js';
import { analyzeClause, OBJECT_PRONOUN } from './clause-reading.js';
import { reportsBack } from './reports-back.js';
import { findVolunteer, handedOutList } from './cues.js';
import { calledOn } from './floor.js';
import { draftOfVolunteer, onlyVolunteers, saidAgain } from './volunteered.js';
import { kinAsFirstPerson } from './kin-terms.js';
import { findDeadline } from './deadlines.js';
import { bareRequest } from './bare-requests.js';
import { approvedProposal, doneByAfterStatus } from './proposals.js';
import { merge } from './dedupe.js';
import { asksOnlyWhen, dueNamed } from './stated-deadlines.js';
import { findHandoff } from './handoff.js';
import { raisedTopicBefore, topicRaisedIn } from './raised-topics.js';
import { thingOfBareVerb, withThingBeforePlace } from './bare-verb-objects.js';
import { pointedTo } from './thing-done-to.js';
import { doerOfPassive, objectFirst, whenLast } from './word-order.js';
import { spokenToIn, takerPutForward } from './address.js';
import { calledBack, calledByTitle } from './forms-of-address.js';
import { withFrontedPurpose, withThingRaisedBefore } from './agenda-subjects.js';
import type { Sentence } from './sentences.js';
import { handedOver } from './handed-over.js';
import { settled } from './settled.js';

/**
 * Action items from what people commit to and ask for, in order of the meeting. One pass over the sentences keeps
 * the conversation's state: who is being addressed in this turn, which request is waiting for its answer ("Rina,
 * tolong ..." / "Siap, Pak. Saya kirim Jumat." is one task, for Rina, due Friday), and who spoke (inferred for
 * transcripts without speaker labels from the person addressed just before).
 */
export function extractActions(said: Sentence[], ctx: ActionContext): ExtractedActions {
  const lex = LEXICON[ctx.lang];
  // "biar tante aja, nanti tante telepon …": a kin title said as "I".
  const kin = kinAsFirstPerson(said, ctx.names, ctx.lang);
  const sentences = kin.sentences;
  const drafts: Draft[] = [];
  let turn: Turn | null = null;
  // The task waiting for its answer; `turn`: when it was last put to someone, if not where it was said.
  let pending: { draft: Draft; toReplier: boolean; turn?: number } | null = null;
  const askedJustBefore = (s: Sentence) => pending !== null && (pending.turn ?? pending.draft.turn) === s.turn - 1;
  let absorb: Absorbing | null = null;
  let tentative: Draft | null = null;
  // An offer without a day ("I can take the screening calls"), which the next turn may confirm with one.
  let offered: Draft | null = null;
  let whenAsked: Draft | null = null;
  // Speech without labels: the last person named, and in which turn (see Turn.lately).
  let mentioned: Turn['lately'] = null;
  let spokenToAt: Turn['lately'] = null;
  // A request turned down ("I'd rather not this week"), which someone else may take in the next turns.
  let declined: { draft: Draft; turn: number; by: string | null; to: string | null } | null = null;

  for (const s of sentences) {
    if (!turn || s.turn !== turn.turn) {
      // "oh iya bu, saya cek …", "Hehe, kena lagi saya. Oke, Bu, saya …", "waduh ya wis pak, saya bawa lusa": an
      // interjection or aside before the yes.
      const lower = s.text.toLowerCase().replace(/^(?:(?:oh|ah|e+|eh|em+|um+|uh+|hmm+|waduh|aduh|wah)[\s,]+)+/, '');
      const next = sentences[s.index + 1];
      // "Graham, could you chase the engineer?" — "I'll ring him first thing tomorrow.": the one asked says when.
      const saysWhen =
        s.speaker !== null && s.speaker === pending?.draft.assignee && /^(?:i'll|i will|saya|aku)\b/.test(lower);
      const dayOnly = opensWithDay(s, ctx);
      const acknowledges =
        lex.ack.test(lower) ||
        saysWhen ||
        dayOnly ||
        (s.wordCount <= 5 && next?.turn === s.turn && lex.ack.test(next.text.toLowerCase()));
      let speaker = s.speaker;
      // No labels: whoever answers a request by name with "Siap"/"Sure" or "saya ..."/"I ..." is the one asked.
      if (!speaker && turn?.addressee && (acknowledges || lex.firstPerson.test(lower))) speaker = turn.addressee;
      if (!speaker && pending?.draft.assignee && askedJustBefore(s) && acknowledges) speaker = pending.draft.assignee;
      if (!speaker && turn && goesOnSpeaking(lower, s, turn.turn, sentences)) speaker = turn.speaker;
      // "tony one more thing the rec center wants the deposit" — "how much" — "twelve hundred" — "okay um i can mail
      // the check tomorrow": two short lines between, the one spoken to speaks again.
      const alternates = spokenToAt?.turn === s.turn - 3 && [1, 2].every((k) => turnWords(s.turn - k, sentences) <= 4);
      if (!speaker && alternates && (acknowledges || lex.firstPerson.test(lower))) speaker = spokenToAt!.name;
      if (!speaker && ctx.lang === 'id') speaker = takerPutForward(s, sentences, ctx.names);
      absorb = null;
      // "Yoga, kamu bisa bantu cariin?" — "Wah aku nggak bisa": the request is not a task (someone else may take it).
      const asked = pending?.draft;
      // "Bisa, Ko. Tapi minggu ini saya full nyetrika … Senin depan ya, Ko?": busy now, so a later day; taken.
      const laterDay =
        ctx.lang === 'id' &&
        /(?:senin|selasa|rabu|kamis|jumat|sabtu|minggu|besok|lusa)(?:\s+depan)?\s+(?:aja|ya|gimana)\b/i.test(
          turnText(s, sentences),
        );
      const redirects = lex.redirect.test(turnText(s, sentences).toLowerCase());
      const refuses = lex.decline.test(lower) || redirects || (lex.excuse.test(turnText(s, sentences)) && !laterDay);
      // Asked of whoever answers ("Can you put me on the first seating?"), the one who answers may turn it down.
      const theirs = !s.speaker || s.speaker === asked?.assignee || (pending?.toReplier && asked?.assignee === null);
      if (asked && askedJustBefore(s) && refuses && theirs) {
        drafts.splice(drafts.indexOf(asked), drafts.includes(asked) ? 1 : 0);
        // "Bisa sih, tapi mending lo yang ngomong, Rif": back to the one who asked; "… Tom, you're on better terms
        // with her": on to the one named.
        const onTo = redirects
          ? ctx.names
              .mentions(turnText(s, sentences))
              .findLast((m) => m.name !== speaker && (!s.speaker || ctx.names.speakers.includes(m.name)))?.name
          : undefined;
        declined = { draft: asked, turn: s.turn, by: speaker, to: redirects ? (onTo ?? turn?.speaker ?? null) : null };
      } else if (pending && askedJustBefore(s) && acknowledges) {
        if (pending.toReplier && speaker) pending.draft.assignee = speaker;
        // Asked of two, either may answer ("Fiona, could you and Sian …" — Sian: "we'll have a draft by Monday week").
        const asked = pending.draft.assignee === speaker || pending.draft.others?.includes(speaker ?? '');
        // "Pak Rahmat, tolong bantu …, lalu Bu Endang yang …" — Pak Rahmat: "Siap. Rekapnya saya selesaikan hari
        // Senin": his part of the turn, not the last one given.
        const mine = asked
          ? pending.draft
          : drafts.find((d) => d.turn === pending!.draft.turn && d.assignee === speaker);
        // Speech without labels: the answer still says when ("yeah i know him i'll text him tonight").
        if (mine && (speaker || !s.speaker)) absorb = { target: mine, left: 2 };
      }
      pending = null;
      if (tentative && speaker && takesOnNeed(tentative, s, speaker, sentences, ctx, drafts)) tentative = null;
      offered = tentative && tentative.turn === s.turn - 1 && tentative.assignee ? tentative : null;
      // "I can take it to my cousin's shop." — "When?": the offer waits for the day its maker names.
      if (offered && ASKS_WHEN.test(s.text.trim())) whenAsked = offered;
      if (offered && takesUpOffer(offered, lower, s, sentences, ctx, drafts))
        pending = { draft: offered, toReplier: false, turn: s.turn };
      tentative = null;
      const lately = mentioned && s.turn - mentioned.turn <= 2 ? mentioned : null;
      const partner: string | null = spokenToAt && s.turn - spokenToAt.turn <= 5 ? spokenToAt.name : null;
      const addressee = calledBack(s, sentences) ?? toTheOneBefore(s, sentences, ctx.lang);
      turn = { turn: s.turn, speaker, addressee, committed: false, lately, partner };
    }
    const named = s.speaker ? undefined : ctx.names.mentions(s.text).at(-1);
    if (named) mentioned = { name: named.name, turn: s.turn };
    // "When can you give me that?": asks the day of what was just said (its answer gives it); no task of its own.
    if (asksOnlyWhen(s.text, ctx.lang)) continue;
    const spokenTo = s.speaker ? null : spokenToIn(s.text, ctx.names, ctx.lang);
    if (spokenTo) spokenToAt = { name: (turn.addressee ??= spokenTo), turn: s.turn };

    // "Devon, can you put together the first draft?" — "I'd rather not this week." — "I can take it.": the new
    // owner's, and what follows in their turn (a day, the task said more fully) is about it.
    if (declined && s.turn !== declined.turn && s.turn - declined.turn <= 2) {
      // Without labels the taker is known later, from a thanks ("makasih bu laras").
      const taker = turn.speaker;
      // Who turned it down may be known from the request ("mas bram …" — "bisa sih tapi … sorry"): the one who
      // takes it over is someone else.
      const sentBack = declined.to !== null && taker === declined.to && lex.firstPerson.test(s.text.toLowerCase());
      const instead = doesItInstead(s.text, declined.draft.task);
      if ((taker ? taker !== declined.by : !s.speaker) && (lex.takeOver.test(s.text.trim()) || sentBack || instead)) {
        const at = { turn: s.turn, sentence: s.index };
        const taken: Draft = { ...declined.draft, assignee: taker, ...at, answered: at, own: true };
        if (!taken.thin) drafts.push(taken);
        pending = { draft: taken, toReplier: false };
        // Said in the taker's own words ("biar tante aja yang urus suvenir"), the task is as they put it; "Then I'll
        // do them" says it is the same thing.
        absorb = instead ? { target: taken, left: 2, onlyTurn: s.turn } : { target: taken, left: 2, taking: true };
        declined = null;
        if (instead) continue;
      }
    } else if (declined && s.turn - declined.turn > 2) declined = null;

    // "Sekalian mentega nggak?" — "Iya": more of the task just taken, agreed to.
    if (alongOffered(s, drafts, sentences, ctx)) continue;
    alongAsked(s, drafts, ctx);
    // "…, Leo, take that as a follow-up": the task said just before, for the person named.
    const handoff = findHandoff(s.text, ctx.names);
    const given: Draft | null =
      (handoff && handedOver(handoff, s, sentences, ctx)) || bareRequest(s, sentences, turn, ctx);
    if (given) {
      const last = drafts[drafts.length - 1];
      // The same task said again for its person: without one just before, or taken by them a turn ago ("I could
      // ask my neighbour" — "Would you?").
      const again = last && last.assignee === given.assignee && s.turn - last.turn === 1 && last.own;
      if (last && ((last.assignee === null && s.index - last.sentence <= 1) || again)) drafts.pop();
      drafts.push(given);
      pending = { draft: given, toReplier: false };
      turn.addressee = given.assignee;
      absorb = null;
      tentative = null;
      continue;
    }

    // "Rina desain poster, Andi urus konsumsi": one task per part, for the person it names.
    const listed = handedOutList(s.text, ctx.lang, ctx.names);
    if (listed) {
      for (const l of listed) {
        const deadline = findDeadline(l.text, ctx.lang, ctx.meeting);
        const task = cleanTask(l.text, deadline, ctx.lang);
        const keys = ctx.keys(task);
        if (keys.length >= 2)
          drafts.push({ task, assignee: l.name, deadline, sentence: s.index, turn: s.turn, how: 'named', keys });
      }
      [pending, absorb, tentative] = [null, null, null];
      continue;
    }

    const found: Found[] = [];
    let put: Draft | null = null;
    const volunteer = findVolunteer(s, sentences, ctx.lang, ctx.names);
    const volunteered = volunteer && draftOfVolunteer(volunteer, s, sentences, turn.speaker, ctx);
    if (volunteered) {
      drafts.push(volunteered);
      // The one put forward may answer with the day ("gas kamis pagi aku langsung ke sana").
      if (volunteer.nominee) [pending, put] = [{ draft: volunteered, toReplier: false }, volunteered];
    }
    // "I can do that." after "We'll need someone to …": taken above; there is no second task in it.
    const again = volunteer && saidAgain(drafts.at(-1), s, ctx);
    const clauses =
      volunteer && (again || onlyVolunteers(s.text, ctx.lang)) ? [] : splitClauses(s.text, ctx.lang, ctx.names);
    for (const [at, said] of clauses.entries()) {
      const clause = objectFirst(said, ctx.lang, ctx.names);
      const vocative = findVocative(clause, ctx.lang, ctx.names) ?? doerOfPassive(clause, ctx.lang, ctx.names);
      if (vocative) turn.addressee = vocative.name;
      // "hadiahnya belum dibeli pak nanti kami belanja ke pasar": raised earlier in the sentence.
      const here = clauses
        .slice(0, at)
        .reduce<string | null>((r, c) => topicRaisedIn(c, ctx.lang, ctx.names) ?? r, null);
      const before = raisedTopicBefore(s.index, sentences, ctx.lang, ctx.names);
      const bareThing = (here ?? before) ? null : thingOfBareVerb(clause, s, sentences, ctx);
      const raised = here ?? before ?? bareThing;
      const previous = pointedTo(clause, clauses.slice(0, at), s, sentences, drafts.at(-1), raised, ctx);
      const r = analyzeClause(
        whenLast(vocative ? vocative.rest : clause, ctx.lang),
        vocative?.name ?? null,
        s,
        turn,
        ctx,
        previous,
        raised,
      );
      if (r && vocative?.others && r.draft.assignee === vocative.name) r.draft.others = vocative.others;
      if (r && vocative) withFrontedPurpose(r.draft, clause, ctx);
      if (r && here) r.draft.task = withThingRaisedBefore(r.draft.task, here, before, ctx);
      if (r && !r.draft.assignee && r.draft.how === 'request') r.draft.assignee = youAfterThem(clause, s, sentences);
      if (r && bareThing) r.draft.task = withThingBeforePlace(r.draft.task, bareThing);
      if (r) found.push({ ...r, clause: at });
      // "Pulut biar ambo yang beli di Pasar Raya, Kamis ambo ke sana.": when they go there is when it is done.
      const going = !r && found.at(-1)?.draft.deadline === null ? GOING_THERE.test(clause) : false;
      if (going) found.at(-1)!.draft.deadline = findDeadline(clause, ctx.lang, ctx.meeting);
    }
    // "Ya udah aku aja, Jumat depan abis Jumatan aku keliling sama Raka", "Saya aja deh, kantor saya deket
    // percetakan": around taking it on, only a step of its own is another task; why and how they can is not.
    if (volunteered)
      for (let i = found.length - 1; i >= 0; i--) {
        const { task } = found[i]!.draft;
        if (!looksImperative(task, ctx.lang) && !/^(?:sekalian|jadi|menjadi|sama|bareng|bersama)\s/i.test(task))
          found.splice(i, 1);
      }

    // The answer to "When?", by the one who offered: the offer, due the day it names.
    if (whenAsked && whenAsked.turn < s.turn - 2) whenAsked = null;
    const day =
      whenAsked?.turn === s.turn - 2 && s.speaker === whenAsked.assignee
        ? findDeadline(s.text, ctx.lang, ctx.meeting)
        : null;
    if (whenAsked && day?.kind === 'day') {
      drafts.push({ ...whenAsked, deadline: day });
      whenAsked = null;
      continue;
    }
    // The reply to a request ("Siap. Saya kirim tanggal 8.") is the same task; it may bring the deadline.
    const toAnother = absorb?.onlyTurn !== undefined && ctx.names.mentions(s.text).length > 0;
    if (absorb && absorb.left > 0 && s.wordCount <= 15 && (absorb.onlyTurn ?? s.turn) === s.turn && !toAnother) {
      takeAnswer(absorb, found, s, drafts, ctx);
      continue;
    }
    absorb = null;

    if (found.every((f) => f.draft.how === 'request') && reportsBack(s, drafts.at(-1), sentences, ctx)) continue;
    const approved = approvedProposal(s, sentences, ctx) ?? doneByAfterStatus(s, sentences, ctx);
    if (approved) drafts.push(approved);
    // "paling telat lusa udah harus booking ya" — "iya om siap nanti aku kirimin screenshot bookingnya": its answer.
    if (approved?.ownThing) pending = { draft: approved, toReplier: false };
    const last = drafts[drafts.length - 1];
    if (!found.length && alsoAdds(s, last, ctx)) continue;
    // "I can adapt that. Give me till Thursday?": the offer, with the time asked for it.
    const timeAsked = tentative?.turn === s.turn && !found.length && TIME_ASKED.test(s.text);
    const asked = timeAsked ? findDeadline(s.text, ctx.lang, ctx.meeting) : null;
    if (tentative && asked?.kind === 'day') {
      drafts.push({ ...tentative, deadline: asked });
      tentative = null;
      continue;
    }
    if (!found.length || approved) {
      if (last) dayNamedAfter(dueNamed(s, drafts, last, ctx), s, sentences, ctx);
      continue;
    }
    for (const { draft, toReplier } of found) {
      // "… pak darto sudah dapat konfirmasi …" — "baru sebagian …" — "tolong dilengkapi ya pak": asked of "pak",
      // the one just spoken with.
      const lately = !s.speaker && draft.how === 'request' && draft.assignee === null ? turn.lately?.name : null;
      if (lately && calledByTitle(s.text, lately)) draft.assignee = lately;
      const just = drafts[drafts.length - 1];
      const sameThing = draft.thin && just !== undefined && whenOfJust(draft, just, s.turn, ctx.lang);
      // "pengumumannya tolong disebar di grup" — "mas dika aja yang sebarin": the task just given to nobody, his.
      if (just && givenToNobody(draft, just, s.turn)) {
        just.assignee = draft.assignee;
        just.deadline = draft.deadline ?? just.deadline;
        pending = { draft: just, toReplier: false, turn: s.turn };
        continue;
      }
      if (just && (readyAddsTo(just, draft, s.turn, ctx.lang) || alsoAsked(draft, just, s))) continue;
      if (sameThing) {
        if (draft.deadline && (!just.deadline || just.deadline.kind !== 'day')) just.deadline = draft.deadline;
        just.assignee ??= draft.assignee;
        continue;
      }
      // "Ya udah, Jordy aja yang upload, abis foto …": put to Jordy above with the question's thing; his answer is to it.
      const putAbove = put && draft.assignee === put.assignee && draft.keys.some((k) => put!.keys.includes(k));
      if (putAbove || draft.thin) {
        pending = { draft: putAbove ? put! : draft, toReplier };
        continue;
      }
      // "let's aim to finish those by Friday" right after that offer: the offer, due Friday.
      if (offered && draft.deadline && draft.assignee === null && OBJECT_PRONOUN[ctx.lang].test(draft.task)) {
        offered.deadline = draft.deadline;
        drafts.push(offered);
        offered = null;
        continue;
      }
      // "I can ask them." — "Yes, please ask them about availability and price.": asked of the one who offered.
      if (offered && draft.how === 'request' && draft.assignee === null)
        [draft.assignee, offered] = [offered.assignee, null];
      const taken = drafts[drafts.length - 1];
      if (taken && dayOfJustTaken(draft, taken, s, ctx.lang)) {
        if (draft.deadline && (!taken.deadline || taken.deadline.kind !== 'day')) taken.deadline = draft.deadline;
        continue;
      }
      if (draft.how === 'weak' && !draft.deadline) {
        tentative = draft;
        continue;
      }
      if (tentative && tentative.turn === draft.turn && tentative.assignee === draft.assignee) {
        draft.task = merge(tentative.task, draft.task);
        draft.keys = [...tentative.keys, ...draft.keys];
      }
      tentative = null;
      const prev = drafts[drafts.length - 1];
      // Speech-to-text cuts one speaker's promises into segments: "biar gue aja yang atur jadwalnya …" — "harinya
      // gue kabarin ke kalian besok" — "makasih mbak tari".
      const sameVoice =
        ctx.lang === 'id' &&
        !s.speaker &&
        prev?.own &&
        draft.own &&
        prev.assignee === null &&
        draft.turn - prev.turn === 1 &&
        !lex.offer.test(s.text.toLowerCase()) &&
        !calledOn(s.index, sentences, ctx.names);
      const continues =
        prev &&
        (prev.turn === draft.turn || sameVoice) &&
        prev.assignee === draft.assignee &&
        draft.sentence - prev.sentence <= 1 &&
        prev.how !== 'recap' &&
        (draft.how === 'request' || draft.how === 'commit') &&
        // "I'll put a call out tomorrow. I'll also update the rota spreadsheet on Monday.": each with its own day.
        !(
          prev.deadline?.kind === 'day' &&
          draft.deadline?.kind === 'day' &&
          prev.deadline.display !== draft.deadline.display
        ) &&
        // "… tomorrow. And I'll update the rota spreadsheet once people sign up.": another promise, said as one.
        !(ctx.lang === 'en' && /^(?:and|also),?\s+i(?:'ll|’ll| will)\s|^i(?:'ll|’ll| will) also\s/i.test(s.text));
      if (continues) {
        prev.task = merge(prev.task, draft.task);
        prev.deadline ??= draft.deadline;
        prev.keys = [...prev.keys, ...draft.keys];
        continue;
      }
      drafts.push(draft);
      if (draft.how === 'request' || draft.how === 'named') pending = { draft, toReplier };
    }
  }

  return settled(drafts, sentences, kin.said, ctx);
}
