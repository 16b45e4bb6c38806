import type { AgreementText, LicensorParty, MainAgreementContext } from './types.ts';

export function licensorId(licensor: LicensorParty): string {
  if (licensor.kind === 'label') {
    return licensor.labelName
      ? `${licensor.legalName}, yang bertindak untuk dan atas nama label rekaman \u201c${licensor.labelName}\u201d`
      : `${licensor.legalName}, yang bertindak sebagai label rekaman`;
  }
  return `${licensor.legalName}, perseorangan yang bertindak atas nama sendiri dan untuk setiap proyek artis yang didaftarkannya di Portal`;
}

/** MAIN_AGREEMENT (type 0), Bahasa Indonesia. */
export function mainAgreementId(c: MainAgreementContext): AgreementText {
  const { jurisdiction: j } = c;
  const labelWarranty =
    c.licensor.kind === 'label'
      ? '5.2 Sebagai label rekaman, Pemberi Lisensi selanjutnya menjamin bahwa ia memiliki perjanjian tertulis dengan setiap artis, produser, dan pemegang hak lain yang rekamannya ia serahkan, bahwa perjanjian tersebut memberi wewenang atas lisensi yang diberikan dalam Perjanjian ini, dan bahwa hanya ia yang bertanggung jawab atas pembayaran royalti dan jumlah lain yang terutang kepada mereka.'
      : '5.2 Sebagai perseorangan, Pemberi Lisensi menegaskan bahwa ia telah berusia sekurang-kurangnya delapan belas (18) tahun atau telah dewasa menurut hukum di tempat tinggalnya, mana yang lebih tinggi, atau bahwa orang tua atau walinya yang sah telah membaca dan menyetujui Perjanjian ini atas namanya dan akan bertanggung jawab atas kewajibannya berdasarkan Perjanjian ini.';
  return {
    title: 'Perjanjian Distribusi SoundPort',
    sections: [
      {
        heading: 'Para Pihak dan Latar Belakang',
        paragraphs: [
          `Nomor kontrak: ${c.contractNumber}. Tanggal berlaku: ${c.effectiveDate}.`,
          `Perjanjian Distribusi ini (\u201cPerjanjian\u201d) dibuat antara ${c.company} (\u201cSoundPort\u201d atau \u201cPerusahaan\u201d) dan ${licensorId(c.licensor)} (\u201cPemberi Lisensi\u201d). Perusahaan dan Pemberi Lisensi masing-masing disebut \u201cPihak\u201d dan bersama-sama disebut \u201cPara Pihak\u201d.`,
          'Pemberi Lisensi memiliki atau menguasai rekaman suara, video musik, karya seni sampul, dan materi terkait, dan bermaksud mendistribusikannya ke layanan musik digital. Perusahaan mengoperasikan portal distribusi musik daring dan menyalurkan rekaman ke toko digital, layanan streaming, dan platform lainnya. Oleh karena itu, Para Pihak sepakat sebagai berikut.',
        ],
      },
      {
        heading: '1. Definisi',
        paragraphs: [
          '1.1 \u201cKonten\u201d berarti rekaman suara, video musik, karya seni sampul, lirik, metadata, nama artis, citra diri yang disetujui, biografi, dan materi lain yang diserahkan Pemberi Lisensi kepada Perusahaan melalui Portal, termasuk versi baru yang diserahkan selama Jangka Waktu.',
          '1.2 \u201cPortal\u201d berarti portal distribusi daring milik Perusahaan beserta aplikasi terkait yang digunakan Pemberi Lisensi untuk menyerahkan Konten, melihat laporan, mengelola rilis, dan mengajukan penarikan dana.',
          '1.3 \u201cToko Pihak Ketiga\u201d berarti layanan musik digital, toko unduhan, layanan streaming, media sosial, platform video, dan saluran lain yang tidak dimiliki atau dioperasikan oleh Perusahaan atau afiliasinya dan yang menerima Konten dari Perusahaan.',
          '1.4 \u201cPlatform Perusahaan\u201d berarti layanan, aplikasi, dan fitur digital yang dimiliki atau dioperasikan oleh Perusahaan atau afiliasinya, termasuk layanan streaming, video pendek, atau interaksi penggemar milik sendiri yang ditandai demikian di Portal.',
          '1.5 \u201cPendapatan Kotor\u201d berarti seluruh jumlah yang benar-benar diterima oleh Perusahaan atau afiliasinya dari Toko Pihak Ketiga, atau yang dihasilkan pada Platform Perusahaan, yang secara langsung dan dapat diidentifikasi berasal dari eksploitasi Konten.',
          '1.6 \u201cPendapatan Bersih\u201d berarti Pendapatan Kotor dikurangi hanya dengan (a) pajak pertambahan nilai, pajak penjualan, pajak barang dan jasa, dan pajak sejenis, (b) pajak yang dipotong di sumber oleh Toko Pihak Ketiga atau otoritas pajak, dan (c) pengembalian dana, tagihan balik (chargeback), dan jumlah yang ditarik kembali oleh Toko Pihak Ketiga karena aktivitas curang atau tidak sah. Tidak ada biaya distribusi, komisi, atau potongan lain kecuali yang secara tegas dinyatakan dalam Perjanjian ini.',
          '1.7 \u201cTanggal Berlaku\u201d berarti tanggal yang disebutkan di atas, dan \u201cTahun Kontrak\u201d berarti setiap periode dua belas (12) bulan yang dimulai pada Tanggal Berlaku atau pada tanggal ulang tahunnya.',
        ],
      },
      {
        heading: '2. Pemberian Lisensi',
        paragraphs: [
          '2.1 Pemberi Lisensi memberikan kepada Perusahaan, selama Jangka Waktu dan di Wilayah, lisensi non-eksklusif untuk menggandakan, mengodekan, menyalurkan, mendistribusikan, menjual, melakukan streaming, menyediakan, mengumumkan kepada publik (sepanjang dikuasai oleh Pemberi Lisensi), dan dengan cara lain mengeksploitasi Konten secara digital melalui Toko Pihak Ketiga dan Platform Perusahaan yang dipilih Pemberi Lisensi di Portal, serta untuk memberi wewenang kepada toko dan platform tersebut untuk melakukan hal yang sama.',
          '2.2 Pemberi Lisensi juga memberikan kepada Perusahaan lisensi non-eksklusif untuk menggunakan Konten, nama artis, citra diri yang disetujui, dan materi biografi guna mengelola, memasarkan, dan mempromosikan Konten, termasuk cuplikan dan pratinjau singkat, serta untuk mengidentifikasi, mengklaim, dan memonetisasi penggunaan Konten oleh pengguna platform tempat Pemberi Lisensi telah mengaktifkan layanan tersebut.',
          '2.3 Lisensi ini bersifat non-eksklusif. Pemberi Lisensi tetap menjadi pemilik Konten dan dapat mendistribusikannya sendiri atau melalui pihak lain, asalkan Pemberi Lisensi tidak menyerahkan rekaman yang sama ke Toko Pihak Ketiga yang sama melalui lebih dari satu distributor apabila hal itu menimbulkan penayangan ganda atau klaim hak yang saling bertentangan.',
          '2.4 Tidak ada hak yang dialihkan kepada Perusahaan selain yang secara tegas diberikan, dan seluruh hak lainnya tetap dimiliki oleh Pemberi Lisensi. Hak atas komposisi musik yang mendasari rekaman tidak diberikan berdasarkan Perjanjian ini, kecuali sejauh diatur dalam amandemen tertulis yang ditandatangani atau diterima oleh Pemberi Lisensi.',
        ],
      },
      {
        heading: '3. Wilayah',
        paragraphs: [
          '3.1 Wilayah adalah seluruh dunia (\u201cWilayah\u201d), kecuali Pemberi Lisensi membatasi distribusi suatu rilis ke negara tertentu di Portal.',
          '3.2 Perusahaan dapat mengecualikan suatu negara dari distribusi apabila Toko Pihak Ketiga tidak tersedia di negara tersebut, apabila ketentuan sanksi atau pengendalian ekspor melarang distribusi, atau apabila diwajibkan oleh hukum setempat. Perusahaan akan memberitahukan kepada Pemberi Lisensi setiap pengecualian yang secara khusus memengaruhi Konten Pemberi Lisensi.',
        ],
      },
      {
        heading: '4. Penyerahan dan Metadata',
        paragraphs: [
          '4.1 Pemberi Lisensi menyerahkan Konten melalui Portal dalam format berkas dan spesifikasi teknis yang diumumkan di Portal, disertai metadata yang lengkap dan akurat, termasuk judul lagu, nama dan peran artis serta kontributor, kode ISRC dan UPC apabila ada, bahasa, genre, tanggal rilis, penanda konten eksplisit, dan nama para pencipta lagu.',
          '4.2 Pemberi Lisensi bertanggung jawab atas keakuratan metadata. Perusahaan dapat memperbaiki kesalahan format yang jelas dan dapat menolak, menahan, atau menghapus rilis yang tidak memenuhi panduan gaya Toko Pihak Ketiga, yang tampak melanggar hak pihak lain, atau yang menurut pertimbangan wajar Perusahaan melanggar hukum, menyesatkan, atau merugikan.',
          '4.3 Tanggal rilis dan ketersediaan bergantung pada proses peninjauan Toko Pihak Ketiga. Perusahaan tidak menjamin bahwa toko mana pun akan menerima, menayangkan, menampilkan secara khusus, atau tetap menyediakan rilis mana pun.',
        ],
      },
      {
        heading: '5. Pernyataan, Jaminan, dan Ganti Rugi',
        paragraphs: [
          '5.1 Pemberi Lisensi menyatakan dan menjamin bahwa: (a) ia memiliki atau menguasai seluruh hak atas Konten yang diperlukan untuk memberikan lisensi dalam Perjanjian ini, bebas dari klaim apa pun yang dapat menghalangi atau membatasinya; (b) setiap sampel, interpolasi, beat, instrumental, loop, atau materi pihak ketiga lainnya dalam Konten telah memperoleh izin tertulis untuk penggunaan yang diperbolehkan berdasarkan Perjanjian ini, dan Pemberi Lisensi akan memberikan bukti izin tersebut apabila diminta; (c) seluruh pelaku pertunjukan, produser, dan kontributor lain telah menyetujui penggunaan pertunjukan dan nama mereka dan telah atau akan dibayar oleh Pemberi Lisensi atas setiap jumlah yang terutang kepada mereka; (d) Konten tidak melanggar hak cipta, merek, hak atas citra diri, privasi, atau hak lain apa pun, dan tidak bersifat mencemarkan nama baik, cabul, atau melanggar hukum; (e) Pemberi Lisensi tidak pernah dan tidak akan menggunakan bot, skema streaming berbayar, atau cara buatan lain untuk menaikkan jumlah putar, unduhan, atau pengikut; dan (f) nama sah, data identitas, dan informasi perpajakan yang diberikan di Portal adalah benar dan lengkap.',
          labelWarranty,
          '5.3 Pemberi Lisensi wajib mengganti kerugian Perusahaan dan afiliasinya atas seluruh kerugian, kerusakan, biaya, dan biaya hukum yang wajar yang timbul dari pelanggaran jaminan ini atau dari klaim pihak ketiga bahwa Konten melanggar hak pihak ketiga tersebut, dengan ketentuan bahwa Perusahaan segera memberitahukan klaim tersebut kepada Pemberi Lisensi dan memberi kesempatan kepada Pemberi Lisensi untuk ikut serta dalam pembelaan.',
          '5.4 Perusahaan menjamin bahwa ia akan melaksanakan kewajibannya berdasarkan Perjanjian ini dengan keahlian dan kehati-hatian yang wajar serta sesuai dengan hukum yang berlaku.',
        ],
      },
      {
        heading: '6. Penurunan Konten',
        paragraphs: [
          '6.1 Pemberi Lisensi dapat meminta penurunan rilis mana pun sewaktu-waktu melalui Portal. Perusahaan akan mengirimkan instruksi penurunan kepada Toko Pihak Ketiga dan Platform Perusahaan yang bersangkutan dalam waktu sepuluh (10) hari kerja sejak permintaan diterima. Waktu penghapusan bergantung pada masing-masing toko, dan Perusahaan tidak bertanggung jawab atas keterlambatan yang disebabkan oleh toko.',
          '6.2 Perusahaan dapat menurunkan, menahan, atau menangguhkan Konten, serta menangguhkan pembayaran yang terkait dengannya, apabila (a) Perusahaan menerima klaim yang dapat dipercaya bahwa Konten melanggar hak pihak ketiga, (b) Perusahaan secara wajar menduga adanya streaming buatan, kecurangan, atau pelanggaran Pasal 5, (c) Toko Pihak Ketiga mewajibkannya, atau (d) hukum, pengadilan, atau otoritas yang berwenang mewajibkannya. Perusahaan akan memberitahu Pemberi Lisensi dan, apabila sesuai, memberi kesempatan kepada Pemberi Lisensi untuk menanggapi sebelum mengambil keputusan akhir.',
        ],
      },
      {
        heading: '7. Bagi Hasil',
        paragraphs: [
          '7.1 Toko Pihak Ketiga. Perusahaan akan mengkreditkan kepada Pemberi Lisensi seratus persen (100%) dari Pendapatan Bersih yang berasal dari Toko Pihak Ketiga pada tahun pertama Perjanjian ini (Tahun Kontrak pertama), dan sembilan puluh persen (90%) dari Pendapatan Bersih yang berasal dari Toko Pihak Ketiga setelah tahun pertama, yaitu pada setiap Tahun Kontrak berikutnya. Sejak Tahun Kontrak kedua, Perusahaan menahan sisa sepuluh persen (10%) sebagai biaya distribusinya.',
          '7.2 Platform Perusahaan. Perusahaan akan mengkreditkan kepada Pemberi Lisensi seratus persen (100%) dari Pendapatan Bersih yang berasal dari Platform Perusahaan untuk selamanya: pada Tahun Kontrak pertama, pada setiap periode perpanjangan, dan atas setiap pendapatan yang diterima setelah pengakhiran.',
          '7.3 Persentase yang berlaku ditentukan berdasarkan periode terjadinya pemutaran, unduhan, atau penggunaan lain sebagaimana tercantum dalam laporan Toko Pihak Ketiga, dan bukan berdasarkan tanggal Perusahaan menerima pembayaran.',
          '7.4 Apabila Pemberi Lisensi telah mengatur pembagian royalti di Portal, Perusahaan akan mengkreditkan bagian dari Pendapatan Bersih Pemberi Lisensi kepada kolaborator yang disebutkan dalam pembagian tersebut sesuai instruksi Pemberi Lisensi. Pemberi Lisensi tetap bertanggung jawab atas keakuratan pembagian tersebut.',
        ],
      },
      {
        heading: '8. Laporan dan Pembayaran',
        paragraphs: [
          '8.1 Perusahaan akan menyediakan laporan bulanan di Portal yang menunjukkan Pendapatan Bersih yang dikreditkan ke akun Pemberi Lisensi per rilis, toko, dan wilayah, pada umumnya dalam waktu empat puluh lima (45) hari setelah akhir bulan ketika Perusahaan menerima laporan dan pembayaran terkait dari Toko Pihak Ketiga.',
          '8.2 Seluruh jumlah dihitung dan dibayarkan dalam dolar Amerika Serikat (USD). Pendapatan dalam mata uang lain dikonversi ke USD dengan kurs yang diterapkan oleh bank atau penyedia jasa pembayaran Perusahaan pada tanggal konversi.',
          '8.3 Pemberi Lisensi dapat mengajukan penarikan saldo yang tersedia melalui Portal setelah saldo mencapai jumlah penarikan minimum sebesar sepuluh dolar Amerika Serikat (USD 10,00). Saldo di bawah jumlah minimum dibawa ke laporan berikutnya. Pembayaran dilakukan ke rekening pembayaran yang telah diverifikasi di Portal; biaya yang dikenakan oleh bank atau penyedia jasa pembayaran atas transfer tersebut ditanggung oleh Pemberi Lisensi dan ditampilkan sebelum penarikan dikonfirmasi.',
          '8.4 Perusahaan dapat memotong pajak apabila diwajibkan oleh hukum dan dapat meminta formulir perpajakan atau dokumen identitas sebelum melakukan pembayaran. Pembayaran dapat ditunda selama verifikasi identitas, peninjauan kecurangan, atau sengketa berdasarkan Pasal 6 masih berlangsung.',
          '8.5 Laporan mengikat kecuali Pemberi Lisensi mengajukan keberatan secara tertulis dalam waktu dua puluh empat (24) bulan sejak tanggal laporan tersebut tersedia. Pemberi Lisensi dapat, atas biayanya sendiri dan paling banyak satu kali dalam setahun, menunjuk akuntan independen untuk memeriksa catatan Perusahaan yang berkaitan dengan Konten Pemberi Lisensi dengan pemberitahuan tertulis tiga puluh (30) hari sebelumnya.',
        ],
      },
      {
        heading: '9. Uang Muka dan Pengembalian',
        paragraphs: [
          '9.1 Perusahaan tidak berkewajiban membayar uang muka apa pun. Apabila Perusahaan setuju membayar uang muka, jumlah dan ketentuannya akan dikonfirmasi secara tertulis di Portal atau dalam dokumen terpisah.',
          '9.2 Setiap uang muka hanya dapat diperhitungkan kembali (recoup) dari bagian Pemberi Lisensi atas Pendapatan Bersih dan bukan merupakan pinjaman. Uang muka tidak wajib dikembalikan, kecuali (a) apabila Pemberi Lisensi mengakhiri Perjanjian ini sebelum uang muka diperhitungkan seluruhnya, dalam hal mana Pemberi Lisensi wajib mengembalikan sisa yang belum diperhitungkan dalam waktu tiga puluh (30) hari sejak pengakhiran atau mengizinkan Perusahaan untuk terus mendistribusikan Konten hingga uang muka diperhitungkan seluruhnya, atau (b) dalam hal Pemberi Lisensi melakukan pelanggaran material terhadap Pasal 5.',
          '9.3 Sampai uang muka diperhitungkan seluruhnya, Perusahaan menerapkan bagian Pemberi Lisensi atas Pendapatan Bersih terhadap uang muka tersebut sebelum menyediakan saldo untuk ditarik. Sisa saldo yang belum diperhitungkan ditampilkan di Portal.',
        ],
      },
      {
        heading: '10. Jangka Waktu dan Pengakhiran',
        paragraphs: [
          '10.1 Perjanjian ini mulai berlaku pada Tanggal Berlaku untuk jangka waktu awal satu (1) tahun. Setelah itu Perjanjian ini diperpanjang secara otomatis untuk periode berturut-turut masing-masing satu (1) tahun, kecuali diakhiri sesuai dengan Pasal ini (secara bersama-sama disebut \u201cJangka Waktu\u201d).',
          '10.2 Masing-masing Pihak dapat mengakhiri Perjanjian ini sewaktu-waktu dan dengan alasan apa pun dengan memberikan pemberitahuan tertulis sekurang-kurangnya tiga puluh (30) hari sebelumnya kepada Pihak lainnya, termasuk pemberitahuan melalui Portal atau surel.',
          '10.3 Masing-masing Pihak dapat mengakhiri Perjanjian ini dengan segera melalui pemberitahuan tertulis apabila Pihak lainnya melakukan pelanggaran material yang tidak diperbaiki dalam waktu lima belas (15) hari setelah pemberitahuan untuk memperbaikinya, atau apabila Pihak lainnya menjadi pailit atau berada dalam penundaan kewajiban pembayaran utang.',
          '10.4 Pada saat pengakhiran, Perusahaan akan menginstruksikan Toko Pihak Ketiga dan Platform Perusahaan untuk menghapus Konten dalam jangka waktu yang wajar secara komersial. Perusahaan akan tetap memberikan laporan kepada Pemberi Lisensi, dengan persentase dalam Pasal 7, atas Pendapatan Bersih yang diterima setelah pengakhiran yang berkaitan dengan eksploitasi sebelum penghapusan. Pasal 5, 7, 8, 9, 11, 12, dan 13 tetap berlaku setelah pengakhiran.',
        ],
      },
      {
        heading: '11. Pelindungan Data Pribadi',
        paragraphs: [
          `11.1 Masing-masing Pihak wajib mematuhi ${j.dataLaw} sehubungan dengan data pribadi yang diproses berdasarkan Perjanjian ini.`,
          '11.2 Perusahaan memproses data pribadi Pemberi Lisensi, termasuk data identitas, kontak, perpajakan, pembayaran, dan penggunaan, untuk melaksanakan Perjanjian ini, memverifikasi identitas, mencegah kecurangan, memenuhi kewajiban hukum, dan, dengan persetujuan Pemberi Lisensi apabila diwajibkan oleh hukum, mengirimkan komunikasi pemasaran. Perusahaan membagikan data pribadi kepada Toko Pihak Ketiga, penyedia jasa pembayaran, dan penyedia jasanya hanya sejauh diperlukan untuk tujuan tersebut, dan dapat mentransfernya ke luar negara Pemberi Lisensi dengan pelindungan yang memadai.',
          '11.3 Pemberi Lisensi dapat menggunakan hak untuk mengakses, memperbaiki, menghapus, memindahkan, dan menolak pemrosesan sebagaimana diatur oleh hukum yang berlaku dengan menghubungi Perusahaan melalui Portal. Rincian lebih lanjut tercantum dalam pemberitahuan privasi yang diumumkan di Portal.',
        ],
      },
      {
        heading: '12. Batasan Tanggung Jawab',
        paragraphs: [
          '12.1 Tidak ada Pihak yang bertanggung jawab atas kerugian tidak langsung atau kerugian lanjutan, atau atas hilangnya keuntungan, pendapatan, atau reputasi, kecuali dalam hal penipuan, kesengajaan, atau pelanggaran Pasal 5.',
          '12.2 Selain kewajibannya untuk membayar jumlah yang terutang kepada Pemberi Lisensi, seluruh tanggung jawab Perusahaan berdasarkan Perjanjian ini dibatasi sebesar Pendapatan Bersih yang dikreditkan kepada Pemberi Lisensi dalam dua belas (12) bulan sebelum peristiwa yang menimbulkan klaim.',
          '12.3 Tidak ada ketentuan dalam Perjanjian ini yang membatasi atau mengecualikan tanggung jawab yang menurut hukum tidak dapat dibatasi atau dikecualikan.',
        ],
      },
      {
        heading: '13. Hukum yang Berlaku dan Penyelesaian Sengketa',
        paragraphs: [
          `13.1 Perjanjian ini dan setiap sengketa atau klaim yang timbul dari atau sehubungan dengannya tunduk pada ${j.law}.`,
          `13.2 Para Pihak terlebih dahulu akan berupaya dengan itikad baik menyelesaikan setiap sengketa melalui musyawarah selama tiga puluh (30) hari. Sengketa yang tidak terselesaikan akan diajukan ke ${j.courts}, yang memiliki yurisdiksi eksklusif, tanpa mengurangi hak Pemberi Lisensi yang bersifat memaksa untuk mengajukan gugatan di tempat tinggalnya.`,
        ],
      },
      {
        heading: '14. Tanda Tangan Elektronik',
        paragraphs: [
          `14.1 Para Pihak sepakat bahwa Perjanjian ini dapat dibuat dan ditandatangani secara elektronik, termasuk dengan tanda tangan elektronik sederhana atau klik persetujuan di Portal, dan bahwa tanda tangan tersebut memiliki kekuatan hukum yang sama dengan tanda tangan basah, sesuai dengan ${j.eSignLaw}.`,
          '14.2 Perusahaan menyimpan catatan elektronik atas setiap tanda tangan, termasuk nama penanda tangan, tanggal dan waktu, alamat IP, informasi perangkat dan peramban, serta nilai hash kriptografis SHA-256 dari teks yang ditandatangani. Para Pihak menerima catatan tersebut sebagai alat bukti atas tanda tangan dan isi Perjanjian ini.',
        ],
      },
      {
        heading: '15. Ketentuan Umum',
        paragraphs: [
          '15.1 Perusahaan dapat mengubah Perjanjian ini dengan memberikan pemberitahuan kepada Pemberi Lisensi melalui Portal sekurang-kurangnya tiga puluh (30) hari sebelumnya. Apabila Pemberi Lisensi tidak menerima suatu perubahan, ia dapat mengakhiri Perjanjian ini berdasarkan Pasal 10.2 sebelum perubahan tersebut berlaku. Perubahan persentase dalam Pasal 7 yang merugikan Pemberi Lisensi memerlukan persetujuan tegas dari Pemberi Lisensi.',
          '15.2 Pemberi Lisensi tidak dapat mengalihkan Perjanjian ini tanpa persetujuan tertulis terlebih dahulu dari Perusahaan. Perusahaan dapat mengalihkannya kepada afiliasi atau penerus usaha distribusinya, asalkan hak Pemberi Lisensi tidak berkurang.',
          '15.3 Tidak ada Pihak yang bertanggung jawab atas keterlambatan atau kegagalan pelaksanaan yang disebabkan oleh keadaan di luar kendali wajarnya (keadaan kahar).',
          '15.4 Apabila suatu ketentuan dalam Perjanjian ini dinyatakan tidak sah atau tidak dapat dilaksanakan, ketentuan lainnya tetap berlaku. Kelalaian atau keterlambatan dalam menggunakan suatu hak tidak berarti pelepasan hak tersebut.',
          '15.5 Perjanjian ini, bersama dengan kebijakan yang diumumkan di Portal yang dirujuk olehnya, merupakan keseluruhan kesepakatan antara Para Pihak mengenai pokok perjanjiannya. Pemberitahuan kepada Pemberi Lisensi sah apabila disampaikan melalui Portal atau ke alamat surel yang terdaftar di Portal, dan pemberitahuan kepada Perusahaan sah apabila disampaikan melalui Portal.',
        ],
      },
    ],
  };
}
