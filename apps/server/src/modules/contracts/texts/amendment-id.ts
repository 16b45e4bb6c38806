import { licensorId } from './main-id.ts';
import type { AgreementText, AmendmentContext } from './types.ts';

/** MAIN_AGREEMENT_AMENDED (type 1), Bahasa Indonesia. */
export function amendmentId(c: AmendmentContext): AgreementText {
  const { jurisdiction: j } = c;
  const warranty = {
    artist:
      '7.1 Pemberi Lisensi menjamin bahwa ia adalah pencipta atau salah satu pencipta setiap Komposisi, atau memegang kuasa tertulis dari para penciptanya untuk membuat Amandemen ini; bahwa informasi pencipta lagu dan pembagian yang ia kirimkan lengkap dan akurat; dan bahwa ia tidak memberikan hak kepada orang lain untuk menagih Pendapatan Penggunaan Lain yang sama untuk wilayah yang sama, atau telah memberitahukan pemberian hak tersebut secara tertulis kepada Perusahaan.',
    label:
      '7.1 Pemberi Lisensi menjamin bahwa, sebagai label, ia memiliki atau mengadministrasikan setiap Komposisi, atau memiliki perjanjian tertulis dengan setiap pencipta lagu dan penerbit musik Komposisi tersebut yang memberinya wewenang untuk membuat Amandemen ini atas nama mereka; bahwa informasi pencipta lagu dan pembagian yang ia kirimkan lengkap dan akurat; dan bahwa ia tidak memberikan hak kepada orang lain untuk menagih Pendapatan Penggunaan Lain yang sama untuk wilayah yang sama, atau telah memberitahukan pemberian hak tersebut secara tertulis kepada Perusahaan.',
    any: '7.1 Pemberi Lisensi menjamin bahwa ia adalah pencipta atau salah satu pencipta setiap Komposisi, atau pemilik atau pengadministrasinya, atau memegang kuasa tertulis dari para pencipta dan penerbit musiknya untuk membuat Amandemen ini; bahwa informasi pencipta lagu dan pembagian yang ia kirimkan lengkap dan akurat; dan bahwa ia tidak memberikan hak kepada orang lain untuk menagih Pendapatan Penggunaan Lain yang sama untuk wilayah yang sama, atau telah memberitahukan pemberian hak tersebut secara tertulis kepada Perusahaan.',
  }[c.warranty];
  const final: { heading: string; paragraphs: string[] }[] = [];
  if (c.englishPrevails) {
    final.push({
      heading: '9. Bahasa',
      paragraphs: [
        '9.1 Amandemen ini dibuat dalam bahasa Inggris dan bahasa Indonesia. Kedua versi tersebut sama-sama mengikat. Apabila terdapat pertentangan atau ketidaksesuaian antara versi bahasa Inggris dan versi bahasa Indonesia, atau perbedaan penafsiran di antara keduanya, maka versi bahasa Inggris yang berlaku.',
      ],
    });
  }
  const n = c.englishPrevails ? 10 : 9;
  final.push({
    heading: `${n}. Penerimaan`,
    paragraphs:
      c.acceptance === 'confirm'
        ? [
            `${n}.1 Pemberi Lisensi menerima Amandemen ini dengan menekan tombol Konfirmasi di Portal. Konfirmasi tersebut merupakan penerimaan dan tanda tangan elektronik yang sah berdasarkan ${j.eSignLaw}, dan mengikat Pemberi Lisensi sama seperti tanda tangan basah.`,
            `${n}.2 Perusahaan mencatat nama Pemberi Lisensi, tanggal dan waktu konfirmasi, alamat IP, serta nilai hash SHA-256 dari teks ini, dan menyediakan salinan Amandemen yang telah diterima di Portal.`,
          ]
        : [
            `${n}.1 Para Pihak menerima Amandemen ini dengan menandatanganinya di bawah ini, secara elektronik di Portal atau secara langsung, dengan mencantumkan nama penanda tangan dan tanggal penandatanganan pada setiap kolom tanda tangan. Ketentuan tanda tangan elektronik dalam Perjanjian Awal berlaku untuk Amandemen ini, sesuai dengan ${j.eSignLaw}.`,
            `${n}.2 Amandemen ini berlaku sejak Tanggal Berlaku Amandemen setelah ditandatangani oleh Pemberi Lisensi.`,
          ],
  });
  return {
    title: 'Amandemen Penerbitan Musik atas Perjanjian Distribusi SoundPort',
    sections: [
      {
        heading: 'Para Pihak dan Latar Belakang',
        paragraphs: [
          `Nomor kontrak: ${c.contractNumber}. Tanggal berlaku amandemen: ${c.effectiveDate}.`,
          `Amandemen Penerbitan Musik ini (\u201cAmandemen\u201d) dibuat antara ${c.company} (\u201cPerusahaan\u201d) dan ${licensorId(c.licensor)} (\u201cPemberi Lisensi\u201d), dan mengubah perjanjian distribusi antara Perusahaan dan Pemberi Lisensi ${c.originalContractSigningDate ? `yang ditandatangani pada ${c.originalContractSigningDate}` : 'yang berlaku pada Tanggal Berlaku Amandemen'} (\u201cPerjanjian Awal\u201d).`,
          'Pemberi Lisensi bermaksud agar Perusahaan mendistribusikan dan menagih pendapatan dari platform pihak ketiga atas karya musik yang mendasari rekaman tertentu milik Pemberi Lisensi, dan Perusahaan bersedia melakukannya berdasarkan ketentuan di bawah ini. Istilah berhuruf awal kapital yang tidak didefinisikan dalam Amandemen ini memiliki arti sebagaimana diberikan dalam Perjanjian Awal.',
        ],
      },
      {
        heading: '1. Definisi',
        paragraphs: [
          '1.1 \u201cRekaman Terpilih\u201d berarti rekaman yang didistribusikan berdasarkan Perjanjian Awal yang dipilih oleh Pemberi Lisensi untuk layanan penerbitan musik di Portal, baik yang diunggah sebelum maupun sesudah Tanggal Berlaku Amandemen.',
          '1.2 \u201cKomposisi\u201d berarti karya musik, termasuk musik dan lirik, yang mendasari Rekaman Terpilih, sejauh dimiliki atau dikuasai oleh Pemberi Lisensi.',
          `1.3 \u201cTanggal Berlaku Amandemen\u201d berarti ${c.effectiveDate}.`,
          '1.4 \u201cPendapatan Penggunaan Lain\u201d berarti royalti, imbalan, dan jumlah lain yang diterima oleh Perusahaan, atau oleh mitra administrasi penerbitannya atas nama Perusahaan, dari platform pihak ketiga, lembaga manajemen kolektif, dan penerima lisensi lainnya atas penggunaan Komposisi, termasuk pendapatan dari pengumuman (performing), penggandaan mekanis, dan mikro-sinkronisasi. \u201cPendapatan Bersih Penggunaan Lain\u201d berarti Pendapatan Penggunaan Lain dikurangi hanya dengan pajak yang dipotong di sumber dan biaya pengelolaan yang dipotong oleh lembaga manajemen kolektif sebelum pembayaran.',
        ],
      },
      {
        heading: '2. Perluasan Lisensi',
        paragraphs: [
          '2.1 Lisensi yang diberikan dalam Perjanjian Awal diperluas hingga mencakup karya yang mendasari (Komposisi) Rekaman Terpilih. Perusahaan akan mendistribusikan Komposisi dan menagih pendapatannya dari platform pihak ketiga, dan untuk tujuan tersebut Pemberi Lisensi memberi wewenang kepada Perusahaan, secara langsung atau melalui mitra administrasi penerbitan, untuk mendaftarkan Komposisi pada lembaga manajemen kolektif dan platform pihak ketiga, memberikan lisensi penggunaannya pada platform tersebut, serta menagih dan menerima Pendapatan Penggunaan Lain, di wilayah dan selama jangka waktu Perjanjian Awal sebagaimana diperluas oleh Amandemen ini.',
          '2.2 Informasi pencipta lagu dan pembagian yang dikirimkan oleh Pemberi Lisensi di Portal merupakan bagian dari Amandemen ini. Informasi tersebut tidak dapat diubah setelah dikirimkan kecuali dengan persetujuan Perusahaan, dan Perusahaan dapat mengandalkannya dalam mendaftarkan Komposisi dan membuat laporan Pendapatan Penggunaan Lain.',
          '2.3 Amandemen ini tidak mengalihkan kepemilikan Komposisi mana pun. Perusahaan tidak akan mengubah, menerjemahkan, atau mengadaptasi Komposisi, kecuali untuk mendaftarkan judul alternatif dalam huruf Latin apabila diwajibkan oleh lembaga manajemen kolektif.',
        ],
      },
      {
        heading: '3. Jangka Waktu Penagihan',
        paragraphs: [
          '3.1 Hak yang diberikan dalam Amandemen ini dimulai pada Tanggal Berlaku Amandemen dan berlaku untuk jangka waktu penagihan awal dua belas (12) bulan. Setelah itu hak tersebut diperpanjang secara otomatis untuk jangka waktu penagihan berturut-turut masing-masing dua belas (12) bulan, kecuali diakhiri berdasarkan Pasal 5 (secara bersama-sama disebut \u201cJangka Waktu Amandemen\u201d).',
        ],
      },
      {
        heading: '4. Bagi Hasil',
        paragraphs: [
          '4.1 Perusahaan akan mengkreditkan ke akun Pemberi Lisensi seratus persen (100%) dari Pendapatan Bersih Penggunaan Lain pada dua belas (12) bulan pertama Jangka Waktu Amandemen, dan sembilan puluh persen (90%) dari Pendapatan Bersih Penggunaan Lain pada setiap jangka waktu perpanjangan.',
          '4.2 Persentase yang berlaku ditentukan berdasarkan periode terjadinya penggunaan Komposisi. Jumlah yang dikreditkan dicantumkan dalam laporan bulanan dan dapat ditarik sesuai dengan ketentuan laporan dan pembayaran dalam Perjanjian Awal.',
        ],
      },
      {
        heading: '5. Pengakhiran Hak Tambahan',
        paragraphs: [
          '5.1 Masing-masing Pihak dapat mengakhiri hak yang ditambahkan oleh Amandemen ini dengan memberikan pemberitahuan tertulis sekurang-kurangnya tiga puluh (30) hari sebelumnya kepada Pihak lainnya. Hak Perusahaan untuk mengakhiri hak tambahan dilaksanakan dengan cara yang sama, yaitu dengan pemberitahuan tertulis sekurang-kurangnya tiga puluh (30) hari sebelumnya kepada Pemberi Lisensi.',
          '5.2 Eksploitasi minimum. Untuk Rekaman Terpilih yang diunggah sebelum Tanggal Berlaku Amandemen, Komposisinya tetap tunduk pada Amandemen ini selama masa eksploitasi minimum sekurang-kurangnya dua belas (12) bulan sejak Tanggal Berlaku Amandemen. Pemberitahuan yang diberikan oleh Pemberi Lisensi berlaku untuk Komposisi tersebut pada tanggal yang paling akhir antara berakhirnya jangka waktu pemberitahuan dan berakhirnya masa eksploitasi minimum.',
          '5.3 Pengakhiran hak tambahan tidak mengakhiri Perjanjian Awal. Apabila Perjanjian Awal berakhir, hak tambahan berakhir pada saat yang sama, dengan tunduk pada Pasal 6.',
        ],
      },
      {
        heading: '6. Masa Penagihan Lanjutan',
        paragraphs: [
          '6.1 Setelah Jangka Waktu Amandemen berakhir, Perusahaan dapat terus menagih Pendapatan Penggunaan Lain yang diperoleh selama Jangka Waktu Amandemen untuk masa penagihan selama dua belas (12) bulan setelah jangka waktu tersebut berakhir, dan akan mengkreditkan pendapatan tersebut ke akun Pemberi Lisensi dengan persentase yang berlaku pada saat penggunaan terjadi.',
          '6.2 Pada akhir masa penagihan, Perusahaan akan menginstruksikan mitra administrasi penerbitannya untuk melepaskan pendaftaran Komposisi yang dibuat atas nama Pemberi Lisensi, sehingga Pemberi Lisensi atau pengadministrasi barunya dapat menagih secara langsung.',
        ],
      },
      {
        heading: '7. Jaminan atas Komposisi',
        paragraphs: [
          warranty,
          '7.2 Jaminan dan kewajiban ganti rugi dalam Perjanjian Awal berlaku bagi Komposisi sebagaimana berlaku bagi Konten. Apabila Pemberi Lisensi merupakan anggota lembaga manajemen kolektif, Pemberi Lisensi tetap bertanggung jawab atas kewajiban keanggotaannya, dan Amandemen ini berlaku dengan tunduk pada kewajiban tersebut.',
        ],
      },
      {
        heading: '8. Hubungan dengan Perjanjian Awal',
        paragraphs: [
          '8.1 Kecuali sebagaimana diubah oleh Amandemen ini, Perjanjian Awal tetap berlaku sepenuhnya. Apabila Amandemen ini bertentangan dengan Perjanjian Awal dalam hal yang berkaitan dengan Komposisi, Amandemen ini yang berlaku.',
          `8.2 Amandemen ini tunduk pada ${j.law}, dan sengketa yang timbul darinya diajukan ke ${j.courts}, sebagaimana diatur dalam Perjanjian Awal.`,
        ],
      },
      ...final,
    ],
  };
}
