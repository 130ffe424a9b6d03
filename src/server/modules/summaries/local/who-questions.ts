import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';

/** How a meeting asks who will take a job on: the thing, and the verb when it is said. */

// "siapa yang mau pegang undangan?", "ada yang bisa ambil shift Minggu pagi?", "who can take the minutes?"; and the
// object put first: "undangan digital siapa yang mau pegang?", "yang urus konsumsi siapa?".
export const THING_WHO =
  /^(?:(?:oke|terus|trus|nah|jadi)[\s,]+)+(?!yang\s)(\p{L}+\s+\p{L}.{2,45}?)\s+siapa(?:\s+(?:ya|nih))?\s*\?$/iu;
export const WHO: Record<SummaryLanguage, RegExp[]> = {
  id: [
    /^(?:(?:oke|baik|sip|terus|nah|jadi|trus|terakhir|selanjutnya|berikutnya|satu lagi|soal|untuk|masalah|e+|eh|(?:yang\s+)?(?:pertama|kedua|ketiga|keempat))[\s,]+)*(.{3,80}?)[\s,]*(?:\s+(?:itu|ini))?\s+siapa yang\s+(?:mau\s+|bisa\s+|sanggup\s+)?(\p{L}+)\s*\??$/iu,
    /(?:siapa yang|ada yang)\s+(?:mau\s+|bisa\s+|sanggup\s+|bersedia\s+)?(.{3,80}?)\s*\??$/iu,
    // "hmm yang beli pipa siapa ini pak wagimin kan deket sama toko …": who, and someone put forward with why.
    /^(?:(?:oke|ok|sip|baik|terus|trus|nah|jadi|hmm+|em+)[\s,]+)*yang\s+(.{3,80}?)\s+siapa(?:\s+(?:ya|nih|sih|dong|ini))*(?:\s+(?:pak|bu|mas|mbak|kak|bang)\s+\p{L}+(?:\s+kan\s.{3,60})?)?\s*\??$/iu,
    // "oke sip terus ngabarin saudara yang di solo siapa": a spoken verb and its thing, then who.
    /^(?:(?:oke|ok|sip|baik|terus|trus|nah|jadi)[\s,]+)*(?!(?:desain|main|kain|mesin|lain|bensin|admin|online|ingin)\s)(\p{L}{3,}(?:in|kan)\s.{2,60}?)(?<!nya)\s+siapa(?:\s+(?:ya|nih|sih))?\s*\??$/iu,
    // "Terus undangan rapat warga, yang bikin siapa?": the thing, then the verb and who.
    /^(?:(?:oke|terus|trus|nah|jadi)[\s,]+)*(?!yang\s)(\p{L}.{2,50}?),\s+yang\s+(\p{L}+)\s+siapa(?:\s+(?:ya|nih|sih))?\s*\??$/iu,
    // "terus foto buat IG-nya siapa?", "Terus undangan ke tetangga siapa?": the thing, then who (only a volunteer or
    // a name put forward answers it).
    /^(?:(?:oke|terus|trus|nah|jadi)[\s,]+)*(?!yang\s)(.{2,50}?)-?\s?nya\s+siapa\s*\??$/iu,
    THING_WHO,
    // "Terus yang cetak albumnya?": who, left unsaid.
    /^(?:(?:terus|trus|nah|lalu)[\s,]+)+yang\s+(\p{L}+\s.{2,50}?)\s*\?$/iu,
    /\b(?:harus|perlu)\s+ada\s+yang\s+(.{3,80}?)\s*[.?]?$/iu,
    // "terus tenda sama kursi belum ada yang ngurus nih": the thing, and the job nobody has yet.
    /^(?:(?:oke|terus|trus|nah|jadi|tapi)[\s,]+)*(.{3,60}?)\s+belum\s+ada\s+yang\s+(?:mau\s+)?(\p{L}+)(?:\s+(?:nih|sih|ya|tuh))?\s*[.?!]?$/iu,
    // "Tapi yang ambil ke rumahnya belum ada.", "belum ada yang pegang absen": a job with nobody on it yet.
    /^(?:(?:tapi|terus|trus|nah|cuma|cuman|jadi)[\s,]+)?yang\s+(.{3,80}?)\s+(?:belum|masih belum)\s+ada(?:\s+(?:nih|sih|ya|tuh|orangnya))?\s*[.?!]?$/iu,
    /(?:^|[,.]\s*|\s(?:tapi|cuma|cuman)\s+)belum\s+ada\s+yang\s+(?:mau\s+|bisa\s+)?(.{3,80}?)(?:\s+(?:nih|sih|ya|tuh))?\s*[.?!]?$/iu,
    /\b(?:butuh|perlu)\s+(?:orang|seseorang|satu orang|relawan)\s+(?:untuk|buat|yang)\s+(.{3,80}?)\s*[.?]?$/iu,
  ],
  en: [
    /\b(?:who(?:'s| is)?|anyone|anybody|does anyone|can anyone|could anyone|someone|somebody)\s+(?:can|could|wants? to|will|would like to|willing to|going to|free to|able to|up for|happy to)\s+(.{3,80}?)\s*\??$/iu,
    // "can someone update them before the demo" — "i can do it but probably wednesday".
    /^(?:(?:so|and|okay|ok)[\s,]+)*(?:can|could|would)\s+(?:someone|somebody|anyone|anybody)\s+(.{3,80}?)\s*\??$/iu,
    // "Then who writes the gender section?" — "okay, I'll draft it".
    /^(?:(?:so|and|then|okay|ok)[\s,]+)*who\s+((?:writes|takes|does|handles|owns|leads|drafts|runs|covers|books|sends|calls|makes|prepares|organizes|organises|checks|updates)\s+.{3,80}?)\s*\??$/iu,
    // "someone should update the wiki" — "I'll do it tomorrow".
    /\b(?:someone|somebody|one of us)(?:\s+else)?\s+(?:should|has to|needs to|must|will have to)\s+(.{3,80}?)\s*[.?]?$/iu,
    // "We need someone on the tombola again" — "I'll do it": running it.
    /\b(?:need|needs)\s+(?:someone|somebody|a volunteer)\s+on\s+(the\s+\p{L}+(?:\s+(?!again\b)\p{L}+)?)(?:\s+again)?\s*[.?]?$/iu,
    // "We'll need someone to sort out the tables" — "I can do that".
    /\b(?:need|needs|want|wants)\s+(?:someone|somebody|a volunteer|one of you)\s+to\s+(.{3,80}?)\s*[.?]?$/iu,
    // "I'm happy to take that on, as long as someone helps me collect from the shops" — "I'll come with you".
    /\b(?:as long as|so long as|if|provided)\s+(?:someone|somebody|anyone)\s+(?:can\s+|could\s+|will\s+)?(helps?\s+me\s+.{3,80}?)\s*[.?]?$/iu,
  ],
};
