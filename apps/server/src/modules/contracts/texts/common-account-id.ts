import { licensorId } from './main-id.ts';
import type { AgreementText, MainAgreementContext } from './types.ts';

/** COMMON_ACCOUNT_AGREEMENT (type 11), Bahasa Indonesia (decision 060). */
export function commonAccountAgreementId(c: MainAgreementContext): AgreementText {
  const { jurisdiction: j } = c;
  const holderCapacity =
    c.licensor.kind === 'label'
      ? '2.3 Sebagai label rekaman, Pemegang Akun menegaskan bahwa orang yang menerima Perjanjian ini berwenang untuk mengikatnya, bahwa label tersebut merupakan badan usaha yang terdaftar secara sah di tempat ia beroperasi, dan bahwa ia bertanggung jawab atas artis, produser, dan staf yang karyanya ia kelola melalui Akun seolah-olah tindakan mereka adalah tindakannya sendiri.'
      : '2.3 Sebagai perseorangan, Pemegang Akun menegaskan bahwa ia telah berusia sekurang-kurangnya delapan belas (18) tahun atau telah dewasa menurut hukum di tempat tinggalnya, mana yang lebih tinggi, atau bahwa orang tua atau walinya yang sah telah membaca dan menyetujui Perjanjian ini atas namanya dan akan bertanggung jawab atas penggunaan Akun.';
  return {
    title: 'Perjanjian Akun Umum SoundPort',
    sections: [
      {
        heading: 'Para Pihak dan Latar Belakang',
        paragraphs: [
          `Nomor kontrak: ${c.contractNumber}. Tanggal berlaku: ${c.effectiveDate}.`,
          `Perjanjian Akun Umum ini (\u201cPerjanjian\u201d) dibuat antara ${c.company} (\u201cSoundPort\u201d atau \u201cPerusahaan\u201d) dan ${licensorId(c.licensor)} (\u201cPemegang Akun\u201d). Perusahaan dan Pemegang Akun masing-masing disebut \u201cPihak\u201d dan bersama-sama disebut \u201cPara Pihak\u201d.`,
          'Perusahaan mengoperasikan portal daring yang digunakan artis dan label untuk mendistribusikan musik, mengikuti perkembangan pendengar, menerima dan menarik pendapatan mereka, serta membeli layanan opsional. Perjanjian ini menetapkan aturan atas akun Pemegang Akun di portal tersebut. Lisensi rekaman kepada toko dan bagi hasil diatur oleh perjanjian distribusi antara Para Pihak; Perjanjian ini mengatur semua hal lain mengenai akun. Oleh karena itu, Para Pihak sepakat sebagai berikut.',
        ],
      },
      {
        heading: '1. Definisi',
        paragraphs: [
          '1.1 \u201cAkun\u201d berarti akun yang terdaftar di Portal atas nama Pemegang Akun, beserta pengaturannya, timnya, Dompetnya, dan catatan yang disimpan di dalamnya.',
          '1.2 \u201cPortal\u201d berarti portal distribusi daring milik Perusahaan, versi selulernya, dan aplikasi terkait, beserta fitur yang ditawarkan di dalamnya dari waktu ke waktu.',
          '1.3 \u201cAnggota Tim\u201d berarti orang yang diundang Pemegang Akun untuk bekerja di Akun, dengan izin yang diberikan Pemegang Akun di Portal.',
          '1.4 \u201cDompet\u201d berarti buku besar Akun di Portal yang mencatat jumlah yang dikreditkan kepada Pemegang Akun (royalti, bagian dari pembagian royalti, hadiah, dan pengembalian dana) serta jumlah yang didebit darinya (penarikan dana, biaya, dan Layanan Berbayar).',
          '1.5 \u201cLayanan Berbayar\u201d berarti layanan opsional yang ditawarkan di Portal dengan harga yang ditampilkan sebelum pembelian, seperti kampanye promosi dan alat kreasi di luar kuota gratisnya.',
          '1.6 \u201cPerjanjian Distribusi\u201d berarti perjanjian distribusi yang berlaku antara Para Pihak, serta setiap amandemen atau perjanjian program yang melengkapinya.',
        ],
      },
      {
        heading: '2. Akun',
        paragraphs: [
          '2.1 Setiap orang atau badan usaha hanya boleh memiliki satu Akun. Pemegang Akun wajib memberikan informasi yang benar, lengkap, dan terkini saat mendaftar dan menjaganya tetap mutakhir, termasuk nama resminya, negara tempat tinggal, data kontak, dan, apabila diminta oleh Portal, dokumen identitas serta informasi perpajakannya.',
          '2.2 Perusahaan dapat memverifikasi identitas Pemegang Akun dan informasi yang diberikan, dan dapat membatasi fitur Akun, khususnya penarikan dana dan pengiriman rilis, sampai verifikasi dinyatakan lolos.',
          holderCapacity,
          '2.4 Akun bersifat pribadi bagi Pemegang Akun. Akun tidak boleh dijual, dipinjamkan, dialihkan, atau dibagikan di luar fitur tim sebagaimana diatur dalam Pasal 4.',
        ],
      },
      {
        heading: '3. Akses dan Keamanan',
        paragraphs: [
          '3.1 Pemegang Akun wajib merahasiakan kata sandi dan kode masuknya, menggunakan kata sandi yang tidak dipakai di layanan lain, dan mengaktifkan verifikasi dua langkah apabila ditawarkan oleh Portal.',
          '3.2 Pemegang Akun bertanggung jawab atas segala sesuatu yang dilakukan melalui Akun dengan kredensialnya atau kredensial Anggota Timnya, kecuali akses tanpa izin tersebut disebabkan oleh Perusahaan. Ia wajib segera memberi tahu Perusahaan melalui Portal apabila menduga ada orang lain yang menggunakan Akun.',
          '3.3 Perusahaan dapat meminta verifikasi tambahan sebelum suatu tindakan sensitif, seperti perubahan alamat e-mail, nomor telepon, atau rekening pembayaran, atau penarikan dana, dan dapat menahan tindakan tersebut selama pemeriksaan keamanan berlangsung.',
        ],
      },
      {
        heading: '4. Anggota Tim',
        paragraphs: [
          '4.1 Pemegang Akun dapat mengundang Anggota Tim dan memberikan izin kepada masing-masing per area Portal (rilis, data analitik, royalti, dompet, pembagian royalti, kontrak, dan penerbitan musik) dan per tindakan (melihat, mengubah, mengunduh, menarik dana, dan menandatangani).',
          '4.2 Anggota Tim bertindak atas nama Pemegang Akun. Rilis yang diajukan, kontrak yang ditandatangani, pembagian yang dibuat, dan penarikan dana yang diminta oleh Anggota Tim dalam batas izin yang diberikan mengikat Pemegang Akun seolah-olah ia sendiri yang bertindak.',
          '4.3 Pemegang Akun wajib memberikan hanya izin yang diperlukan oleh setiap Anggota Tim, memastikan bahwa setiap Anggota Tim menerima aturan Portal, dan mencabut akses Anggota Tim segera setelah tidak lagi diperlukan. Pencabutan Anggota Tim berlaku seketika.',
        ],
      },
      {
        heading: '5. Penggunaan Portal',
        paragraphs: [
          '5.1 Perusahaan memberikan kepada Pemegang Akun, selama jangka waktu Perjanjian ini, hak noneksklusif dan tidak dapat dialihkan untuk menggunakan Portal bagi keperluan usaha musiknya sesuai dengan Perjanjian ini dan pedoman yang diterbitkan di Portal.',
          '5.2 Pemegang Akun dilarang (a) menyerahkan konten yang haknya tidak ia miliki; (b) menggunakan bot, skema streaming berbayar, atau cara buatan lain untuk menggelembungkan jumlah putar, pengikut, atau pendapatan; (c) mengakses Portal dengan cara otomatis selain antarmuka yang diterbitkan Perusahaan untuk keperluan itu, atau mencoba menembus batasan atau keamanannya; (d) menyalin, menjual kembali, atau melakukan rekayasa balik atas Portal; atau (e) menggunakan Portal untuk tujuan yang melanggar hukum, curang, atau menyesatkan.',
          '5.3 Perusahaan dapat mengubah, menambah, atau menghapus fitur Portal. Perusahaan akan memberikan pemberitahuan yang wajar melalui Portal atas perubahan yang secara material mengurangi fitur yang diandalkan Pemegang Akun, dan tetap menyediakan catatan serta pendapatan Pemegang Akun selama perubahan tersebut.',
          '5.4 Perusahaan berupaya menjaga Portal tetap tersedia setiap saat tetapi tidak menjamin akses tanpa gangguan. Pemeliharaan terjadwal diumumkan terlebih dahulu di Portal apabila memungkinkan.',
        ],
      },
      {
        heading: '6. Dompet, Biaya, dan Pembayaran',
        paragraphs: [
          '6.1 Dompet mencatat jumlah yang terutang kepada Pemegang Akun berdasarkan Perjanjian Distribusi, bagian dari pembagian royalti yang diterima dari akun lain, hadiah dari program Portal, dan pengembalian dana. Dompet merupakan catatan atas jumlah yang terutang oleh Perusahaan dan bukan rekening bank atau rekening pembayaran; Dompet tidak memberikan bunga.',
          '6.2 Dompet dicatat dalam dolar Amerika Serikat (USD). Setiap kredit dan debit ditampilkan di Portal beserta tanggal dan alasannya, dan saldo selalu merupakan jumlah dari mutasi tersebut.',
          '6.3 Pemegang Akun dapat menarik saldo yang tersedia ke rekening pembayaran yang telah diverifikasi atas namanya setelah saldo mencapai sepuluh dolar Amerika Serikat (USD 10.00). Biaya metode pembayaran yang dipilih dan jumlah yang akan diterima ditampilkan sebelum Pemegang Akun mengonfirmasi penarikan dana.',
          '6.4 Pembukaan dan kepemilikan Akun tidak dipungut biaya. Layanan Berbayar dikenakan harga yang ditampilkan sebelum pembelian, yang dapat dibayar Pemegang Akun dari saldo Dompet yang tersedia atau dengan metode pembayaran lain yang ditawarkan di Portal. Harga sudah termasuk pajak apabila hukum mewajibkan Perusahaan untuk memungutnya.',
          '6.5 Perusahaan dapat mengoreksi jumlah yang dikreditkan atau didebit karena kesalahan, dengan menampilkan koreksi tersebut di Dompet, dan dapat menahan saldo selama verifikasi identitas, pemeriksaan kecurangan, sengketa atas konten, atau perintah hukum masih berlangsung. Perusahaan akan memberi tahu Pemegang Akun alasan penahanan dan melepaskan saldo setelah alasan tersebut berakhir.',
          '6.6 Apabila Pemegang Akun membagi royaltinya dengan pihak lain di Portal, bagian-bagian tersebut dikreditkan ke akun penerima sesuai dengan pembagian tersebut. Pemegang Akun bertanggung jawab atas ketepatan pembagian yang dibuatnya.',
        ],
      },
      {
        heading: '7. Penangguhan',
        paragraphs: [
          '7.1 Perusahaan dapat membatasi atau menangguhkan Akun, seluruhnya atau sebagian, apabila secara wajar menduga adanya pelanggaran Pasal 5.2, kecurangan, atau aktivitas buatan, apabila diwajibkan oleh pengadilan, otoritas, atau hukum, atau apabila informasi Pemegang Akun tidak dapat diverifikasi.',
          '7.2 Perusahaan akan memberi tahu Pemegang Akun mengenai pembatasan dan alasannya melalui Portal atau e-mail, kecuali dilarang oleh hukum, dan akan memberikan kesempatan kepada Pemegang Akun untuk menanggapi. Pembatasan dicabut apabila alasannya berakhir; penangguhan permanen hanya diputuskan setelah kesempatan tersebut diberikan.',
        ],
      },
      {
        heading: '8. Pelindungan Data Pribadi dan Kerahasiaan',
        paragraphs: [
          `8.1 Masing-masing Pihak wajib mematuhi ${j.dataLaw} sehubungan dengan data pribadi yang diproses berdasarkan Perjanjian ini.`,
          '8.2 Perusahaan memproses data pribadi Pemegang Akun dan Anggota Timnya, termasuk data identitas, kontak, perpajakan, pembayaran, penggunaan, dan perangkat, untuk menyediakan Akun, memverifikasi identitas, menjaga keamanan Akun, mencegah kecurangan, memenuhi kewajiban hukum, dan, dengan persetujuan apabila diwajibkan oleh hukum, mengirimkan komunikasi pemasaran. Perusahaan membagikan data pribadi kepada toko, penyedia pembayaran, dan penyedia layanan hanya sejauh diperlukan untuk tujuan tersebut dan dapat mentransfernya ke luar negara Pemegang Akun dengan perlindungan yang memadai.',
          '8.3 Pemegang Akun wajib memberi tahu Anggota Timnya bahwa data mereka diproses oleh Perusahaan untuk keperluan Akun. Pemegang Akun dan Anggota Timnya dapat menggunakan hak akses, perbaikan, penghapusan, portabilitas, dan keberatan yang tersedia menurut hukum yang berlaku melalui Portal, sebagaimana dijelaskan dalam pemberitahuan privasi yang diterbitkan di sana.',
          '8.4 Data analitik, laporan, dan data toko yang ditampilkan di Akun disediakan untuk keperluan usaha Pemegang Akun sendiri. Pemegang Akun wajib merahasiakan data toko dan pengguna lain yang dilihatnya di Portal dan yang tidak bersifat publik.',
        ],
      },
      {
        heading: '9. Kekayaan Intelektual',
        paragraphs: [
          '9.1 Perusahaan dan pemberi lisensinya memiliki Portal, perangkat lunak, desain, dan mereknya. Tidak ada ketentuan dalam Perjanjian ini yang mengalihkannya kepada Pemegang Akun.',
          '9.2 Pemegang Akun tetap memiliki seluruh hak atas rekaman dan konten lainnya; hak yang dapat digunakan Perusahaan adalah hak yang diberikan dalam Perjanjian Distribusi. Saran yang disampaikan Pemegang Akun mengenai Portal dapat digunakan oleh Perusahaan secara bebas dan tanpa pembayaran.',
        ],
      },
      {
        heading: '10. Jangka Waktu dan Pengakhiran',
        paragraphs: [
          '10.1 Perjanjian ini mulai berlaku pada Tanggal Berlaku dan tetap berlaku selama Akun masih ada (\u201cJangka Waktu\u201d).',
          '10.2 Pemegang Akun dapat menutup Akun kapan saja dan dengan alasan apa pun dengan memberikan pemberitahuan sekurang-kurangnya tiga puluh (30) hari melalui Portal atau e-mail. Perusahaan dapat mengakhiri Perjanjian ini dan menutup Akun dengan memberikan pemberitahuan tiga puluh (30) hari.',
          '10.3 Masing-masing Pihak dapat mengakhiri Perjanjian ini dengan segera melalui pemberitahuan tertulis apabila Pihak lainnya melakukan pelanggaran material yang tidak diperbaiki dalam waktu lima belas (15) hari sejak pemberitahuan yang meminta perbaikan.',
          '10.4 Penutupan Akun sekaligus mengakhiri Perjanjian Distribusi, dan Perusahaan akan menginstruksikan toko untuk menurunkan rilis Pemegang Akun sebagaimana diatur dalam Perjanjian Distribusi. Perusahaan akan membayarkan saldo Dompet yang tersedia, dikurangi hanya biaya metode pembayaran dan jumlah yang ditahan berdasarkan Pasal 6.5, ke rekening pembayaran yang telah diverifikasi, dan akan menyimpan catatan Akun selama diwajibkan oleh hukum. Pasal 6, 8, 9, 11, dan 12 tetap berlaku setelah pengakhiran.',
        ],
      },
      {
        heading: '11. Batasan Tanggung Jawab',
        paragraphs: [
          '11.1 Tidak ada Pihak yang bertanggung jawab atas kerugian tidak langsung atau kerugian konsekuensial, atau atas kehilangan keuntungan, pendapatan, atau reputasi, kecuali dalam hal penipuan, kesengajaan, atau pelanggaran Pasal 5.2.',
          '11.2 Selain kewajibannya untuk membayar saldo Dompet, tanggung jawab keseluruhan Perusahaan berdasarkan Perjanjian ini terbatas pada biaya yang dibayarkan Pemegang Akun kepada Perusahaan dalam dua belas (12) bulan sebelum peristiwa yang menimbulkan tuntutan, atau seratus dolar Amerika Serikat (USD 100.00), mana yang lebih tinggi.',
          '11.3 Tidak ada ketentuan dalam Perjanjian ini yang membatasi atau mengecualikan tanggung jawab yang tidak dapat dibatasi atau dikecualikan menurut hukum, termasuk hak konsumen berdasarkan hukum yang bersifat memaksa.',
        ],
      },
      {
        heading: '12. Hukum yang Berlaku dan Penyelesaian Sengketa',
        paragraphs: [
          `12.1 Perjanjian ini serta setiap sengketa atau tuntutan yang timbul dari atau sehubungan dengannya tunduk pada ${j.law}.`,
          `12.2 Para Pihak terlebih dahulu wajib berupaya dengan iktikad baik menyelesaikan setiap sengketa melalui musyawarah selama tiga puluh (30) hari. Sengketa yang tidak terselesaikan diajukan kepada ${j.courts}, yang memiliki yurisdiksi eksklusif, tanpa mengurangi hak Pemegang Akun yang bersifat memaksa untuk mengajukan gugatan di tempat tinggalnya.`,
        ],
      },
      {
        heading: '13. Tanda Tangan Elektronik',
        paragraphs: [
          `13.1 Para Pihak sepakat bahwa Perjanjian ini dapat dibuat dan ditandatangani secara elektronik, termasuk dengan tanda tangan elektronik sederhana atau klik persetujuan di Portal, dan bahwa tanda tangan tersebut memiliki kekuatan hukum yang sama dengan tanda tangan basah, sesuai dengan ${j.eSignLaw}.`,
          '13.2 Perusahaan menyimpan catatan elektronik atas setiap tanda tangan, termasuk nama penanda tangan, tanggal dan waktu, alamat IP, informasi perangkat dan peramban, serta hash kriptografis SHA-256 atas teks yang ditandatangani. Para Pihak menerima catatan tersebut sebagai bukti tanda tangan dan isi Perjanjian ini.',
        ],
      },
      {
        heading: '14. Ketentuan Umum',
        paragraphs: [
          '14.1 Apabila Perjanjian ini dan Perjanjian Distribusi mengatur hal yang sama, Perjanjian Distribusi yang berlaku untuk lisensi konten, bagi hasil, dan perhitungan royalti, sedangkan Perjanjian ini yang berlaku untuk penggunaan Akun, Dompet, dan biaya.',
          '14.2 Perusahaan dapat mengubah Perjanjian ini dengan memberikan pemberitahuan kepada Pemegang Akun sekurang-kurangnya tiga puluh (30) hari sebelumnya melalui Portal. Apabila Pemegang Akun tidak menerima suatu perubahan, ia dapat menutup Akun berdasarkan Pasal 10.2 sebelum perubahan tersebut berlaku. Biaya baru atau biaya yang lebih tinggi hanya berlaku untuk Layanan Berbayar yang dibeli setelah diumumkan.',
          '14.3 Pemegang Akun tidak boleh mengalihkan Perjanjian ini. Perusahaan dapat mengalihkannya kepada afiliasi atau penerus usahanya, dengan ketentuan bahwa hak Pemegang Akun tidak berkurang.',
          '14.4 Apabila suatu ketentuan dalam Perjanjian ini dinyatakan tidak sah atau tidak dapat dilaksanakan, ketentuan lainnya tetap berlaku. Kelalaian atau keterlambatan dalam menggunakan suatu hak tidak berarti pengesampingan hak tersebut. Tidak ada Pihak yang bertanggung jawab atas keterlambatan yang disebabkan oleh peristiwa di luar kendalinya yang wajar.',
          '14.5 Pemberitahuan kepada Pemegang Akun sah apabila disampaikan melalui Portal atau ke alamat e-mail yang terdaftar di Akun, dan pemberitahuan kepada Perusahaan sah apabila disampaikan melalui Portal.',
        ],
      },
    ],
  };
}
