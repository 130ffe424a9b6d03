import { describe, expect, it } from 'vitest';
import { fromText, rows } from './summarize.test-support.js';

/**
 * A request said to the room, with its day, and taken up by whoever answers (issue 13): "Then get me two alternative
 * quotes by the 25th." — Sam: "Okay, I'll reach out to a couple of providers." is Sam's, due the 25th.
 */
describe('a request to no one by name, taken up in the next turn', () => {
  it("a command with its day is the answerer's, and the answer's \"I'll …\" is how, not a second task", () => {
    const items = fromText(
      [
        'Sam: The cleaning contract runs out at the end of the month.',
        'Claire: Then get me two quotes from other cleaning firms by Friday so I can compare.',
        "Sam: Okay, I'll ring round a few firms.",
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Get Claire two quotes from other cleaning firms', 'Sam', 'Friday, 27 November 2026'],
    ]);
  });

  it('nobody taking it up leaves no task; a remark with a past day is no command', () => {
    expect(
      fromText(
        ['Claire: Then get me two quotes from other cleaning firms by Friday.', 'Lina: The staff outing is in May.'],
        'en',
      ),
    ).toEqual([]);
    expect(
      fromText(['Dokter Irma: Jadwal praktik Sabtu kemarin penuh banget.', 'Vivi: Iya, dok, antre sampai luar.'], 'id'),
    ).toEqual([]);
  });

  it('Indonesian: "Tolong kirim rekap absensi hari Jumat." — Sam: "Siap, Bu." is Sam\'s', () => {
    const items = fromText(['Bu Ratna: Tolong kirim rekap absensi hari Jumat.', 'Sam: Siap, Bu.'], 'id');
    expect(rows(items)).toEqual([['Kirim rekap absensi', 'Sam', 'Jumat, 27 November 2026']]);
  });
});

describe('said to everyone', () => {
  it('"Everyone on the floor has to finish it before …" is the team\'s command, without its subject', () => {
    const items = fromText(
      [
        'Keisha: The new POS training video is forty minutes.',
        'Keisha: Everyone on the floor has to finish it by Friday.',
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Finish the new POS training video', 'Team', 'Friday, 27 November 2026']]);
  });
});

describe('an offer taken up in the next turn', () => {
  it('"The Crown has a function room. I could ask them." — "Would you? … let us know by Friday": theirs, by Friday', () => {
    const items = fromText(
      [
        'Margaret: The church hall is being painted in January, so we need somewhere else.',
        'Tom: The Crown has a function room. I could ask them.',
        'Margaret: Would you? That would be lovely. Could you let us know by Friday?',
        "Tom: Yes, I'll pop in over the weekend and ask.",
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Ask the Crown', 'Tom', 'Friday, 27 November 2026']]);
  });

  it('"… we need someone to run the cake stall" — "I could ask my sister." — "Would you?": asked to run it', () => {
    const items = fromText(
      [
        'Ann: For the bake sale we need someone to run the cake stall.',
        'Ben: I could ask my sister.',
        'Ann: Would you? That would be lovely. Could you let us know by Friday?',
        "Ben: Yes, I'll ask her tonight.",
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Ask my sister to run the cake stall', 'Ben', 'Tuesday, 24 November 2026']]);
  });

  it('"I can ask the shops." — "Please do. Maria, can you get fifteen prizes by Friday?": one task, the request', () => {
    const items = fromText(
      [
        'Maria: I can ask the shops on Main Street.',
        'Helen: Please do. Maria, can you get fifteen raffle prizes promised by Friday?',
        "Maria: I'll try my best.",
      ],
      'en',
    );
    expect(items.map((i) => [i.assignee, i.deadline])).toEqual([['Maria', 'Friday, 27 November 2026']]);
  });

  it('not taken up, an offer with "could" is no task, with a day or without', () => {
    const items = fromText(
      [
        'Tom: The Crown has a function room. I could ask them.',
        'Margaret: No need, the vicar has it in hand.',
        'Tom: I could print the posters by Friday, if nobody else has.',
        'Margaret: Let us talk about the hymns.',
      ],
      'en',
    );
    expect(items).toEqual([]);
  });

  it('"How soon could you do it?" — "Give me till the end of the month." is the day of the offer taken up', () => {
    const items = fromText(
      [
        'Grace: What about the collection bins? The old ones are falling apart.',
        'Steve: I can build a few new ones.',
        'Dan: That would be wonderful, Steve. How soon could you do it?',
        'Steve: Give me till the end of the month.',
      ],
      'en',
    );
    expect(rows(items)).toEqual([['Build a few new ones (collection bins)', 'Steve', 'Monday, 30 November 2026']]);
  });
});

describe('a request answered with no promise', () => {
  it('"Can you put me on the first seating?" — "I\'ll try, no promises." is no task; nor "diusahakan, nggak janji"', () => {
    expect(
      fromText(['Keisha: Can you put me on the first seating on Friday?', "Maria: I'll try, no promises."], 'en'),
    ).toEqual([]);
    expect(
      fromText(['Rina: Tolong geser jadwal saya ke hari Jumat ya.', 'Bu Yanti: Diusahakan ya, nggak janji.'], 'id'),
    ).toEqual([]);
  });

  it('"can you also put in the reminder …" after "I\'ll put it in the newsletter" is more of the same task', () => {
    const items = fromText(
      [
        'Ana: Can somebody tell the parents about the new pickup time?',
        "Ben: I'll put the pickup time in the newsletter on Friday.",
        'Ana: Thanks Ben, and can you also put in the reminder about the school photos?',
        'Ben: Yep.',
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      [
        'Put the pickup time in the newsletter; put in the reminder about the school photos',
        'Ben',
        'Friday, 27 November 2026',
      ],
    ]);
  });

  it('"I\'ll send round a poll tonight, and everyone votes by Sunday": a task for all, on the thing raised', () => {
    const items = fromText(
      [
        'Margaret: Next, the summer menu. We shortlisted three.',
        "Helen: I'll send round a poll tonight, and everyone votes by Sunday.",
        'Margaret: Lovely.',
      ],
      'en',
    );
    expect(rows(items)).toEqual([
      ['Send round a poll (summer menu)', 'Helen', 'Tuesday, 24 November 2026'],
      ['Vote on the summer menu', 'Team', 'Sunday, 29 November 2026'],
    ]);
  });
});
