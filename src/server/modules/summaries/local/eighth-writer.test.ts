import { describe, expect, it } from 'vitest';
import { fromText, rows } from './summarize.test-support.js';

/**
 * Meetings by two more writers who had not seen the summariser (session 29, t1701–t1812 in the tuning set): a mosque
 * renovation, a motorbike workshop in Bandung, a catering kitchen, a hiking club, a family hardware shop, a batik
 * online shop, and in English an animal shelter, a theatre, a community garden, a food truck check-in, a rowing club,
 * a plumbing business and a parents' council. Their village and speech-to-text meetings are in
 * `village-speech.test.ts`.
 */
describe('a parents council: what nobody should do', () => {
  it('"please, nobody order a dunk tank this year" forbids; it is no task for anyone', () => {
    const items = rows(
      fromText(
        [
          'Dana: I can ask the shaved ice place on Main, I drive past it every day.',
          'Dr. Okafor: Sounds good. And please, nobody order a dunk tank this year.',
          'Luis: Ha. Never again.',
        ],
        'en',
        '2026-04-08',
      ),
    );
    expect(items.some(([task]) => /dunk tank/i.test(task!))).toBe(false);
  });
});

describe('a food truck check-in', () => {
  it('"I can take it to my cousin\'s shop" — "When?" — "… on the 25th, so I\'ll drop it off then": the offer, due then', () => {
    const items = rows(
      fromText(
        [
          "Dario: Okay, last: the shared generator's doing the rattling thing again.",
          "Keisha: I can take it to my cousin's shop, he fixed it last time for cheap.",
          'Dario: When?',
          "Keisha: He's back from vacation on the 25th, so I'll drop it off then.",
          'Raj: Do we chip in for that?',
        ],
        'en',
        '2026-08-20',
      ),
    );
    expect(items).toEqual([["Take the shared generator to my cousin's shop", 'Keisha', 'Tuesday, 25 August 2026']]);
  });

  it('"…, I swear" is no part of the promise', () => {
    const items = rows(
      fromText(["Raj: And then I'll file the permit renewal by Monday, I swear."], 'en', '2026-08-20'),
    );
    expect(items).toEqual([['File the permit renewal', 'Raj', 'Monday, 24 August 2026']]);
  });
});

describe('a theatre production meeting', () => {
  it('"… and get it to you" after a no: "it" is what the task makes, "you" the one who asked, not who said no', () => {
    const items = rows(
      fromText(
        [
          "Marcus: Props is on it. Actually — props isn't on it. Who's doing props now that Lucy's left?",
          'Helen: Hmm. Ruth?',
          "Ruth: Absolutely not, I've got four costumes to finish.",
          "Marcus: Fine, I'll take props. I'll make a list of everything we still need and get it to you by next Tuesday.",
          'Helen: Thank you, Marcus, you saint.',
        ],
        'en',
        '2026-01-22',
      ),
    );
    expect(items).toContainEqual([
      'Make a list of everything we still need and get it to Helen',
      'Marcus',
      'Tuesday, 27 January 2026',
    ]);
  });

  it('"I\'ll price it up and—" cut off; "…, but someone else has to chase the bios" is not the speaker\'s task', () => {
    const tasks = rows(
      fromText(
        [
          "Sam: Probably a new cable run, maybe eighty quid. I'll price it up and—",
          "Helen: I'll write the director's note by Sunday, but someone else has to chase the bios, I'll never get round to it.",
        ],
        'en',
        '2026-01-22',
      ),
    ).map(([task]) => task!);
    expect(tasks.some((t) => /—|\band$/.test(t))).toBe(false);
    expect(tasks).toContain("Write the director's note");
  });
});

describe('an animal shelter', () => {
  it('"I could, but … Tom, you\'re on better terms with her—" — "Fine, I\'ll ask her": passed on to the one named', () => {
    const items = rows(
      fromText(
        [
          "Maggie: Yeah. Carlos, could you ask Dr. Hassan whether she'd do a payment plan again?",
          "Carlos: I could, but honestly she's a bit annoyed with me after the whole invoice mixup. Tom, you're on better terms with her—",
          "Tom: Fine, fine, I'll ask her. I'm taking Pepper in for stitches removal next Tuesday anyway, I'll bring it up then.",
        ],
        'en',
        '2026-10-14',
      ),
    );
    expect(items).toEqual([
      ["Ask Dr. Hassan whether she'd do a payment plan again", 'Tom', 'Tuesday, 20 October 2026'],
    ]);
  });

  it('"so — Carlos, you want to run the online fundraiser?": asked of Carlos, after a dash', () => {
    const items = rows(
      fromText(
        [
          "Maggie: Yes, let's. Priya, you've already got the event, so — Carlos, you want to run the online fundraiser?",
          "Carlos: Sure. I'll set up the page and post it by the 25th?",
        ],
        'en',
        '2026-10-14',
      ),
    );
    expect(items).toEqual([['Run the online fundraiser', 'Carlos', 'Sunday, 25 October 2026']]);
  });

  it('"the adoption bios need updating — half of them …" — "I\'ll redo them": the bios, not a word quoted since', () => {
    const items = rows(
      fromText(
        [
          'Maggie: Great. And the adoption bios need updating — half of them still say Biscuit is "shy," which, have you MET Biscuit?',
          'Carlos: Biscuit tried to climb into my car yesterday. Shy is not the word.',
          "Jen: Ha! I'll redo them. Can I have until Friday? I want new photos too.",
        ],
        'en',
        '2026-10-14',
      ),
    );
    expect(items).toEqual([['Redo the adoption bios', 'Jen', 'Friday, 16 October 2026']]);
  });
});

describe('a Padang restaurant before the fasting month', () => {
  const items = rows(
    fromText(
      [
        'Rizal: Nah itu dia. Bahan lamang, pulut sama bambunya, siapa yang urus, Uni Rina?',
        'Rina: Pulut biar ambo yang beli di Pasar Raya, Kamis ambo ke sana.',
        'Fikri: Kantor pajak yang di seberang, Da. Nomornya ada di aku.',
        'Rizal: Kirim ke Uni Rina nomornya, biar Uni yang telepon, bahas menu sama harga.',
        'Fikri: Oke Da, abis ini aku kirim.',
        'Rizal: Jadwal shift-nya ambo yang susun, Jumat ambo tempel di dapur.',
      ],
      'id',
      '2026-02-09',
    ),
  );

  it('"ambo" is Minang for "saya"; "Kamis ambo ke sana" is when the promise before it is done', () => {
    expect(items).toContainEqual(['Beli pulut di Pasar Raya', 'Rina', 'Kamis, 12 Februari 2026']);
    expect(items).toContainEqual(['Susun jadwal shift-nya; tempel di dapur', 'Rizal', 'Jumat, 13 Februari 2026']);
  });

  it('"Kirim ke Uni Rina nomornya" with no name is for the one who spoke before, who answers "aku kirim"', () => {
    expect(items).toContainEqual(['Kirim ke Uni Rina nomornya', 'Fikri', 'Senin, 9 Februari 2026']);
  });

  it("a command with no name that nobody answers with its verb stays nobody's", () => {
    const said = rows(
      fromText(
        ['Sari: Foto prewed-nya udah jadi, Mbak.', 'Nadia: Foto prewed-nya bagus banget lho.', 'Sari: Oke Mbak.'],
        'id',
        '2026-02-09',
      ),
    );
    expect(said).toEqual([]);
  });
});

describe('notes typed in chat shorthand', () => {
  it('"yg", "udh", "blm": the words written out', () => {
    const items = rows(
      fromText(
        [
          'Bu Wati: Dimas, kotak nasi yg 300 udh dipesan blm?',
          'Dimas: Blm bu, besok aku yg beli sekalian stiker logonya.',
        ],
        'id',
        '2026-04-15',
      ),
    );
    expect(items).toEqual([['Beli sekalian stiker logonya', 'Dimas', 'Kamis, 16 April 2026']]);
  });
});

describe('a plumbing business morning call', () => {
  const items = rows(
    fromText(
      [
        "Kylie: I rang Reece yesterday, they've put a tempering valve aside for you.",
        "Mick: Legend. I'll grab it on the way.",
        "Shane: Beauty. Kylie, let the Werribee customers know it'll be after two.",
        "Kylie: Yep, I'll text them now.",
        'Shane: Hendersons. Thursday start. Kylie, have they paid the deposit?',
        'Kylie: Not yet. I sent the invoice last week.',
        "Shane: Chase it up, would you? We're not ordering the vanity till it's in.",
        "Shane: Alright. Last thing, the ute rego's due on the 15th. I'll sort that myself, just don't let me forget.",
      ],
      'en',
      '2026-06-02',
    ),
  );
  const tasks = items.map(([task]) => task!);

  it('"grab it on the way": "on the way" is where, not a particle of the verb', () => {
    expect(tasks.some((t) => /^Grab the tempering valve\b.*\bon the way$/.test(t))).toBe(true);
  });

  it('"Kylie, let the Werribee customers know …" asks Kylie', () => {
    expect(items).toContainEqual([
      "Let the Werribee customers know it'll be after two",
      'Kylie',
      'As soon as possible',
    ]);
  });

  it('", would you?" and ", just don\'t let me forget" are no part of a task, and the second is no "don\'t"', () => {
    expect(tasks.some((t) => /would you|let me forget/i.test(t))).toBe(false);
    expect(items.some(([task, who]) => /^Sort\b/.test(task!) && who === 'Shane')).toBe(true);
  });
});

describe('a parents council planning a spring fair (session 30)', () => {
  const lines = [
    'Jen: So, big items: bounce house, food trucks, raffle, volunteers. Luis, you had a bounce house guy?',
    'Luis: Yeah, Jumping Jacks. They quoted four-fifty for the day. I can lock it in, but they want a deposit.',
    'Jen: Can the PTO cover that, Dana?',
    "Dana: Yep, it's in the budget. Send me their invoice and I'll cut the check Monday.",
    "Luis: I'll call them tomorrow and forward you the invoice.",
    'Jen: Perfect. Marcus, the raffle?',
    "Marcus: I'll email local businesses for prizes by the 1st.",
    'Jess: And the Facebook post?',
    "Priya: I can do that when the form's live, it's basically the same text.",
    'Jen: Great.',
    'Jen: Okay, so: Luis, bounce house tomorrow; Dana, check Monday; Marcus, raffle by the 1st; Priya, the Facebook post.',
  ];
  const items = () => rows(fromText(lines, 'en', '2026-04-09'));

  it('"Send me their invoice and I\'ll cut the check Monday": the sending is asked of Luis; the check is hers', () => {
    expect(items()).toContainEqual(['Cut the check', 'Dana', 'Monday, 13 April 2026']);
    expect(items().some(([task]) => /send me/i.test(task!))).toBe(false);
  });

  it('"Yeah, Jumping Jacks. They quoted …" — "I\'ll call them": the company named', () => {
    expect(items()).toContainEqual([
      'Call Jumping Jacks and forward Dana the invoice',
      'Luis',
      'Friday, 10 April 2026',
    ]);
  });

  it('"And the Facebook post?" — "I can do that when …" — "Great.": an offer that answers who does it, welcomed', () => {
    expect(items()).toContainEqual(["Do the Facebook post when the form's live", 'Priya', expect.any(String)]);
  });

  it('"Okay, so: Luis, bounce house tomorrow; Dana, …": a closing list of who does what adds no task of its own', () => {
    expect(items()).toHaveLength(4);
  });
});

describe('a request turned down and done by another in their own words (session 30)', () => {
  it('"Marcus, could you ask that shaved ice place on Main?" — "I\'d love to, but …" — "I\'ll ask them, I drive past"', () => {
    const lines = [
      'Jen: We still need someone doing dessert. Marcus, could you ask that shaved ice place on Main?',
      "Marcus: I'd love to, but I'm traveling for work most of next week.",
      "Dana: I'll ask them, I drive past there every day. I'll swing by tomorrow.",
      'Jen: Thanks.',
    ];
    expect(rows(fromText(lines, 'en', '2026-04-09'))).toEqual([
      ['Ask that shaved ice place on Main', 'Dana', 'Friday, 10 April 2026'],
    ]);
  });
});

describe('what is asked of another, then what the speaker files (session 30)', () => {
  it('"Get it to me by Friday the 17th and I\'ll file it": the map is Jen\'s to send; the request is his to file', () => {
    const lines = [
      'Dr. Okafor: We need the facilities request in for the field and the gym. That has to go to the district.',
      'Jen: Oh, right. Do you submit that, or does it come from us?',
      "Dr. Okafor: It comes from me, but I need your setup map. Get it to me by Friday the 17th and I'll file it.",
      "Jen: I'll draw it up this weekend.",
    ];
    expect(rows(fromText(lines, 'en', '2026-04-09')).map(([task, who]) => [task, who])).toEqual([
      ['File the facilities request', 'Dr. Okafor'],
      ['Draw up the setup map', 'Jen'],
    ]);
  });
});

describe('a community garden: turned down, then "Then I\'ll do them"', () => {
  it("the one who asked takes the tea urn and biscuits; the next request in the turn is still Aisha's", () => {
    const lines = [
      'Linda: Okay, refreshments. Aisha, would you mind doing the tea urn and biscuits?',
      "Aisha: I would, but I'm on the early shift Saturday, I won't get there till noon.",
      "Linda: Hmm. Then I'll do them. Aisha, could you take the lunch run instead when you arrive?",
      'Aisha: Deal.',
    ];
    expect(rows(fromText(lines, 'en', '2026-03-26')).map(([task, who]) => [task, who])).toEqual([
      ['Do the tea urn and biscuits', 'Linda'],
      ['Take the lunch run instead when you arrive', 'Aisha'],
    ]);
  });
});

describe('a batik online shop: done by a day still to come', () => {
  it('"Sabtu paling lambat udah aku upload semua" promises the upload of the photos asked about', () => {
    const lines = [
      'Laras: Foto-fotonya bisa di-upload sebelum tanggal lima kan, Put?',
      'Putri: Bisa dong, Sabtu paling lambat udah aku upload semua.',
      'Laras: Oke.',
    ];
    expect(rows(fromText(lines, 'id', '2026-04-28'))).toEqual([
      ['Upload semua foto-fotonya', 'Putri', 'Sabtu, 2 Mei 2026'],
    ]);
  });
});

describe('a batik online shop: a brother put forward', () => {
  it('"Adik aku mau tuh" is no promise of his own; "Kamu ajak dia ke studio" brings the brother', () => {
    const lines = [
      'Yogi: Adik aku mau tuh Mbak, badannya lumayan, hehe.',
      'Putri: Boleh, Yogi! Kamu ajak dia ke studio Kamis ya.',
      'Yogi: Oke, nanti aku bilang ke dia.',
    ];
    expect(rows(fromText(lines, 'id', '2026-04-28'))).toEqual([
      ['Ajak adik ke studio', 'Yogi', 'Kamis, 30 April 2026'],
    ]);
  });
});

describe('a batik online shop: the result asked for the next day', () => {
  it('"Nanti aku cek semua yang masih di rak." — "Besok kabarin aku ya hasilnya.": the check, reported tomorrow', () => {
    const lines = [
      'Laras: Terus yang luntur itu dari batch mana, Gi?',
      'Yogi: Kayaknya batch Maret yang cap warna biru. Nanti aku cek semua yang masih di rak.',
      'Laras: Besok kabarin aku ya hasilnya.',
      'Yogi: Oke Mbak.',
    ];
    expect(rows(fromText(lines, 'id', '2026-04-28'))).toEqual([
      ['Cek semua yang masih di rak; kabari Laras hasilnya', 'Yogi', 'Rabu, 29 April 2026'],
    ]);
  });
});
