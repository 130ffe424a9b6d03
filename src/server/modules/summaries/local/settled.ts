import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { LEXICON } from './action-rules.js';
import type { ActionContext, Draft, ExtractedActions } from './action-types.js';
import { withSubject, withThingPointedTo } from './agenda-subjects.js';
import { withThingAlong } from './along.js';
import { thankedSpeakers } from './cues.js';
import { asItems, dedupe, markRunDowns } from './dedupe.js';
import { askedOfFloor, calledOnSpeakers } from './floor.js';
import { toYouByTitle } from './forms-of-address.js';
import { withAskerNamed, withContactNamed, withOneKnown, withOneOfTheirs } from './contact-named.js';
import { withFullerMentions, withPeopleNamed } from './fuller-mentions.js';
import { kinSpeakers } from './kin-terms.js';
import { withNewsTold } from './news-told.js';
import { nameLed, notToThemselves, withoutCalling, THANKS_ONLY } from './owners.js';
import { withBrokenThing } from './repair-calls.js';
import { withWhatIsCollected } from './collected.js';
import { plausibleTask, remarkAboutYou, saidNotAsked } from './plausible-task.js';
import { ownersFromRunDown } from './run-down-owners.js';
import type { Sentence } from './sentences.js';
import { withStatedDeadlines } from './stated-deadlines.js';
import { helpedOnTheSameDay } from './volunteered.js';

/** "Bu Harti minta ganti font lagi, katanya kurang mewah": what someone else wants, passed on; no task of theirs. */
const HEARSAY: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:katanya|kata (?:dia|beliau|mereka))(?![\p{L}])/iu,
  en: /\b(?:apparently|(?:she|he|they) said)\b/i,
};

/**
 * What one pass over the meeting found, settled once the whole meeting is known: who said what (thanked, called on,
 * a kin title said as "I"), the day stated later, the task written in full (the thing and the people named), and
 * only what reads as a task, once each.
 */
export function settled(
  drafts: Draft[],
  sentences: Sentence[],
  kinSaid: Map<number, string>,
  ctx: ActionContext,
): ExtractedActions {
  thankedSpeakers(drafts, sentences, ctx);
  kinSpeakers(drafts, kinSaid);
  calledOnSpeakers(drafts, sentences, ctx.names);
  askedOfFloor(drafts, sentences, ctx.names);
  withStatedDeadlines(drafts, sentences, ctx);
  helpedOnTheSameDay(drafts, ctx);
  for (const x of drafts) {
    const named = withPeopleNamed(withFullerMentions(x.task, x.sentence, sentences, ctx), x, sentences, ctx);
    const said = sentences[x.answered?.sentence ?? x.sentence]!;
    const contact = toYouByTitle(withContactNamed(named, x, sentences, ctx), said, sentences, ctx.names);
    // Whom the task goes to and what it says, each step on what the one before left.
    const steps = [withOneOfTheirs, withAskerNamed, withOneKnown, withNewsTold, withBrokenThing, withWhatIsCollected];
    const theirs = steps.reduce((task, step) => step(task, x, sentences, ctx), contact);
    // The thing raised just before says more than the agenda item the task came under.
    const pointed = withThingPointedTo(theirs, x.sentence, sentences, ctx);
    x.task =
      x.ownThing || pointed !== theirs ? pointed : withSubject(theirs, sentences[x.sentence]!, ctx.subjects ?? [], ctx);
    if (x.along) x.task = withThingAlong(x.task, x.along);
  }
  for (const x of drafts) {
    nameLed(x, ctx);
    notToThemselves(x);
    withoutCalling(x, ctx);
  }
  ownersFromRunDown(drafts, sentences, ctx);
  // A task given to someone by name was checked when it was given; what people say of themselves or the team
  // must also read as a task.
  const plausible = (x: Draft) =>
    !THANKS_ONLY.test(x.task) &&
    !saidNotAsked(x.task, ctx.lang) &&
    !HEARSAY[ctx.lang].test(x.task) &&
    !(x.forTaker && x.assignee === null) &&
    !remarkAboutYou(x.task, ctx.lang) &&
    ((x.how === 'request' && x.assignee !== null) ||
      (plausibleTask(x.task, ctx.lang) &&
        !(x.assignee === null && !x.deadline && LEXICON[ctx.lang].habit.test(x.task))));
  markRunDowns(drafts, sentences, ctx.names);
  return asItems(dedupe(drafts.filter(plausible)), ctx.lang);
}
