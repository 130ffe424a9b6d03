import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';

/**
 * The language of commitments and requests in meetings, per language. Patterns run on lower-cased clause text.
 * Strong markers make an action item on their own; weak ones ("saya bisa", "we should", "let's") need a deadline
 * too, because without one they are usually opinions ("we should probably...") rather than tasks.
 */
export interface ActionLexicon {
  /** The speaker takes the task: "saya akan", "nanti saya", "I'll", "let me". */
  commit: RegExp;
  /** The speaker offers: "saya bisa", "I can". */
  offer: RegExp;
  /** Someone is asked: "tolong", "mohon", "please", "can you". */
  request: RegExp;
  /** Something has to happen: "harus", "perlu", "need to", "should". */
  obligation: RegExp;
  /** The whole group: "mari kita", "let's". */
  together: RegExp;
  /** Explicit labels: "tindak lanjut", "action item". */
  explicit: RegExp;
  /** "tidak perlu", "nggak usah", "don't", "no need": not a task. */
  negation: RegExp;
  /** "mungkin", "sebenarnya", "maybe", "actually": an idea, not a commitment. */
  hedge: RegExp;
  /** "sudah", "kemarin", "already", "yesterday": done, not to do. */
  past: RegExp;
  /** A leading subordinate clause ("kalau ..., ", "once I have it, "): removed before reading the main clause. */
  subordinate: RegExp;
  /** "Siap", "Baik", "Sure", "Will do": a reply that accepts a request. */
  ack: RegExp;
  /** "Wah aku nggak bisa", "I'd love to, but …": a reply that turns a request down. */
  decline: RegExp;
  redirect: RegExp; // Turned down for the asker to do ("mending lo yang ngomong, Rif"), who may then take it.
  /** "Biar saya saja", "I can take it", "Leave it with me": someone takes on what another turned down. */
  takeOver: RegExp;
  /** "… jadi tidak bisa pegang dulu", "saya ada nikahan … nggak bisa", "I could, but I'm traveling": why not. */
  excuse: RegExp;
  /** "kamu udah … belum?", "have you … yet?": a question about what was done, not a request. */
  statusQuestion: RegExp;
  /** Words that may follow a named person and make the sentence about that person doing something. */
  namedFuture: RegExp;
  /** Verbs of running the meeting itself ("kita mulai", "let's move on"): never tasks. */
  meetingFlow: RegExp;
  /** Being away ("besok saya cuti", "I'll be off next week"): news for the meeting, not a task. */
  away: RegExp;
  /** A standing rule for everyone ("Everybody wear your glasses", "selalu pakai helm"): said to all, due never. */
  habit: RegExp;
  /** "selesai", "finish it": when the task must be done, not what it is ("tolong selesai sebelum tanggal sepuluh"). */
  finish: RegExp;
  /** Small talk that sounds like a commitment: "ada yang mau nitip makan siang?", "then I'll put the kettle on". */
  chatter: RegExp;
  /** Words after a vocative that make it a question or remark, not an instruction. */
  notImperative: RegExp;
  /** First person pronouns (the speaker's own task when committed). */
  firstPerson: RegExp;
  /** Second person ("kamu", "you"): the addressee. */
  secondPerson: RegExp;
  /** Lead-ins removed from the start of a task: fillers, subjects with their modal, request words. */
  leadIns: RegExp[];
  /** Trailing words and clauses removed from a task ("ya", ", setelah ...", ", right?"). */
  tails: RegExp[];
  /** Where a sentence holds several tasks: before these words following a comma. */
  clauseStarts: string;
}

/** English verbs of work given to someone: "you own the plan", "you're leading the launch", "Kevin takes …". */
export const EN_GIVEN_VERBS = ['own', 'take', 'handle', 'lead', 'drive', 'cover'];
const GIVEN = EN_GIVEN_VERBS.join('|');
// "Jen, you're doing the safety orientation, right?": said of work already given, as "doing" and "running" too.
const GIVEN_ING = [...EN_GIVEN_VERBS.map((v) => `${v.replace(/e$/, '')}ing`), 'doing', 'running'].join('|');
/** "leading" → "lead": the work given, written as a task. */
export const givenBase = (ing: string) =>
  ing === 'doing'
    ? 'do'
    : ing === 'running'
      ? 'run'
      : (EN_GIVEN_VERBS.find((v) => ing.startsWith(v.replace(/e$/, ''))) ?? ing);

/** Said to everyone present ("everyone please …", "kalian semua …"): no one person's task. */
export const EVERYONE = /(?<![\p{L}])(?:everyone|everybody|all of you|semua(?:nya)?|kalian)(?![\p{L}])/iu;

/** Saying one will not be there or cannot ("I'm off on Friday", "Jumat aku cuti"): a day said so is no deadline. */
export const UNAVAILABLE: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:cuti|libur|izin|ijin|off|tutup|sibuk|sakit|nggak bisa|gak bisa|ga bisa|tidak bisa|nggak masuk|gak masuk)(?![\p{L}])/iu,
  en: /(?<![\p{L}])(?:off|away|out of (?:the )?office|on leave|holiday|closed|busy|broken|can't|cannot|won't|not|no)(?![\p{L}])/iu,
};

/** "kamu kan sering pegang kasir": a reason everyone knows, said before the request (the comma or end after it varies). */
export const KNOWN_REASON = String.raw`^(?:(?:kamu|lo|lu|anda)\s+)?kan\s+[^,.;?!]{1,40}`;

export const LEXICON: Record<SummaryLanguage, ActionLexicon> = {
  id: {
    commit:
      /(?<!\b(?:adik|adek|kakak|temen|teman|mama|papa|ibu|bapak|istri|suami|anak|sepupu|tetangga|bos|atasan)\s)\b(?:saya|aku|gue|gua)\s+(?:yang\s+)?(?:akan|mau|siap|usahakan|langsung|nanti)\b|\b(?:nanti|biar|sekalian|besok)\s+(?:saya|aku|gue|gua)\b|\b(?:nanti|besok)\s+kami\s+(?=\p{L}{3,})|\b(?:saya|aku|gue|gua)\s+(?:sendiri\s+|aja\s+|saja\s+)?(?:(?:pak|bu|mas|mbak|kak|bang)\s+)?yang\b|\b(?:saya|aku)\s+sendiri\b|^(?:\S+\s+){0,3}?(?:saya|aku)\s+(?:aja|saja)\b(?!\s+(?:belum|masih|udah|sudah|nggak|gak|ga|tidak|enggak)\b)|^(?![^.?!]*\b(?:udah|sudah|kemarin|tadi|lalu)\b)(?:saya|aku|gue|gua)\s+(?!(?:udah|sudah|belum|lagi|nggak|gak|tidak|juga|mah|sih|kan|rasa|pikir|kira|setuju|tahu|tau|oke|ok|ikut)\b)\p{L}{3,}\s[^.?!]*?\b(?:dulu\s+)?(?:aja|saja)\b/u,
    offer: /\b(?:saya|aku)\s+bisa\b/,
    request:
      /\b(?:tolong|mohon(?!\s+(?:maaf|izin|ijin|doa))|minta tolong|bisa dibantu|bisa bantu|jangan lupa|please)\b|^(?:(?:abis|habis|setelah|sesudah)\s+itu\s+|\S+\s+)?(?:kamu|anda)\s+(?:yang\s+)?(?!(?:juga|sudah|udah|bisa|mah|kok|emang|memang|kan|tuh|sih)\b)\p{L}/u,
    obligation: /\b(?:harus|perlu|wajib|mesti)\b/,
    together: /\b(?:mari|ayo|yuk)\s+(?:kita\s+)?/,
    explicit: /\b(?:tindak lanjut|action item|pr-nya|follow up)\b/,
    negation:
      /\b(?:tidak|nggak|gak|enggak|ngga|tak|belum)\s+(?:perlu|usah|harus|akan|mau)\b|\b(?:nggak|gak|ga|tidak|kurang)\s+enak\s+(?:kalau|kalo)\b|\b(?:nggak|tidak|gak|ga)\s+usah\b|^jangan\b(?!\s+lupa)|\bjangan sampai\b|\btadinya\b|^(?:(?:gue|aku|saya)\s+)?bukan\b|^biar\s+(?:lo|lu|kamu|kalian|dia|mereka|kita)\s/,
    // "saya pikir kita perlu …" is a view; "saya bisa aja sih bantu, tapi …" an offer taken back.
    hedge:
      /\b(?:mungkin|barangkali|sepertinya|kayaknya|sebenarnya|seandainya|usul|(?:saya|aku|gue) pikir|menurut (?:saya|aku|gue)|rasanya)\b|\bbisa\b.*\btapi\b/,
    past: /\b(?:sudah|udah|telah|tadi|kemarin|pernah|sempat)\b/,
    // Not "kalau gitu, …" ("so then"): that draws the conclusion the main clause states.
    subordinate:
      /^(?:(?:kalau|kalo)(?!\s+(?:gitu|begitu)\b)|jika|apabila|bila|begitu|setelah|sesudah|selain)\b(?:[^,]*,\s*|(?:\s+[^\s,.?!]+){2,10}?\s+(?=(?:saya|aku|gue|kita|kami)\s+(?:bisa|akan|langsung|siap|usahakan)\b))/,
    ack: /^(?:siap|baik|oke|ok|okay|bisa|boleh|iya|ya|setuju|noted|sure|on it|sip|beres|tentu|pasti|gas|insya ?allah)\b/i,
    // "bisa sih tapi minggu ini gue full handle event client lain sorry banget": yes in principle, then sorry; "Lah gue
    // mulu. Bima aja, dia kan yang ngerti tipenya": me again, someone else knows better.
    decline:
      /^(?:(?:wah|aduh|duh|waduh|maaf|mohon maaf|sori|sorry|hmm|eh|pak|bu|mas|mbak|kak|kang|teh|bang|uda|uni|bli|cak)[\s,]+)*(?:(?:minggu ini|hari ini|besok|lusa|sabtu|minggu|weekend)[\s,]+)?(?:(?:aku|saya|gue)\s+(?:mah\s+|sih\s+)?)?(?:nggak|gak|ga|enggak|ngga|tidak|belum)\s+(?:bisa|sempat|sempet)\b|\b(?:nggak|gak|ga|enggak|ngga|tidak)\s+(?:kekejar|keburu|sanggup)\b|^bisa sih\b.*\btapi\b.*\b(?:sorry|maaf)\b|\b(?:nggak|gak|ga|tidak|enggak)\s+janji\b|^(?:(?:lah|loh|lho|yah|duh|aduh|waduh)[\s,]+)?(?:gue|aku|saya)\s+(?:mulu|melulu)\b/iu,
    redirect:
      /\btapi\s+(?:mending|mendingan|lebih baik|lebih enak)\s+(?:kamu|lo|lu|anda|elo|elu)\s+(?:aja\s+|saja\s+)?yang\b/i,
    takeOver:
      /^(?:(?:oke|ok|oh|gitu|ya udah|yaudah|udah|wah|eh|iya|ya|sini|bu|pak|mas|mbak|kak|bang)[\s,]+)*(?:(?:biar|nanti)\s+)?(?:saya|aku|gue|gua)\s+(?:saja|aja|bisa|deh|dulu|yang (?:pegang|urus|handle|ambil|gantiin))\b/i,
    excuse:
      /\b(?:jadi|makanya|sehingga|kayaknya|sepertinya)\s+(?:(?:aku|saya)\s+)?(?:nggak|gak|ga|enggak|ngga|tidak|belum)\s+(?:bisa|sempat|sempet)\b|\b(?:nggak|gak|ga|enggak|ngga|tidak)\s+(?:kekejar|keburu|kepegang)\b|\btadinya\s+(?:(?:aku|saya|gue)\s+)?mau\b.*\btapi\b|^(?:(?:eh|wah|aduh|tapi|sorry|maaf)[\s,]+)*(?:aku|saya|gue|gua)\s+(?:\p{L}+\s+){0,4}(?:off|cuti|libur|nggak masuk|gak masuk|lagi di luar kota|full|penuh|sibuk)\b|^(?:(?:e+|eh|wah|aduh)[\s,]+)*(?:maaf|mohon maaf|sorry|sori)\b[^.?!]*\bsoalnya\b|\b\p{L}+\s+(?:aja|saja)(?:\s+udah)?,?\s+(?:dia|beliau)\s+(?:kan\s+)?(?:yang|lebih|tiap|sering)\b|\b(?:aku|saya|gue)\s+(?:ada\s+)?(?:kondangan|nikahan|arisan|acara|kuliah|ujian|urusan|dinas|pengajian|takziah|layatan)\b(?:\s+\p{L}+){0,6}?(?:\s+(?:nggak|gak|ga|enggak|ngga|tidak)\s+bisa)?(?:\s+(?:pak|bu|mas|mbak|kak|bang|ya|nih|deh|sih))*\s*[.!]?$|(?<![\p{L}])(?:aku|saya|gue)(?<!(?:tolong|mohon|minta)[^.?!]*)\s+(?:ada\s+)?(?:penyuluhan|rapat|tugas luar)(?![\p{L}])[^.?!]*?\s(?:nggak|gak|ga|enggak|ngga|tidak)\s+bisa(?![^.?!]*(?<![\p{L}])(?:tapi|habis itu|abis itu|setelah itu|baru|nanti)(?![\p{L}]))/iu,
    statusQuestion: /^(?:(?:\p{L}+\s+){0,3})?(?:kamu|anda)?\s*(?:udah|sudah)\b.*\bbelum\b/iu,
    namedFuture:
      /^\s*(?:(?:sebagai|selaku)\s+[^,]{1,40}?\s+)?(?:(?:aja|saja|sendiri)\s+)?(?:yang\s+)?(?:akan|nanti|mau|yang)\b(?!\s+(?:kemarin|kemaren|tadi|dulu|lalu|waktu|pernah|sudah|udah|biasa|di|dari|ke|lagi|paling|punya|ada)\b)/,
    meetingFlow:
      /^(?:mulai(?=\s*(?:[,.!]|$)|\s+(?:rapat|rapatnya|meeting|aja|saja|dulu|ya|sekarang|dari|dengan|lagi|acara|acaranya|diskusi|pembahasan|sesi|bentar|sebentar)\b)|lanjut(?:kan)?(?=\s*(?:[,.!]|$)|\s+(?:ke|dulu|aja|saja|ya|rapat|rapatnya|pembahasan|agenda|diskusi|bahas|yang)\b)|bahas|membahas|tutup|menutup|rangkum(?=\s*(?:[,.!]|$)|\s+(?:dulu|ya|sebentar|hasil|rapat|pembahasan|tadi|yang tadi)\b)|ulangi|kembali|pakai itu|putuskan|lihat dulu|catat|share layar|berbagi layar|share screen|share (?:layarnya|screennya)|(?:semua\s+|kita\s+)?(?:lebih|tetap|selalu|makin|semakin|hati-hati|semangat)\b|unmute|mute|nyalain (?:kamera|mic|video)|matiin (?:kamera|mic|video)|buka kamera|butuh|perlu|ingin|flag|nanya|sharing|cerita|curhat|fokus)\b/,
    // "weekend aku mau ke Bandung": the speaker's own plans.
    away: /^(?:cuti|izin|ijin|libur|sakit|telat|terlambat|absen|off|wfh|pulang kampung|(?:ke )?luar kota|dinas luar)\b|^(?:(?:weekend|akhir pekan|besok|lusa|minggu depan)\s+)?(?:aku|saya|gue)\s+(?:mau\s+|akan\s+)?(?:ke|pulang|mudik|liburan|jalan|izin|cuti)\b/i,
    finish: /^(?:selesai|selesaikan|kelarin|kelar|beres|beresin|rampung|rampungkan)$/i,
    habit:
      /^(?:(?:ke\s?depan(?:nya)?|mulai sekarang)[\s,]+)|^(?:semua(?:nya)?\s+|kalian\s+)?(?:pakai|jaga|ingat|jangan|selalu|tetap|hati-hati|disiplin)\b/i,
    chatter:
      /\b(?:kita|kalian|semua(?:nya)?)\s+(?:harus|perlu|mesti)\s+(?:lebih\s+)?(?:gerak cepat|kompak|semangat|fokus|kerja keras|teliti|hati-hati|solid|sabar|disiplin)\s*[.!]?$|\b(?:menyampaikan|mengabarkan|bilang|berpesan|kabarnya)\s+(?:bahwa\s+|kalau\s+)?(?:(?:beliau|dia)\s+)?(?:akan\s+|bakal\s+)?(?:terlambat|telat|tidak bisa hadir|nggak bisa (?:hadir|dateng|datang)|berhalangan|izin|sakit)\b|\b(?:nitip|ngopi dulu|ke toilet|cabut dulu|mohon doa(?:nya)?)\b|\b(?:mau|pengen|ingin)\s+(?:ngomongin|ngomong|bahas|bicarain|bicarakan|sampaikan|share)\s+(?:beberapa|sedikit|satu|dua)\s+(?:hal|poin|point)\b|\bplease\s+fokus\b|\bfokus\s+(?:guys|semua|semuanya)\b|\b(?:abis|habis|setelah) (?:ini|rapat|meeting|istirahat|makan siang|sholat|salat) (?:aku|saya|gue) (?:mau |harus |langsung )?(?:ke|turun|keluar|cabut|pulang|makan|ngopi|bukber|nongkrong|jalan|main|tidur|istirahat|kuliah|kelas)\b|\b(?:kamu|anda|lo|lu)\s+yang\s+(?:pegang|megang|handle|urus|ngurus)\s+\S+(?:\s+\S+)?\s+kan\s*\??$|\b(?:mau|harus)\s+(?:masak|mandi|tidur|sholat|salat|istirahat|pulang|cabut|sarapan|makan|ngopi|nonton|jemput anak)\s+(?:\p{L}+\s+)?dulu\b|^(?:ng|ny|n)\p{L}+\s+(?:terus|mulu|melulu)\b|\b(?:laper|lapar)\s*[.!]*$/iu,
    notImperative:
      /^(?:bagaimana|gimana|apa|apakah|kapan|siapa|kenapa|mengapa|berapa|mana|di ?mana|dari|sudah|ada|itu|ini|kabar|menurut|terima|selamat|maaf|betul|benar|iya|ya|soal|untuk|tentang|masalah|kalau|terus|targetnya|nggak|tidak|semua|yang|selain)\b/,
    firstPerson: /\b(?:saya|aku|gue|gua)\b/,
    secondPerson: /\b(?:kamu|anda|kau|lu|lo|kalian)\b/,
    leadIns: [
      /^(?:oke|ok|okay|sure|noted|alright|on it|baik|siap|iya|ya|nah|jadi|terus|lalu|kemudian|nanti|sip|oh|eh|pasti|betul|sekalian|juga|kalau begitu|kalau gitu|gitu|begitu|wah|waduh|yaudah|ya udah|lupa|makasih|terima kasih|tapi|makanya)\b[\s,.!]*/i,
      // "yaudah itu nanti gue cek sendiri …": "itu" points at what was said, before the promise; "abis itu …": next.
      /^(?:(?:abis|habis|setelah|sesudah)\s+)?itu[\s,]+(?=(?:nanti|saya|aku|gue|biar)\b)/i,
      // Hesitation and laughter: "ee", "emm", "hahaha".
      /^(?:e+h?|em+|hmm+|(?:ha){2,}h?|(?:he){2,}|wkwk\p{L}*)(?![\p{L}])[\s,.!]*/iu,
      /^(?:sebagai|selaku)\s+[^,]{1,40}?\s+(?=akan\b)/i,
      // "Oke, Bu, saya buatkan …": the form of address said to the one who asked.
      /^(?:pak|bu|mas|mbak|kak|bang|om|tante|ci|ko)\s*,\s*/i,
      /^(?:nanti|besok|biar|sekalian)\s+(?:saya|aku|gue|gua|kami)\s+(?:(?:aja|saja)\s+)?(?:(?:pak|bu|mas|mbak|kak|bang)\s+)?(?:yang\s+)?/i,
      // "abis itu lo yang implement …": the order of the work, then who does it.
      /^(?:abis|habis|setelah|sesudah)\s+itu\s+(?=(?:saya|aku|gue|gua|kamu|anda|lo|lu)\s)/i,
      /^(?:saya|aku|gue|gua|kita|kami|kamu|anda|kalian)\s+(?:juga\s+|sendiri\s+|aja\s+|saja\s+|deh\s+)*(?:yang\s+)?(?:akan\s+|mau\s+|bisa\s+(?:nggak\s+|gak\s+|ga\s+|enggak\s+)?|perlu\s+|harus\s+|nanti\s+|siap\s+|langsung\s+|coba\s+|yang\s+)*/i,
      // "bisa nggak kamu compile …": a request as a yes/no question.
      /^(?:bisa|boleh|sempat)\s+(?:nggak|gak|ga|enggak|ngga|tidak)\s+/i,
      // "mohon Bapak yang melatih petugasnya": "Bapak"/"Ibu" spoken to is "you".
      /^(?:bapak|ibu)\s+(?:(?:aja|saja|sendiri)\s+)?yang\s+(?=\p{L}{3,})/iu,
      // "bang rizal kan bendahara tolong bikinin …", "kamu kan searah pulangnya, mampir …": the reason everyone knows,
      // before the request.
      /^kan\s+[^,.;?!]{1,40}?\s+(?=(?:tolong|mohon|bisa)\s)/i,
      new RegExp(String.raw`${KNOWN_REASON}(?:,\s*|[.!?]*$)`, 'i'),
      /^(?:biasanya|soalnya|kebetulan)\s+[^,.;?!]*[.!?]*$/i,
      // "dok sekalian tolong cek …": a form of address alone, then the request.
      /^(?:pak|bu|mas|mbak|kak|bang|dok|om|tante)[\s,]+(?:sekalian[\s,]+)?(?=(?:tolong|mohon|bisa|coba)\s)/i,
      // "nah itu tolong …": pointing back at what was just said, then the request; "semua jangan lupa …": to all.
      /^(?:itu|semua(?:nya)?(?:\s+(?:warga|anggota|panitia|peserta|pengurus))?|kalian(?:\s+semua)?)\s+(?=(?:tolong|mohon|jangan lupa)\s)/i,
      /^(?:tolong|mohon|minta tolong|bisa dibantu|bisa bantu|bisa|coba|jangan lupa|dibantu|please|harus|perlu)\s+/i,
      /^(?:nanti|juga)\s+/i,
      // "waalaikumsalam bu pas banget bu kita mau minta tolong hubungi …": a greeting, then the request.
      /^(?:waalaikumsalam|wa'alaikumsalam|assalamualaikum)\b[^,.;?!]*?\b(?:minta tolong|tolong|mohon)\s+/i,
      // "Ayo kita sortir baju …": all of us, said as a call; the task is what follows.
      /^(?:mari|ayo|yuk|yok)\s+(?:kita\s+)?(?=\p{L}{3,})/iu,
    ],
    tails: [
      /,?\s+(?:ya|yah|ok|oke|dong|deh|sekalian)\s*[.?!]*$/i,
      // "… ke kantor camat bisa bang?": the question tag after the request.
      // "… ke cateringnya bisa apa nggak": whether they can, asked of the caterer.
      /,?\s+bisa(?:\s+(?:pak|bu|mas|mbak|kak|bang|nggak|gak|ga|ya|kan|apa(?:\s+(?:nggak|gak|ga|enggak|tidak))?))?\s*[.?!]*$/i,
      // "… teknisi yang kemarin nggak yang [pak jaja]": the question tag, and the "which one" after it.
      /,?\s+(?:nggak|gak|ga|enggak|ngga)(?:\s+yang)?\s*[.?!]*$/i,
      /,\s*(?:setelah|sebelum|karena|biar|supaya|agar|soalnya|sesudah|kalau|jadi|jaga-jaga|sekalian ke|targetnya|nanti saya|takut)\b.*$/i,
      // "… handle deh kan lo yang telpon supplier juga tadi": the reason, said as "you did X anyway".
      /\s+(?:deh\s+|dong\s+|aja\s+)?kan\s+(?:kamu|anda|dia|lo|lu|beliau|mereka|kalian)\s+.*$/i,
      // "… yang tempel kan rumahnya paling dekat": a reason everyone knows, after "kan".
      /(?<=\p{L})\s+(?:(?:pak|bu|mas|mbak|kak|bang)\s+)?kan\s+\p{L}.*$/iu,
      // "aku yang ngumpulin tapi semua transfer ke aku …": a condition for the speaker or everyone, not the task (but
      // "tapi kami cuma sanggup dua juta", "tapi semua yang mati difoto" are part of it).
      /,?\s+tapi\s+(?:saya|aku|gue|gua|kita|kami|semua|semuanya)\s(?![^.?!]*(?:(?<![\p{L}])di\p{L}{3,}|(?<![\p{L}])(?:cuma|hanya|maks\p{L}*|jangan|harus|budget|anggaran)(?![\p{L}]))).*$/iu,
      // "… carikan umbul umbulnya saya ada kenalan di tanah abang", "tante aja yang pesen tante tau toko kue": why the
      // speaker can, not the task (but not what is to be asked: "tanya om ada di rumah").
      /,?\s+(?:sekalian\s+)?(?:saya|aku|gue|tante|om|bude|pakde|eyang)(?<!(?:tanya\p{L}*|bilang\p{L}*|kabar\p{L}*|sampaikan|kasih\s+tau|bahwa|kalau)(?:\s+\S+){0,5})\s+(?:(?:emang|memang|kan)\s+)?(?:ada|punya|kenal|lagi|tau|tahu)\s.*$/iu,
      // "… diserahkan ke pak joko ya bu biar bisa dianggarkan": what it is for, in speech without a comma.
      // ("Lengkapi biar bisa langsung dicetak" keeps it: the verb alone says nothing.)
      /(?<=\S+\s+\S+)\s+(?:biar|supaya|agar)\s+(?:bisa\s+)?(?:di\p{L}{3,}|langsung|segera|kita|kalian|dia|mereka|beliau)(?![\p{L}]).*$/iu,
      // "… difinalkan hari Jumat ini, kemudian undangan dikirim Senin depan": the next step, of another thing.
      /,\s*(?:kemudian|lalu|setelah itu)\s+\p{L}+(?:\s+\p{L}+)?\s+di\p{L}{3,}\b.*$/iu,
      // "…, biasanya dia punya kenalan": why that person, not the task.
      /,\s*(?:biasanya|soalnya|kebetulan)\s.*$/i,
      // "… ke bu siti berapa bu", "deploy ke staging kapan?": how much, when, asked back.
      /\s+(?:berapa|kapan)(?:\s+(?:pak|bu|mas|mbak|kak|bang))?\s*\??$/i,
      // "Urus kateringnya, Mbak": the one spoken to, by a title alone.
      /,\s*(?:pak|bu|mas|mbak|kak|bang|om|tante|teh|kang|ci|ko|dek|daeng|lae|ito|uda|uni|bli)\s*[.!?]*$/i,
      // "besok pagi aku bikin, siangnya kamu ambil": the other's part, after it.
      /,\s*\p{L}{3,}nya\s+(?:kamu|lo|lu|anda)\s+(?:yang\s+)?\p{L}+.*$/iu,
      // "…, nanti tinggal ganti nama": what is left after it, not part of it.
      /,\s*nanti\s+tinggal\s.*$/i,
      // "…, jangan ditunda", "…, jangan dibongkar sendiri": urging or warning, not part of it.
      /,\s*jangan\s+(?!lupa\b)\S.*$/i,
      // "…, semua dateng ya": who comes, said to all; and "bareng-bareng", how, not what.
      /,\s*(?:semua(?:nya)?|kalian(?:\s+semua)?)\s+(?:dateng|datang|hadir|ikut|kumpul)\b.*$/i,
      /\s+(?:bareng-bareng|bareng|sama-sama|rame-rame|ramai-ramai)(?=\s*(?:[,.!?]|$)|\s+(?:di|ke|hari|jam|aja|saja)\s)/i,
      // "…, dia yang paling ngerti flow checkout": why that person, not the task.
      /,\s*(?:dia|beliau|mereka)\s+(?:kan\s+)?(?:yang|paling|udah|sudah|lebih|kan)\b.*$/i,
    ],
    // "…, tapi lo review hari Rabu ya, Raka": the other half of the work, for the other person.
    // "Terakhir, resep bolu pandan yang baru, Jumat aku bikin satu loyang": a day, then the promise.
    clauseStarts: String.raw`(?:(?:dan|lalu|terus|kemudian)\s+)?(?:(?:besok|lusa|(?:hari\s+)?(?:senin|selasa|rabu|kamis|jumat|sabtu|minggu))(?:\s+(?:pagi|siang|sore|malam))?\s+)?(?:saya|aku|tolong|mohon|nanti saya|nanti kami)\b|tapi\s+(?:kamu|lo|lu|anda)\s|(?:kalian|kamu|lo|lu)\s+(?:gak|nggak|ga|enggak|tidak)\s+(?:usah|perlu)\s|(?:terus|lalu|abis itu|habis itu)\s+(?=\p{L}{3,}nya\s+(?:besok|lusa|minggu|senin|selasa|rabu|kamis|jumat|sabtu|hari|tanggal)\b)`,
  },
  en: {
    commit:
      /\b(?:i'll|i will|i'm going to|i am going to|i'm on it|i can take care|i'm happy to|i am happy to|i'd be happy to)\b|(?:^|[,.;]\s*)let me\b/,
    offer: /\bi can\b/,
    request: new RegExp(
      String.raw`\b(?:please(?!\s*,\s+(?:minus|but|no|not|thanks|thank|if|though|just)\b)|can you|could you|would you|will you|i need you to|make sure|go ahead and|don't forget to|remember to)\b|^you\s+(?:${GIVEN})\s|^you(?:'re| are)\s+(?:on(?!\s+(?:better|good|bad)\s+terms\b)|${GIVEN_ING})\s|^(?:do\s+)?you\s+want\s+to\s+(?!(?:be|have|know|see|come|go|hear|say|talk)\b)[a-z]+\s`,
    ),
    obligation: /\b(?:need to|needs to|have to|has to|must|should|ought to)\s+\p{L}/u,
    together: /\b(?:let's|let us)\b/,
    explicit: /\b(?:action item|follow-up|to-do)\b/,
    negation:
      /\b(?:don't|do not|doesn't|does not|won't|will not|no need|not going to|shouldn't|needn't|never|let's not|let us not)\b(?!\s+(?:forget|let me forget))|^(?:please,?\s+)?(?:nobody|no one|no-one)\s/,
    // "I think we should move to four-day weeks": a view put to the meeting, not a task anyone took.
    hedge:
      /\b(?:maybe|might|perhaps|probably|possibly|actually|i guess|i think we could|i think we should|i'd say we)\b|\bcould\b(?!\s+you)/,
    past: /\b(?:already|yesterday|last (?:week|month|year|time)|ago)\b/,
    subordinate: /^(?:if|once|when|after|as soon as|unless|since)\b[^,]*,\s*/,
    // "Good call, will do.", "Ha, fair enough."; "Not at all." to "would you mind …?".
    ack: /^(?:(?:good call|good idea|great idea|good point|good catch|ha|haha)[\s,.!]+)?(?:sure|yes|yeah|yep|okay|ok|will do|not at all|fair enough|that's doable|doable|no problem|sounds good|of course|absolutely|noted|got it|on it|definitely|alright|right|fine|cool|happy to|can do|works for me|leave it with me|i can\b(?!['’]t)|i(?:'ll|’ll| will) (?:do|get|have|sort|send|handle|take care of) (?:it|that))\b/i,
    decline:
      /^(?:(?:oh|ah|hmm|um|sorry|unfortunately|sadly|honestly|to be honest)[\s,]+)*(?:i\s+)?(?:can't|cannot|won't be able|am not able|i'm not able|i'm afraid i can't|i'd rather not|i'd prefer not|i don't think i can)\b|^i'd love to,? but\b|^(?:i'll|i will) (?:try|see what i can do)\b[^.?!]*\bno promises\b|^(?:absolutely not|no way|not a chance|not me)\b/i,
    redirect:
      /^i could,? but\b.*\b(?:you'd be better|you're (?:better placed|on good terms|on better terms)|better (?:if|coming from) you)\b/i,
    takeOver:
      /^(?:(?:oh|well|okay|ok|actually|alright|right|fine)[\s,]+)*(?:i can (?:take|do|handle|cover) (?:it|that|this)|i'll (?:take|do|handle|cover) (?:it|that|this)|leave it with me|i can\b|i could\b|let me (?:do|take) (?:it|that|this)|i'm happy to)/i,
    excuse:
      /\bso i (?:can't|won't be able)\b|^i (?:could|would),? but\b|^i'm afraid i can't\b|^(?:(?:oh|ah|sorry|but)[\s,]+)*i'm (?:off|away|out|on leave|traveling|travelling)\b/i,
    statusQuestion: /^(?:have|has|did)\s+(?:you|we|they|he|she|anyone|anybody)\b.*\b(?:yet|already)\b/i,
    namedFuture: /^\s*(?:will|'ll|is going to|can|should|needs to|has to)\b/,
    meetingFlow:
      /^(?:let (?:mr|mrs|ms|dr|him|her|them|the member)\b.*\b(?:continue|finish|answer|respond|speak|go on|ask)\b|call (?:on|upon)\b|give (?:\w+ )?the floor|start|begin|kick off|move on|cover|discuss|talk about|go over|wrap up|get started|go through|recap|continue|meet|keep it|keep him|keep her|keep them|keep notes|take notes|share my screen|share (?:your |the )?screen|(?:all\s+)?hear (?:me|us)\b|see my screen|unmute|mute\b|turn (?:on|off) (?:your |the )?(?:camera|video|mic)|take a break|circle back|give (?:us|me) (?:the |a |an |your )?(?:quick |short |brief )?(?:\S+ )?(?:update|rundown|overview|summary|recap)\b|walk us through|update us|believe\b|imagine\b|proceed\b|(?:ask|answer|put) (?:your |my |the |a )?(?:next |last |final )?question|(?:confirm|clarify|stress|emphasise|emphasize|point out|add|say|reiterate|remind you) that\b|go with|do that|do this|cut that|be\b|say\b|see\b|think\b|try my|talk later|need\b|want\b|like\b|love\b|hope\b)/,
    away: /^(?:be\s+)?(?:off|out|away|on leave|on holiday|on vacation|out of (?:the )?office|sick|late)\b/i,
    finish: /^(?:finish|finish it|get it done|have it done|wrap it up|complete|complete it)$/i,
    habit:
      /^(?:going forward|from now on|in (?:the )?future)\b|^(?:everybody\s+|everyone\s+|all of you\s+)?(?:wear|keep|be|remember|stay|always|never|don't)\b/i,
    chatter:
      /\bput the kettle on\b|\b(?:grab|get|make)\s+(?:a |some )?(?:coffee|tea|cuppa|lunch)\b|\bafter this i (?:have|need) to (?:run|head|go)\b/i,
    notImperative:
      /^(?:how|what|where|when|who|why|which|is|are|was|were|do|does|did|have|has|any|thanks|thank|you're|you are|you did|you manage|that|this|it|there|we|i\b|i'm|good|great|right)\b/,
    firstPerson: /\b(?:i|i'll|i'm|me|my)\b/,
    secondPerson: /\b(?:you|your)\b/,
    leadIns: [
      // "on the eighteenth so everyone please move …": why, then the request.
      /^.{0,40}?\bso\s+(?=(?:everyone|everybody|please|you all|all of you)\b)/i,
      /^(?:sure thing|no problem|of course|will do|on it|okay|ok|so|and|also|great|sure|yes|yeah|yep|right|oh|fine|well|then|now|good|cool|alright|absolutely|definitely)\b[\s,.!]*/i,
      /^(?:hello|hi|hey|good morning|good afternoon|morning)(?:\s+(?:everyone|everybody|all|guys|folks|team))?\b[\s,.!]*/i,
      // A committee's form of address before the words: "Mr. Chair, let me …".
      /^(?:mr\.?\s*chair(?:man)?|madam chair|chair|mr\.?\s*speaker|madam speaker|deputy chair)\b[\s,.]*/i,
      // "That's on me, I'll push …": taking it on, then the task.
      /^(?:that's|that is|this is)\s+(?:on me|mine|my job|my fault)\b[\s,.!]*/i,
      // "for the awards, I'll draw up …": the subject named first, then the task.
      /^(?:for|as for|about|regarding|on)\s+[^,]{1,40},\s*(?=(?:i'll|i will|i can|let me|we'll|we will|please|can you|could you|would you)\b)/i,
      /^(?:i think\s+|i guess\s+)?(?:i'll|i will|i'm going to|i am going to|i can|i could|let me|we'll|we will|we need to|we should|we have to|let's|let us|you'll|you will|you should|you need to|i'm happy to|i am happy to|i'd be happy to)\s+/i,
      /^(?:please|(?:can|could|would|will) you(?: two| both| all)?(?: mind)?|i need you to|go ahead and|don't forget to|remember to)\s+/i,
      // "you own the migration plan", "you're on the invoices": the work given, as a task.
      new RegExp(String.raw`^you\s+(?=(?:${GIVEN})\s)`, 'i'),
      /^you(?:'re| are)\s+on\s+/i,
      new RegExp(String.raw`^you(?:'re| are)\s+(?=(?:${GIVEN_ING})\s)`, 'i'),
      /^(?:also|then|please|just|be able to|be sure to|me,)\s+/i,
      // "and everyone please have your slides ready": a task for all, written as the command; so is "everyone on the
      // floor has to finish it".
      /^(?:everyone|everybody|all of you|you all)(?:\s+(?:on|in|at|from)\s+(?:the\s+)?\p{L}+)?(?:,?\s+(?:has to|have to|must|needs to|need to|should))?,?\s+(?=\p{L})/iu,
    ],
    tails: [
      /,?\s+(?:please|right|okay|ok)\s*[.?!]*$/i,
      // "…, the audit's [on Monday]", "…, I've got bay A today anyway": what a day left behind, and why they can.
      /,\s*the\s+\p{L}+['’]s\s*$|,\s*i(?:'ve| have) got\s.*\banyway\s*[.!]*$/iu,
      /,\s*(?:so that|so|because|otherwise|not before|if|since|without|unless|as long as|provided|it's|it is|that's|this is|they need|they've got|they have to|we need|i need|i speak|i know)\b.*$/i,
      // "…, that one's a blocker", "…, leave us some buffer": why it matters or why that day, not the task.
      /,\s*(?:(?:that|this|it)(?:\s+one)?(?:'s|’s|\s+is)\s+(?:a|an|the|our|really|super|pretty|kind of)|(?:to\s+)?(?:leave|give)\s+(?:us|me|them|ourselves)\s+(?:some|a bit of|a little)\s+(?:buffer|slack|room|time))\b.*$/i,
      // "… tomorrow morning at the latest": the day went with the deadline, its "at the latest" stays behind.
      /\s+at the latest\b/i,
      // "… myself", and "put it together myself before the retro": who does it is the assignee; when stays.
      /\s+(?:(?:first|as well|too|myself|yourself|though|then)\s*[.?!]*$|(?:myself|ourselves)(?=\s+(?:before|by|on)\b))/i,
      // "join Rizal then and handle the photos"
      /\s+then(?=\s+and\b)/i,
      /,?\s+and (?:let me know|get back to me|report back)\b.*$/i,
      // Speech without commas: "give them another ring tomorrow and if it is still no …".
      /\s+and if\b.*$/i,
      // "can you have it done by friday the inspection is monday morning": the next sentence, run on.
      /(?<=\b(?:done|ready|finished|sorted)\b)\s+(?:the|it|it's|that|this|they|we|he|she)\s+\p{L}.*$/iu,
      // "put it in the newsletter i'm sending it": which newsletter, not another task.
      /(?<=\p{L}{3,})\s+(?:i'm|i am)\s+\p{L}+ing(?:\s+(?:it|them|out|round|anyway))?\s*[.?!]*$/iu,
    ],
    // "I'll send round a poll tonight, and everyone votes by Sunday": what everyone does is a clause of its own.
    clauseStarts: String.raw`(?:(?:and|then)\s+)?(?:i'll|i will|please|let me)\b|(?:and|then)\s+we\s+(?=\p{L}+\s+(?:it\s+)?by\s)|(?<=,\s*)and\s+(?=(?:everyone|everybody)\s+\p{L}+s\s+by\s)`,
  },
};

/**
 * Indonesian verbs an instruction starts with ("Tono, beli ...", "Bayu, kamu koordinasi ..."). Base verbs are
 * listed; derived ones are recognised by their -kan ending ("siapkan", "umumkan") or a listed -i form ("hubungi").
 * English verbs said in Indonesian ("aku fix bug-nya besok", "push", "deploy") are listed too.
 */
const ID_VERBS = new Set(
  `adakan ajak ajukan ambil antar atur awasi bagi bantu baca bawa bayar beli belanja beresin bikin booking buat buka
  catat cek cari cetak check coba data datangi daftar deploy desain diskusi edit email fix follow ganti handle hapus
  hubungi ikut ikuti input isi jadwal jemput jual kabari kasih kerjakan kirim koordinasi konfirmasi kontak kumpul
  lapor lengkapi lihat minta pasang pegang perbaiki periksa pesan pastikan pilih post posting presentasi print proses push
  rapikan rekap reservasi review revisi sebar selesaikan serahkan setup share siapkan simpan submit susun tagih tambah
  tanda tanya tanyakan telepon telpon nelpon temui test tes chat order balas bales transfer tulis tunda uji undang update upload
  urus setor sewa fotokopi foto panggil hitung tarik dampingi ukur survei survey tawar nego compile draft finalize
  finalisasi approve setujui pinjam servis gandakan bersihkan tempel hadir datang dateng anter rangkum ringkas olah
  analisis rancang ketik scan unggah pantau latih ajar rekam instal install jaga temani pesen kroscek verifikasi
  evaluasi laminasi japri perbarui perpanjang mulai angkut jahit sortir cuci masak rilis renew implement
  migrasi refactor kuras`
    .split(/\s+/)
    .filter(Boolean),
);

// Words ending in -in that are no colloquial -in verb ("kelarin", "siapin", "benerin" are).
const NOT_IN_VERBS =
  /(?:ingin|mesin|dingin|kemarin|mungkin|yakin|miskin|cermin|angin|bensin|kabin|main|lain|login|admin|latin|domain|plugin|margin|protein|vitamin|online|offline|engine|cousin|bulletin|poin|kain|rutin|disiplin|izin|ijin|musim|sepin)$/;

/** A verb of the list itself ("tanya", "kabari", "bikin"), not only one shaped like a verb. */
export const isListedIdVerb = (word: string) => ID_VERBS.has(word.toLowerCase());
export function isIdVerb(word: string): boolean {
  const w = word.toLowerCase();
  if (ID_VERBS.has(w)) return true;
  if (w.length >= 6 && /kan$/.test(w)) return !/^(?:bukan|makan|akan|ikan)$/.test(w);
  // "fotoin", "cetakin": a listed verb with Jakarta's -in.
  if (w.length >= 6 && w.endsWith('in') && ID_VERBS.has(w.slice(0, -2))) return true;
  // Jakarta speech makes verbs with -in where the standard has -kan: "kelarin", "beresin", "bikinin".
  return w.length >= 6 && /[^aeiou]in$|[aiu]in$/.test(w) && !NOT_IN_VERBS.test(w);
}

/**
 * The command form of a verb with the active prefix: "memastikan" → "pastikan", "menyiapkan" → "siapkan",
 * "mengirim" → "kirim", "mengambil" → "ambil", "membuat" → "buat". A listed verb wins over one only shaped like a
 * verb ("astikan", "irimkan"). Answers null for a word that is no such verb.
 */
export function commandForm(word: string): string | null {
  const m = word.toLowerCase().match(/^me(ng|ny|m|n)?(\p{L}{3,})$/u);
  if (!m) return null;
  const [, prefix = '', rest] = m as unknown as [string, string | undefined, string];
  const vowel = /^[aeiou]/.test(rest);
  const candidates =
    prefix === 'ng'
      ? vowel
        ? [rest, `k${rest}`]
        : [rest]
      : prefix === 'ny'
        ? [`s${rest}`]
        : prefix === 'm'
          ? vowel
            ? [`p${rest}`]
            : [rest]
          : prefix === 'n'
            ? vowel
              ? [`t${rest}`]
              : [rest]
            : [rest];
  const listed = (c: string) => ID_VERBS.has(c) || ID_VERBS.has(c.replace(/(?:kan|i)$/, ''));
  return candidates.find(listed) ?? candidates.find((c) => isIdVerb(c)) ?? null;
}

/** The command a passive asks for: "dibuatkan" → "buatkan", "disiapkan" → "siapkan" (listed verbs only). */
export function passiveCommand(word: string): string | null {
  // "di-blast", "di-share": an English verb, its passive written apart.
  const loan = word.toLowerCase().match(/^di-(\p{L}{3,})$/u)?.[1];
  if (loan) return loan;
  const base = word.toLowerCase().match(/^di(\p{L}{3,})$/u)?.[1];
  if (!base) return null;
  // "difinalkan" → "finalkan": any verb with -kan too, which no noun ends with ("disiplin" is no passive).
  return ID_VERBS.has(base) ||
    ID_VERBS.has(base.replace(/(?:kan|i)$/, '')) ||
    (/kan$/.test(base) && isIdVerb(base) && !ID_VERBS.has(word.toLowerCase().slice(0, -3)))
    ? base
    : null;
}

/** English verbs that, right after "Name,", make an instruction ("Chris, add ...", "Nina, update ..."). */
export const EN_IMPERATIVES = new Set(
  `add arrange ask assign book brief buy call cancel check circulate clean collect compile confirm contact coordinate let
  create deliver design draft email file finalize finalise find fix follow get give handle have help hire invite
  list look make move notify order organize organise pay pick place plan post prepare print publish pull reach record
  register remind reply report request reschedule research reserve review revise run schedule send set share sign
  sort submit take talk tell test track train translate update upload verify work write`
    .split(/\s+/)
    .filter(Boolean),
);

/** Roles someone takes at an event by being them ("jadi MC", "MC-nya siapa?"). */
export const EVENT_ROLES =
  'pembicara|moderator|mc|ketua|koordinator|pic|penanggung jawab|notulis|notulen|perwakilan|pembawa acara|narasumber|juri|host';
