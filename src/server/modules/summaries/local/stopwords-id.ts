/**
 * Indonesian function words, fillers and meeting small talk: words that say nothing about a meeting's subject, so
 * they neither link sentences in TextRank nor become topic titles. Includes informal Jakarta forms (gak, udah,
 * gitu) because spoken transcripts are full of them.
 */
export const STOPWORDS_ID = new Set(
  `ada adalah adanya agak agar akan akhirnya aku akulah amat anda andalah antara apa apakah apalagi atas atau ayo
  bagaimana bagi bahkan bahwa baik bakal banget banyak barangkali baru bawah beberapa begini begitu belum benar
  berapa berarti bersama betul biar biasa biasanya bila bisa boleh buat bukan bukankah cuma cukup dah dalam dan dapat
  dari daripada deh dengan dia dialah dini diri dong dulu eh em emang engga enggak entah gak gimana gitu gua gue guys
  habis hal halo hampir hanya harus hmm ini inilah itu itulah iya jadi jangan juga justru kah kalau kalian kalo kami
  kamu kan kapan karena karenanya kasih kata katanya kayak kayaknya ke kebetulan kecuali kemudian kenapa kepada
  ketika kira kita kok kurang lagi lah lain lalu lho loh lu mah maka makanya mana masih mau memang mereka meski
  misalnya mungkin nah namun nanti nggak nih ntar nya oh oke ok okay oleh pada padahal paling pak pokoknya pula pun
  punya rasanya saat saja sama sambil sampai sana sangat saya sayalah se sebab sebagai sebelum sebenarnya sebetulnya
  secara sedang sedangkan sedikit segala seharusnya sehingga sejak sekadar sekali sekarang selama seluruh semua
  semuanya sendiri seperti sepertinya serta sesuai setelah setiap siapa sih silakan sini sip situ soalnya sudah
  supaya tadi tak tanpa tapi tau tahu telah tentang tentu terhadap terlalu terus tetap tetapi tuh udah untuk ya yah
  yaitu yakni yang yuk bu bapak ibu mas mbak kak bang mbok pakai mari tolong mohon coba minta selamat pagi siang
  sore malam terima makasih setuju siap baiklah oke ok sip bisa dapat perlu mesti wajib hari minggu bulan tahun jam
  menit kali orang satu dua tiga empat lima enam tujuh delapan sembilan sepuluh pertama kedua ketiga juga dll dsb dst
  rapat meeting pembahasan bahas membahas dibahas kayaknya semacam gini tuh aja udahlah iyalah betulkah
  depan lalu besok lusa kemarin tanggal mulai tunda ditunda lewat soal terakhir berikutnya selanjutnya lama kali
  puluh ratus ribu juta miliar belas persen sebelas seratus seribu sejuta bagus mantap pasti lebih suka enak
  senin selasa rabu kamis jumat sabtu ahad januari februari maret april mei juni juli agustus september oktober
  november desember sekitar hampir cuma kira-kira kemudian tadi sekalian langsung target targetnya agenda usul
  bentar sebentar tinggal asal abis usah bilang nunggu sorry telat gapapa ee hahaha wkwk btw gaes kemaren
  ngomong-ngomong dong`
    .split(/\s+/)
    .filter(Boolean),
);
