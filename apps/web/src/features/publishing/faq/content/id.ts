import { ASCAP_SIGN_UP_REGIONS, DIGITS_ONLY_IPI_REGIONS } from './regions.ts';
import { bullets, paragraph, steps, type FaqContent } from './types.ts';

export const version = '0.31.0';

export const faq: FaqContent = {
  language: 'id',
  version,
  topics: {
    'getting-started': 'Memulai',
    compositions: 'Mendaftarkan komposisi',
    royalties: 'Royalti dan lembaga',
    agreement: 'Perjanjian Anda',
    troubleshooting: 'Pemecahan masalah',
  },
  questions: [
    {
      id: 'what-is-publishing',
      topic: 'getting-started',
      question: 'Apa yang dilakukan layanan publishing SoundPort?',
      answer: [
        paragraph('Setiap rekaman mengandung sebuah komposisi: melodi dan lirik yang ditulis oleh pencipta lagunya. Komposisi menghasilkan royalti sendiri, terpisah dari royalti rekaman.'),
        paragraph(
          'Bersama mitra administrator publishing kami, kami mendaftarkan komposisi Anda ke lebih dari 215 lembaga manajemen kolektif di seluruh dunia, menagih royalti performing, mekanikal, dan micro-sync Anda, lalu membayarkannya ke akun SoundPort Anda.',
        ),
      ],
    },
    {
      id: 'how-to-sign-up',
      topic: 'getting-started',
      question: 'Bagaimana cara mendaftar layanan publishing?',
      answer: [
        steps(
          'Unggah sebuah rilisan dan tunggu hingga rilisan tersebut diterima.',
          'Buka Publishing dari menu dan pilih untuk mendaftar.',
          'Beri tahu kami apakah Anda tergabung dengan organisasi hak pertunjukan (PRO). Jika ya, pilih lembaga Anda dan masukkan nomor IPI Anda.',
          'Baca dan tanda tangani kontrak publishing, yaitu amandemen atas perjanjian distribusi Anda.',
        ),
        paragraph('Setelah terdaftar, Anda dapat mendaftarkan komposisi dari lagu-lagu Anda yang telah diterima melalui daftar lagu Publishing.'),
      ],
    },
    {
      id: 'sign-up-cost',
      topic: 'getting-started',
      question: 'Apakah layanan publishing dikenakan biaya?',
      answer: [
        paragraph('Tidak. Pendaftaran gratis: tidak ada biaya registrasi (biasanya US$50,00).'),
        paragraph('Kami dibayar dari sebagian royalti publishing yang kami tagih untuk Anda. Lihat “Berapa bagian royalti publishing yang saya terima?”.'),
      ],
    },
    {
      id: 'copyright-ownership',
      topic: 'getting-started',
      question: 'Apakah saya tetap memiliki hak cipta lagu saya?',
      answer: [
        paragraph(
          'Ya. Anda tetap memiliki 100% hak cipta atas komposisi Anda. Perjanjian publishing hanya mengizinkan kami dan mitra kami mendaftarkan komposisi Anda serta menagih royaltinya untuk Anda; perjanjian ini tidak mengalihkan kepemilikan.',
        ),
      ],
    },
    {
      id: 'no-pro-affiliation',
      topic: 'getting-started',
      question: 'Saya bukan anggota organisasi hak pertunjukan. Apakah saya tetap bisa mendaftar?',
      answer: [
        paragraph('Hal ini bergantung pada tempat tinggal Anda.'),
        bullets(
          'Di Amerika Serikat dan Puerto Riko, kami dapat mendaftarkan Anda ke ASCAP sebagai bagian dari pendaftaran publishing. Pilih “Tidak” saat ditanya tentang PRO dan isi data yang diperlukan ASCAP.',
          'Di tempat lain, bergabunglah terlebih dahulu dengan organisasi hak pertunjukan di negara Anda (di Indonesia, misalnya WAMI atau KCI). Setelah Anda mendapatkan nomor IPI, kembali dan daftar dengan nomor tersebut.',
        ),
      ],
    },
    {
      id: 'ascap-sign-up-details',
      topic: 'getting-started',
      regions: ASCAP_SIGN_UP_REGIONS,
      question: 'Apa yang saya perlukan untuk didaftarkan ke ASCAP, dan mengapa Anda meminta Social Security number saya?',
      answer: [
        paragraph('Untuk mendaftarkan Anda sebagai anggota pencipta lagu ASCAP, kami memerlukan:'),
        bullets(
          'nama lengkap Anda sesuai dokumen resmi (nama depan, nama tengah jika ada, dan nama belakang);',
          'alamat jalan, kota, negara bagian atau teritori, dan ZIP code 5 digit;',
          'nomor telepon AS 10 digit (awalan +1 ditambahkan secara otomatis);',
          'Social Security number Anda, ditulis 123-45-6789 atau 123456789;',
          'opsional, satu nama alternatif, misalnya nama yang Anda gunakan saat menulis lagu.',
        ),
        paragraph(
          'ASCAP mewajibkan Social Security number untuk mengidentifikasi Anda sebagai pencipta lagu dan melaporkan royalti yang dibayarkan kepada Anda ke otoritas pajak. Nomor ini hanya digunakan untuk pendaftaran ASCAP Anda.',
        ),
      ],
    },
    {
      id: 'register-composition',
      topic: 'compositions',
      question: 'Bagaimana cara mendaftarkan komposisi dengan pembagian antar rekan pencipta?',
      answer: [
        steps(
          'Di daftar lagu Publishing, pilih Daftarkan komposisi lalu pilih lagunya.',
          'Masukkan persentase kepemilikan Anda atas komposisi tersebut.',
          'Jika kurang dari 100%, tambahkan setiap rekan pencipta beserta nama, email, lembaga, nomor IPI, dan persentasenya. Total semua persentase harus tepat 100%.',
          'Tinjau pembagiannya.',
          'Pilih Konfirmasi, lalu Kirim.',
        ),
        paragraph(
          'Pembagian tidak dapat diubah setelah dikirim. Sepakati persentase yang tepat dengan rekan pencipta Anda sebelum mengirim, dan jangan memperkirakan: lembaga membayar setiap pencipta sesuai pembagian yang Anda daftarkan.',
        ),
      ],
    },
    {
      id: 'change-splits',
      topic: 'compositions',
      question: 'Apakah saya bisa mengubah komposisi setelah mengirimkannya?',
      answer: [
        paragraph(
          'Tidak. Setelah dikirim, data pencipta, pembagian, dan judul diteruskan ke lembaga dan tidak dapat diedit di SoundPort. Komposisi tersebut kemudian hanya menampilkan datanya tanpa bisa diubah.',
        ),
        paragraph('Jika Anda mengirim data yang salah, ajukan permintaan dukungan melalui Hubungi kami dengan judul lagu, ISRC-nya, dan informasi yang benar.'),
      ],
    },
    {
      id: 'co-writer-without-society',
      topic: 'compositions',
      question: 'Bagaimana jika rekan pencipta saya bukan anggota lembaga mana pun?',
      answer: [
        paragraph(
          'Setiap rekan pencipta yang Anda tambahkan memerlukan lembaga dan nomor IPI, karena lembaga hanya dapat membayar pencipta yang mereka kenal. Minta rekan pencipta Anda bergabung terlebih dahulu dengan organisasi hak pertunjukan di negaranya, lalu daftarkan komposisi dengan nomor IPI mereka.',
        ),
        paragraph('Karena pembagian tidak dapat diubah setelah dikirim, tunggu hingga setiap rekan pencipta memiliki nomor IPI sebelum Anda mengirim.'),
      ],
    },
    {
      id: 'registration-timeline',
      topic: 'compositions',
      question: 'Berapa lama proses pendaftarannya?',
      answer: [
        paragraph(
          'Pendaftaran di lembaga dapat memakan waktu hingga 12 bulan. Setiap lembaga memproses pendaftaran sesuai jadwalnya sendiri, dan sebagian perlu mencocokkan komposisi Anda dengan rekamannya sebelum menerimanya.',
        ),
        paragraph(
          'Sementara itu, daftar lagu Anda menampilkan komposisi tersebut sebagai terkirim. Royalti yang diperoleh selama proses pendaftaran tidak hilang: lembaga menahannya sampai komposisi tersebut dicocokkan.',
        ),
      ],
    },
    {
      id: 'eligible-tracks',
      topic: 'compositions',
      question: 'Lagu mana saja yang bisa saya daftarkan?',
      answer: [
        paragraph('Sebuah lagu dapat didaftarkan jika:'),
        bullets(
          'rilisannya sudah ditinjau dan diterima;',
          'rilisannya didistribusikan ke semua toko, bukan ke sebagian toko saja;',
          'Anda menyatakan bagian publishing di atas 0% untuk lagu tersebut;',
          'komposisinya belum didaftarkan untuk publishing.',
        ),
        paragraph('Di beberapa wilayah, berlaku aturan tambahan untuk artis independen:'),
        bullets('lagu cover tidak dapat didaftarkan, karena komposisinya milik pencipta lagu aslinya;', 'remix hanya dapat didaftarkan jika setiap remixer adalah artis utama lagu tersebut.'),
        paragraph('Akun label tidak dikenai aturan cover dan remix. Lagu yang tidak memenuhi syarat tidak muncul saat Anda mencari lagu untuk didaftarkan.'),
      ],
    },
    {
      id: 'already-registered',
      topic: 'compositions',
      question: 'Mengapa SoundPort mengatakan lagu saya sudah terdaftar?',
      answer: [
        paragraph(
          'Setiap rekaman memiliki kode ISRC, dan sebuah komposisi hanya didaftarkan satu kali per ISRC. Jika lagu dengan ISRC yang sama sudah pernah dikirim untuk publishing, lagu tersebut tidak dapat dikirim lagi.',
        ),
        paragraph('Jika menurut Anda ini keliru, ajukan permintaan dukungan melalui Hubungi kami dengan judul lagu dan ISRC yang ditampilkan dalam pesan.'),
      ],
    },
    {
      id: 'latin-alternate-title',
      topic: 'compositions',
      question: 'Mengapa saya perlu memasukkan judul dalam huruf Latin?',
      answer: [
        paragraph(
          'Banyak basis data lembaga hanya menerima judul dalam huruf Latin. Jika judul Anda mengandung karakter lain (misalnya aksara Jepang, Arab, Thai, atau Sirilik), kami meminta judul alternatif agar lembaga dapat mendaftarkan dan mencocokkan komposisi Anda.',
        ),
        paragraph('Tulis judul sesuai bunyinya, hanya dengan huruf A-Z dan/atau angka 0-9, misalnya “Sakura” untuk “さくら”. Transliterasi lebih diutamakan daripada terjemahan.'),
      ],
    },
    {
      id: 'songwriter-names',
      topic: 'compositions',
      question: 'Bagaimana cara menulis nama pencipta lagu?',
      answer: [
        paragraph(
          'Masukkan setiap nama persis seperti yang tercantum dalam catatan lembaga pencipta tersebut. Jika seorang pencipta bukan anggota lembaga, gunakan nama lengkapnya sesuai dokumen resmi.',
        ),
        paragraph(
          'Jangan gunakan nama panggung, nama panggilan, atau inisial: lembaga mencocokkan pembayaran berdasarkan nama dan nomor IPI, dan nama yang berbeda dari catatan mereka dapat menunda atau menghambat royalti Anda.',
        ),
      ],
    },
    {
      id: 'what-is-ipi',
      topic: 'compositions',
      question: 'Apa itu nomor IPI dan di mana saya bisa menemukannya?',
      answer: [
        paragraph(
          'Nomor IPI (Interested Party Information) mengidentifikasi pencipta lagu atau penerbit musik di semua lembaga manajemen kolektif di dunia. Lembaga Anda memberikannya saat Anda bergabung. Nomor ini terdiri dari 9 hingga 11 digit; nomor yang lebih pendek dilengkapi dengan angka nol di depan.',
        ),
        bullets(
          'Cari di portal anggota daring lembaga Anda, biasanya di bagian profil atau detail akun.',
          'Nomor ini juga tercantum pada konfirmasi keanggotaan Anda dan sering kali pada laporan royalti Anda.',
          'Jika tidak menemukannya, tanyakan ke layanan anggota lembaga Anda.',
        ),
        paragraph('Jangan tertukar dengan ISRC (yang mengidentifikasi rekaman) atau ISWC (yang mengidentifikasi komposisi).'),
      ],
    },
    {
      id: 'ipi-digits-only',
      topic: 'compositions',
      regions: DIGITS_ONLY_IPI_REGIONS,
      question: 'Lembaga saya di Brasil menampilkan IPI saya dengan huruf. Apa yang harus saya masukkan?',
      answer: [paragraph('Masukkan angkanya saja dan hilangkan semua huruf. Misalnya, jika lembaga Anda menampilkan “IPI 00123456789 N”, masukkan 00123456789.')],
    },
    {
      id: 'royalty-types',
      topic: 'royalties',
      question: 'Royalti apa saja yang Anda tagih?',
      answer: [
        bullets(
          'Royalti performing: diperoleh saat komposisi Anda diperdengarkan di depan umum, di radio, TV, layanan streaming, tempat pertunjukan, dan tempat usaha. Royalti ini dibagi menjadi dua bagian yang sama: bagian pencipta, yang dibayarkan lembaga Anda kepada Anda, dan bagian penerbit, yang kami tagih untuk Anda.',
          'Royalti mekanikal: diperoleh saat komposisi Anda direproduksi, dalam bentuk streaming, unduhan, dan salinan fisik.',
          'Royalti micro-sync: diperoleh saat komposisi Anda digunakan dalam video pendek dan konten buatan pengguna lainnya di platform media sosial dan video.',
        ),
      ],
    },
    {
      id: 'society-types',
      topic: 'royalties',
      question: 'Apa itu PRO, MRO, dan CMO?',
      answer: [
        bullets(
          'PRO (organisasi hak pertunjukan): menagih royalti performing, misalnya ASCAP dan BMI di Amerika Serikat, SOCAN di Kanada, PRS for Music di Inggris, SACM di Meksiko, UBC dan ABRAMUS di Brasil, serta WAMI di Indonesia.',
          'MRO (organisasi hak mekanikal): menagih royalti mekanikal, misalnya The MLC dan HFA di Amerika Serikat, CMRRA di Kanada, dan MCPS di Inggris.',
          'CMO (lembaga manajemen kolektif): istilah umum untuk lembaga penagih royalti, sering dipakai untuk lembaga yang mengelola beberapa jenis hak sekaligus, misalnya GEMA di Jerman, SACEM di Prancis, SGAE di Spanyol, dan JASRAC di Jepang.',
        ),
        paragraph('Anda cukup bergabung dengan satu PRO. Melalui mitra kami, komposisi Anda didaftarkan ke lembaga-lembaga lainnya untuk Anda.'),
      ],
    },
    {
      id: 'royalty-share',
      topic: 'royalties',
      question: 'Berapa bagian royalti publishing yang saya terima?',
      answer: [
        bullets('100% royalti publishing dari dua platform mitra kami untuk video pendek dan streaming.', '90% dari semua royalti publishing lain yang kami tagih untuk Anda.'),
        paragraph('Bagian pencipta yang dibayarkan langsung oleh lembaga Anda tidak terpengaruh. Ketentuan lengkapnya ada dalam kontrak publishing yang Anda tanda tangani.'),
      ],
    },
    {
      id: 'payout-timing',
      topic: 'royalties',
      question: 'Kapan saya akan menerima royalti publishing saya?',
      answer: [
        paragraph(
          'Lembaga membayar sesuai jadwal masing-masing, biasanya beberapa bulan setelah musik diperdengarkan. Bagian penerbit diterima 1-2 kuartal setelah bagian pencipta, karena lembaga membayar penerbit dan administrator lebih lambat daripada pencipta, dan mitra kami memproses pembayaran tersebut sebelum masuk ke akun SoundPort Anda.',
        ),
        paragraph(
          'Royalti yang tidak dapat dicocokkan lembaga dengan komposisi terdaftar akan ditahan sekitar 2-3 tahun. Daftarkan komposisi Anda sedini mungkin dan pastikan nama serta nomor IPI sudah benar, agar royalti Anda dicocokkan tepat waktu.',
        ),
      ],
    },
    {
      id: 'agreement-term',
      topic: 'agreement',
      question: 'Berapa lama perjanjian publishing berlaku, dan apakah saya bisa membatalkannya?',
      answer: [
        bullets(
          'Setiap lagu yang Anda kirim tercakup minimal satu tahun sejak tanggal pengirimannya.',
          'Setelah tahun pertama, perjanjian diperpanjang secara otomatis setiap kuartal.',
          'Setelah tahun pertama berakhir, Anda dapat membatalkannya kapan saja. Hak-hak tersebut kemudian kembali kepada Anda.',
        ),
        paragraph('Untuk membatalkan, ajukan permintaan dukungan melalui Hubungi kami dan sebutkan lagu-lagu yang dimaksud.'),
      ],
    },
    {
      id: 'songwriter-entry-failed',
      topic: 'troubleshooting',
      question: 'Saya melihat pesan “Pendaftaran tidak dapat diselesaikan, silakan hubungi tim SoundPort untuk menyelesaikannya.” Apa yang harus saya lakukan?',
      answer: [
        paragraph('Pesan ini berarti salah satu data pencipta lagu tidak dapat dibuat, biasanya karena nama atau nomor IPI tidak cocok dengan catatan lembaga. Komposisi Anda belum terkirim.'),
        paragraph('Ajukan permintaan dukungan melalui Hubungi kami dan sertakan:'),
        bullets('judul lagu dan ISRC-nya;', 'nama lengkap, lembaga, dan nomor IPI setiap pencipta lagu;', 'tangkapan layar pesan tersebut.'),
        paragraph('Tim kami akan menyelesaikannya bersama Anda, jadi mohon jangan mengirim ulang komposisi dengan data yang berbeda.'),
      ],
    },
    {
      id: 'profile-rejected',
      topic: 'troubleshooting',
      question: 'Profil publishing saya ditolak. Apa yang harus saya lakukan?',
      answer: [
        paragraph('Profil biasanya ditolak jika nama atau nomor IPI yang Anda masukkan tidak cocok dengan catatan lembaga Anda. Periksa data Anda di portal anggota lembaga Anda.'),
        paragraph(
          'Kemudian ajukan permintaan dukungan melalui Hubungi kami dengan nama lengkap sesuai dokumen resmi, lembaga, dan nomor IPI Anda, dan kami akan membantu Anda menyelesaikan pendaftaran.',
        ),
      ],
    },
  ],
};
