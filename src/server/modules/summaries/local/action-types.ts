import type { GeneratedActionItem, SummaryLanguage } from '../../../../shared/summary/normalize.js';
import type { Deadline } from './deadlines.js';
import type { Names } from './names.js';

/** What the action-item pass keeps while it reads a meeting: the context, the tasks drafted so far, the turn. */
export interface ActionContext {
  lang: SummaryLanguage;
  names: Names;
  /** The meeting's day (days since 1970), when known: deadlines resolve to dates. */
  meeting: number | undefined;
  /** Content-word stems of a text: tasks are compared on them. */
  keys(text: string): string[];
  /** The agenda items the meeting announced: a short task says which one it is about. */
  subjects?: readonly Subject[];
}

/** What the action-item pass gives the summary: the items, and where in the meeting they were handed out. */
export interface ExtractedActions {
  items: GeneratedActionItem[];
  /** The sentences that gave or took on a task: the next steps say them, so the summary need not quote them. */
  handOuts: Set<number>;
}

export interface Draft {
  task: string;
  assignee: string | null;
  deadline: Deadline | null;
  sentence: number;
  turn: number;
  how: 'commit' | 'request' | 'named' | 'team' | 'recap' | 'weak';
  keys: string[];
  /** Said by the speaker of themself ("I'll …", "biar saya …"): theirs, once we know who spoke. */
  own?: boolean;
  /** Where the person answered it ("Siap, Bu, saya buatkan …"): a day named right after that is still for it. */
  answered?: { turn: number; sentence: number };
  /** Only whose it is ("Kevin aja yang handle"): a task once the answer says what ("aku yang hubungin teknisinya"). */
  thin?: boolean;
  /** Given to more than one person ("Tom, Jo, could you two …"): one item each, as a minute-taker lists them. */
  others?: string[];
  /** Said in a closing run-down ("Recap: … Keisha, POS list Monday"): a restatement of that person's task. */
  rundown?: boolean;
  /** A command to no one by name ("Get me two quotes by the 25th."): a task only once someone takes it up. */
  forTaker?: boolean;
  /** A thing agreed to go with the task's own ("Sekalian mentega nggak?" — "Iya"): put in once the task is whole. */
  along?: string;
  /** Names the thing it was asked about ("hotel di solo gimana dika udah booking belum"): no agenda item to add. */
  ownThing?: boolean;
}

export interface Turn {
  turn: number;
  speaker: string | null;
  /** The person addressed by name earlier in this turn. */
  addressee: string | null;
  /** The speaker took something on without saying what ("I'll take it", "biar saya"): the next offer is the task. */
  committed: boolean;
  /**
   * Without speaker labels, the person named a turn or two before ("bagus hana terus draft paper-nya udah sampai
   * mana" — "… tinggal hasil" — "oke kamu selesaikan …"): whom a "kamu"/"you" now most likely means.
   */
  lately: { name: string; turn: number } | null;
  /** Without speaker labels, the person last spoken to by name, a few turns back at most ("nah ojan … lo yang …"). */
  partner?: string | null;
}

/** An agenda item the meeting announced (agenda-subjects.ts), from the sentence where it starts. */
export interface Subject {
  /** The first sentence the item covers; it lasts until the next item starts, or REACH turns. */
  start: number;
  turn: number;
  text: string | null;
  /** Turns, from the start on, that name the item again ("Kalender itu deadline-nya kapan?"): it is still on. */
  named: number[];
}
