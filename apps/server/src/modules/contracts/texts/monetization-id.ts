import { licensorId } from './main-id.ts';
import type { AgreementText, ContractSection, MainAgreementContext } from './types.ts';

/** The monetization programme agreements (contract types 2, 3 and 10; decision 031), Indonesian. */

interface ProgrammeTerms {
  title: string;
  purpose: string;
  grant: string[];
  share: string[];
  rules: string[];
}

const terms: Record<2 | 3 | 10, ProgrammeTerms> = {
  2: {
    title: 'Perjanjian Program Breakthrough SoundPort',
    purpose:
      'Pemberi Lisensi menghendaki agar rekaman tertentu dipromosikan di Platform Perusahaan melalui program breakthrough, dan Perusahaan bersedia berinvestasi dalam promosi tersebut berdasarkan ketentuan di bawah ini.',
    grant: [
      '2.1 Untuk setiap rekaman yang diikutsertakan oleh Pemberi Lisensi dalam program melalui Portal (\u201cRekaman Program\u201d), Pemberi Lisensi memberikan kepada Perusahaan hak eksklusif, hanya di Platform Perusahaan, untuk menampilkan, memasukkan ke dalam playlist, mengiklankan, dan merekomendasikan Rekaman Program, serta menyediakannya bagi kreator untuk digunakan dalam video pendek, pada tingkat yang dipilih oleh Pemberi Lisensi.',
      '2.2 Tingkat: Tingkat 1 adalah promosi di aplikasi video pendek; Tingkat 2 menambahkan playlist editorial dan kampanye di dalam aplikasi; Tingkat 3 menambahkan rekaman versi penuh di aplikasi musik Perusahaan. Tingkat 3 hanya ditawarkan untuk rekaman yang hak penerbitan musiknya dikelola sepenuhnya oleh Perusahaan.',
      '2.3 Pemberi Lisensi dapat mengubah tingkat suatu rekaman atau mengeluarkannya dari program melalui Portal. Pengeluaran berlaku pada akhir bulan kalender saat permintaan diajukan; kampanye yang sedang berjalan diselesaikan sesuai rencana.',
    ],
    share: [
      '3.1 Perusahaan menanggung biaya promosi. Pemberi Lisensi menerima seratus persen (100%) dari Pendapatan Bersih dari Platform Perusahaan atas Rekaman Program, sebagaimana diatur dalam Perjanjian Distribusi.',
      '3.2 Tidak ada biaya promosi yang dibebankan kepada atau diperhitungkan dari akun Pemberi Lisensi.',
    ],
    rules: [
      '4.1 Hanya rekaman yang telah tayang di toko, telah dikirimkan ke aplikasi video pendek, dan yang hak master serta hak penerbitan musiknya dikuasai sepenuhnya oleh Pemberi Lisensi tanpa penerbit pihak ketiga, yang dapat diikutsertakan.',
    ],
  },
  3: {
    title: 'Perjanjian Content ID SoundPort',
    purpose:
      'Pemberi Lisensi menghendaki agar Perusahaan mengelola rekaman tertentu dalam sistem identifikasi konten platform berbagi video, sehingga video pengguna yang menggunakannya menghasilkan pendapatan bagi Pemberi Lisensi.',
    grant: [
      '2.1 Untuk setiap rekaman yang diikutsertakan oleh Pemberi Lisensi (\u201cRekaman Program\u201d), Pemberi Lisensi menunjuk Perusahaan sebagai pengelola eksklusifnya dalam sistem identifikasi konten platform berbagi video, dengan hak untuk mengirimkan file referensi, untuk mengklaim, memonetisasi, melacak, atau memblokir video yang menggunakan Rekaman Program, serta untuk melepaskan klaim yang dibuat karena kekeliruan.',
      '2.2 Pemberi Lisensi menjamin bahwa ia memegang hak eksklusif atas setiap Rekaman Program: rekaman tersebut tidak memuat pertunjukan domain publik, beat berlisensi non-eksklusif, loop dari pustaka suara, atau sampel yang juga dapat digunakan oleh pihak lain, kecuali materi tersebut dinyatakan di Portal beserta lisensinya, dan tidak ada pihak lain yang mengelola rekaman yang sama dalam sistem tersebut.',
      '2.3 Pemberi Lisensi tidak akan mengklaim video dari kanal miliknya sendiri atau milik penerima lisensinya; Perusahaan memasukkan ke dalam daftar izin kanal-kanal yang disebutkan oleh Pemberi Lisensi di Portal.',
    ],
    share: [
      '3.1 Perusahaan mengkreditkan ke akun Pemberi Lisensi delapan puluh persen (80%) dari Pendapatan Bersih yang dibayarkan oleh platform atas Rekaman Program, dan menahan dua puluh persen (20%) sebagai biaya pengelolaan.',
    ],
    rules: [
      '4.1 Rekaman dengan genre yang tidak diterima oleh sistem (seperti musik klasik, new age, konten lisan, kebugaran, dan komedi) serta cover dan remix hanya diterima apabila konten berlisensinya dinyatakan. Perusahaan dapat melepaskan klaim yang disengketakan dengan itikad baik.',
    ],
  },
  10: {
    title: 'Perjanjian Lisensi Track Plus SoundPort',
    purpose:
      'Pemberi Lisensi menghendaki agar rekaman tertentu dilisensikan di luar toko: di aplikasi penyuntingan video Perusahaan, di pustaka musik komersial Perusahaan bagi pelaku usaha dan kreator, untuk sinkronisasi dalam karya audiovisual, dan untuk video buatan pengguna di platform sosial.',
    grant: [
      '2.1 Untuk setiap rekaman dan program yang diikuti oleh Pemberi Lisensi melalui Portal, Pemberi Lisensi memberikan kepada Perusahaan lisensi non-eksklusif untuk (a) menyediakan rekaman tersebut di aplikasi penyuntingan video Perusahaan (program aplikasi video); (b) melisensikannya kepada pelaku usaha dan kreator melalui pustaka musik komersial (CML); (c) menawarkannya untuk sinkronisasi dalam film, serial, iklan, gim, dan video daring, dengan imbalan yang ditawarkan kepada Penerima Lisensi untuk setiap penempatan (sync); dan (d) melisensikannya kepada platform sosial untuk digunakan dalam video buatan pengguna (UG).',
      '2.2 Pemberi Lisensi menjamin bahwa ia menguasai rekaman tersebut dan seratus persen (100%) hak penerbitan musiknya, tanpa penerbit pihak ketiga, dan bahwa lembaga manajemen kolektif tempat ia menjadi anggota, jika ada, mengizinkan pelisensian langsung; untuk sinkronisasi, bahwa rekaman tersebut tidak memuat sampel atau bagian berlisensi.',
    ],
    share: [
      '3.1 Perusahaan mengkreditkan ke akun Pemberi Lisensi tujuh puluh persen (70%) dari Pendapatan Bersih atas lisensi-lisensi tersebut dan menahan tiga puluh persen (30%) sebagai biaya pelisensian.',
    ],
    rules: [
      '4.1 Pemberi Lisensi dapat mengeluarkan suatu rekaman dari suatu program melalui Portal sewaktu-waktu; lisensi yang telah diberikan kepada pengguna dan penerima lisensi tetap berlaku untuk karya yang dibuat berdasarkan lisensi tersebut.',
    ],
  },
};

export function monetizationAgreementId(type: number, c: MainAgreementContext): AgreementText | null {
  const t = terms[type as 2 | 3 | 10];
  if (!t) return null;
  const { jurisdiction: j } = c;
  const sections: ContractSection[] = [
    {
      heading: 'Para Pihak dan Latar Belakang',
      paragraphs: [
        `Nomor perjanjian: ${c.contractNumber}. Tanggal berlaku: ${c.effectiveDate}.`,
        `Perjanjian ini (\u201cPerjanjian Program\u201d) dibuat antara ${c.company} (\u201cPerusahaan\u201d) dan ${licensorId(c.licensor)} (\u201cPemberi Lisensi\u201d), dan merupakan pelengkap dari perjanjian distribusi yang berlaku di antara mereka (\u201cPerjanjian Distribusi\u201d).`,
        t.purpose,
      ],
    },
    {
      heading: '1. Definisi',
      paragraphs: [
        '1.1 Istilah yang diawali huruf kapital dan tidak didefinisikan di sini memiliki arti sebagaimana diberikan dalam Perjanjian Distribusi. \u201cPortal\u201d, \u201cPlatform Perusahaan\u201d, dan \u201cPendapatan Bersih\u201d memiliki arti yang sama seperti dalam perjanjian tersebut.',
      ],
    },
    { heading: '2. Pemberian Hak', paragraphs: t.grant },
    { heading: '3. Bagi Hasil', paragraphs: [...t.share, '3.3 Jumlah yang dikreditkan dicantumkan dalam laporan bulanan dan dapat ditarik sesuai dengan Perjanjian Distribusi.'] },
    {
      heading: '4. Kelayakan',
      paragraphs: [...t.rules, '4.2 Portal menunjukkan, untuk setiap rekaman, apakah rekaman tersebut memenuhi syarat; keikutsertaan berlaku sejak tanggal Perjanjian Program ini ditandatangani.'],
    },
    {
      heading: '5. Jangka Waktu dan Pengakhiran',
      paragraphs: [
        '5.1 Perjanjian Program ini berlaku selama Perjanjian Distribusi berlaku. Masing-masing Pihak dapat mengakhirinya dengan pemberitahuan tiga puluh (30) hari sebelumnya secara tertulis atau melalui Portal; pengakhiran mengeluarkan seluruh rekaman dari program.',
        `5.2 Perjanjian Program ini tunduk pada ${j.law}, dan sengketa diajukan ke ${j.courts}, sebagaimana dalam Perjanjian Distribusi. Perjanjian Program ini ditandatangani secara elektronik sesuai dengan ${j.eSignLaw}.`,
      ],
    },
  ];
  return { title: t.title, sections };
}
