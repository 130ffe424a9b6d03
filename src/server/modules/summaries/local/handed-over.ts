import { cleanTask, mainClause } from './action-text.js';
import type { ActionContext, Draft } from './action-types.js';
import { findDeadline } from './deadlines.js';
import { antecedentBefore, fillPronoun, taskFromObligation, type Handoff } from './handoff.js';
import { raisedTopicBefore } from './raised-topics.js';
import { capitalize, type Sentence } from './sentences.js';
import { withThingDoneTo } from './thing-done-to.js';

/** The task a hand-over refers to: the words before it, else the sentence before; as a command, for the person. */
export function handedOver(h: Handoff, s: Sentence, sentences: Sentence[], ctx: ActionContext): Draft | null {
  if (h.own && ctx.keys(h.own).length >= 2) {
    // The day said with what they do ("… bikin poster promonya besok") before one said elsewhere in the sentence.
    const said = findDeadline(h.own, ctx.lang, ctx.meeting);
    const deadline = said ?? findDeadline(s.text, ctx.lang, ctx.meeting);
    const task = cleanTask(h.own, said, ctx.lang);
    return { task, assignee: h.name, deadline, sentence: s.index, turn: s.turn, how: 'request', keys: ctx.keys(task) };
  }
  const own = ctx.keys(h.before).length >= 2;
  const at = own ? s.index : s.index - 1;
  let source = own ? h.before : sentences[at]?.text;
  if (!source) return null;
  // "Investor update: somebody needs to pull the November numbers": the label names the topic, the rest is the task.
  const labelled = source.match(/^[^:]{2,40}:\s+(.+)$/);
  if (labelled && ctx.keys(labelled[1]!).length >= 2) source = labelled[1]!;
  const antecedent = antecedentBefore(at, sentences, ctx.lang);
  const spoken = taskFromObligation(mainClause(source, ctx.lang), antecedent, ctx.lang);
  // "… could you two sort that between you on the sixth": the day said with the hand-over counts too.
  const said = findDeadline(spoken, ctx.lang, ctx.meeting);
  const deadline = said ?? findDeadline(s.text, ctx.lang, ctx.meeting);
  let task = cleanTask(spoken, said, ctx.lang);
  // "somebody should write them. Lee, you're on that": what "them" was.
  if (ctx.keys(task).length < 2) task = fillPronoun(task, antecedentBefore(at, sentences, ctx.lang), ctx.lang);
  // "We need a permit from the city …" — "Then we need to apply this week. Jenny, could you take that on?".
  const raised = ctx.keys(task).length < 2 ? raisedTopicBefore(at, sentences, ctx.lang, ctx.names) : null;
  if (raised) task = withThingDoneTo(task, null, raised, ctx);
  // Handed over by name, a short task is still one ("minta satu penawaran lagi ya. Sinta, itu kamu yang follow up").
  if (ctx.keys(task).length < (own ? 2 : 1)) return null;
  // "callum and jess could you two sort that": both asked.
  const also = h.before.match(/(\p{L}[\p{L}'’-]+)\s+(?:and|&|sama|dan)\s*$/iu)?.[1];
  const other = also && ctx.names.resolve(capitalize(also));
  const others = other && other !== h.name ? { others: [other] } : {};
  const where = { sentence: s.index, turn: s.turn };
  return { task, assignee: h.name, deadline, ...where, how: 'request', keys: ctx.keys(task), ...others };
}
