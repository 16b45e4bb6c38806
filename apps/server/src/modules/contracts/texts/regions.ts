import type { ContractLanguage, JurisdictionText } from './types.ts';

/** The SoundPort entity that contracts with licensors of each region. */
export const COMPANY_INC = 'SoundPort Distribution Inc.';
export const COMPANY_LTD = 'SoundPort Distribution Ltd.';
export const COMPANY_BR = 'SoundPort Distribuição Ltda.';
export const COMPANY_ID = 'PT SoundPort Distribusi Indonesia';
export const COMPANY_MX = 'SoundPort Distribución S. de R.L. de C.V.';

type Jurisdiction = 'CALIFORNIA' | 'ONTARIO' | 'ENGLAND' | 'IRELAND' | 'NSW' | 'BRAZIL' | 'INDONESIA' | 'MEXICO';

interface RegionContractFacts {
  company: string;
  jurisdiction: Jurisdiction;
  /** Default language of the agreement text for the region. */
  language: ContractLanguage;
}

const facts = (company: string, jurisdiction: Jurisdiction, language: ContractLanguage): RegionContractFacts => ({ company, jurisdiction, language });

const byRegion: Record<string, RegionContractFacts> = {
  US: facts(COMPANY_INC, 'CALIFORNIA', 'en'),
  PR: facts(COMPANY_INC, 'CALIFORNIA', 'en'),
  CA: facts(COMPANY_INC, 'ONTARIO', 'en'),
  GB: facts(COMPANY_LTD, 'ENGLAND', 'en'),
  IE: facts(COMPANY_LTD, 'IRELAND', 'en'),
  AU: facts(COMPANY_LTD, 'NSW', 'en'),
  NZ: facts(COMPANY_LTD, 'NSW', 'en'),
  BR: facts(COMPANY_BR, 'BRAZIL', 'pt-BR'),
  ID: facts(COMPANY_ID, 'INDONESIA', 'id'),
  MX: facts(COMPANY_MX, 'MEXICO', 'es-MX'),
  CO: facts(COMPANY_MX, 'MEXICO', 'es-MX'),
  AR: facts(COMPANY_MX, 'MEXICO', 'es-MX'),
};

/** Every other region (SG, MY, …, DK, and unknown codes) contracts with the Ltd. under the laws of England and Wales, in English. */
const otherRegions = facts(COMPANY_LTD, 'ENGLAND', 'en');

export function regionContractFacts(region: string): RegionContractFacts {
  return byRegion[region.trim().toUpperCase()] ?? otherRegions;
}

const jurisdictions: Record<Jurisdiction, Record<ContractLanguage, JurisdictionText>> = {
  CALIFORNIA: {
    en: {
      law: 'the laws of the State of California, United States of America, without regard to its conflict-of-laws rules',
      courts: 'the state and federal courts located in Los Angeles County, California',
      dataLaw:
        'the California Consumer Privacy Act, as amended by the California Privacy Rights Act, and the other privacy laws of the United States and of the Commonwealth of Puerto Rico that apply to the processing',
      eSignLaw: 'the United States Electronic Signatures in Global and National Commerce Act (E-SIGN Act) and the California Uniform Electronic Transactions Act',
    },
    'pt-BR': {
      law: 'as leis do Estado da Califórnia, Estados Unidos da América, sem considerar suas normas de conflito de leis',
      courts: 'os tribunais estaduais e federais localizados no Condado de Los Angeles, Califórnia',
      dataLaw:
        'a Lei de Privacidade do Consumidor da Califórnia (California Consumer Privacy Act), conforme alterada pela California Privacy Rights Act, e as demais leis de privacidade dos Estados Unidos e do Estado Livre Associado de Porto Rico aplicáveis ao tratamento',
      eSignLaw: 'a Lei Federal de Assinaturas Eletrônicas no Comércio Global e Nacional dos Estados Unidos (E-SIGN Act) e a Lei Uniforme de Transações Eletrônicas da Califórnia',
    },
    id: {
      law: 'hukum Negara Bagian California, Amerika Serikat, tanpa memperhatikan kaidah pilihan hukumnya',
      courts: 'pengadilan negara bagian dan pengadilan federal yang berkedudukan di Los Angeles County, California',
      dataLaw:
        'California Consumer Privacy Act sebagaimana diubah oleh California Privacy Rights Act, serta undang-undang privasi lain di Amerika Serikat dan Persemakmuran Puerto Riko yang berlaku atas pemrosesan tersebut',
      eSignLaw: 'Electronic Signatures in Global and National Commerce Act (E-SIGN Act) Amerika Serikat dan California Uniform Electronic Transactions Act',
    },
    'es-MX': {
      law: 'las leyes del Estado de California, Estados Unidos de América, sin atender a sus normas de conflicto de leyes',
      courts: 'los tribunales estatales y federales ubicados en el Condado de Los Ángeles, California',
      dataLaw:
        'la Ley de Privacidad del Consumidor de California (California Consumer Privacy Act), modificada por la California Privacy Rights Act, y las demás leyes de privacidad de los Estados Unidos y del Estado Libre Asociado de Puerto Rico aplicables al tratamiento',
      eSignLaw: 'la Ley de Firmas Electrónicas en el Comercio Global y Nacional de los Estados Unidos (E-SIGN Act) y la Ley Uniforme de Transacciones Electrónicas de California',
    },
  },
  ONTARIO: {
    en: {
      law: 'the laws of the Province of Ontario and the federal laws of Canada applicable in that province',
      courts: 'the courts of the Province of Ontario sitting in Toronto',
      dataLaw: 'the Personal Information Protection and Electronic Documents Act (PIPEDA) and the provincial privacy laws that apply to the processing',
      eSignLaw: 'the Electronic Commerce Act, 2000 (Ontario)',
    },
    'pt-BR': {
      law: 'as leis da Província de Ontário e as leis federais do Canadá aplicáveis nessa província',
      courts: 'os tribunais da Província de Ontário com sede em Toronto',
      dataLaw: 'a Lei de Proteção de Informações Pessoais e Documentos Eletrônicos do Canadá (PIPEDA) e as leis provinciais de privacidade aplicáveis ao tratamento',
      eSignLaw: 'a Lei de Comércio Eletrônico de 2000 de Ontário (Electronic Commerce Act, 2000)',
    },
    id: {
      law: 'hukum Provinsi Ontario dan hukum federal Kanada yang berlaku di provinsi tersebut',
      courts: 'pengadilan Provinsi Ontario yang bersidang di Toronto',
      dataLaw: 'Personal Information Protection and Electronic Documents Act (PIPEDA) Kanada dan undang-undang privasi provinsi yang berlaku atas pemrosesan tersebut',
      eSignLaw: 'Electronic Commerce Act, 2000 (Ontario)',
    },
    'es-MX': {
      law: 'las leyes de la Provincia de Ontario y las leyes federales de Canadá aplicables en dicha provincia',
      courts: 'los tribunales de la Provincia de Ontario con sede en Toronto',
      dataLaw: 'la Ley de Protección de Información Personal y Documentos Electrónicos de Canadá (PIPEDA) y las leyes provinciales de privacidad aplicables al tratamiento',
      eSignLaw: 'la Ley de Comercio Electrónico de 2000 de Ontario (Electronic Commerce Act, 2000)',
    },
  },
  ENGLAND: {
    en: {
      law: 'the laws of England and Wales',
      courts: 'the courts of England and Wales',
      dataLaw:
        'the UK General Data Protection Regulation, the Data Protection Act 2018 and, where they apply, the EU General Data Protection Regulation (Regulation (EU) 2016/679) and the data protection laws of the Licensor\u2019s country of residence',
      eSignLaw: 'the Electronic Communications Act 2000 and, where it applies, Regulation (EU) No 910/2014 (eIDAS)',
    },
    'pt-BR': {
      law: 'as leis da Inglaterra e do País de Gales',
      courts: 'os tribunais da Inglaterra e do País de Gales',
      dataLaw:
        'o Regulamento Geral de Proteção de Dados do Reino Unido (UK GDPR), a Lei de Proteção de Dados de 2018 (Data Protection Act 2018) e, quando aplicáveis, o Regulamento Geral de Proteção de Dados da União Europeia (Regulamento (UE) 2016/679) e as leis de proteção de dados do país de residência do Licenciante',
      eSignLaw: 'a Lei de Comunicações Eletrônicas de 2000 (Electronic Communications Act 2000) e, quando aplicável, o Regulamento (UE) n.º 910/2014 (eIDAS)',
    },
    id: {
      law: 'hukum Inggris dan Wales',
      courts: 'pengadilan Inggris dan Wales',
      dataLaw:
        'UK General Data Protection Regulation, Data Protection Act 2018 dan, apabila berlaku, EU General Data Protection Regulation (Regulasi (UE) 2016/679) serta undang-undang pelindungan data di negara tempat tinggal Pemberi Lisensi',
      eSignLaw: 'Electronic Communications Act 2000 dan, apabila berlaku, Regulasi (UE) No. 910/2014 (eIDAS)',
    },
    'es-MX': {
      law: 'las leyes de Inglaterra y Gales',
      courts: 'los tribunales de Inglaterra y Gales',
      dataLaw:
        'el Reglamento General de Protección de Datos del Reino Unido (UK GDPR), la Ley de Protección de Datos de 2018 (Data Protection Act 2018) y, cuando resulten aplicables, el Reglamento General de Protección de Datos de la Unión Europea (Reglamento (UE) 2016/679) y las leyes de protección de datos del país de residencia del Licenciante',
      eSignLaw: 'la Ley de Comunicaciones Electrónicas de 2000 (Electronic Communications Act 2000) y, cuando resulte aplicable, el Reglamento (UE) n.º 910/2014 (eIDAS)',
    },
  },
  IRELAND: {
    en: {
      law: 'the laws of Ireland',
      courts: 'the courts of Ireland',
      dataLaw: 'the EU General Data Protection Regulation (Regulation (EU) 2016/679) and the Data Protection Acts 1988 to 2018',
      eSignLaw: 'the Electronic Commerce Act 2000 and Regulation (EU) No 910/2014 (eIDAS)',
    },
    'pt-BR': {
      law: 'as leis da Irlanda',
      courts: 'os tribunais da Irlanda',
      dataLaw: 'o Regulamento Geral de Proteção de Dados da União Europeia (Regulamento (UE) 2016/679) e as Leis de Proteção de Dados de 1988 a 2018 da Irlanda',
      eSignLaw: 'a Lei de Comércio Eletrônico de 2000 da Irlanda (Electronic Commerce Act 2000) e o Regulamento (UE) n.º 910/2014 (eIDAS)',
    },
    id: {
      law: 'hukum Irlandia',
      courts: 'pengadilan Irlandia',
      dataLaw: 'EU General Data Protection Regulation (Regulasi (UE) 2016/679) dan Data Protection Acts 1988 sampai dengan 2018 Irlandia',
      eSignLaw: 'Electronic Commerce Act 2000 Irlandia dan Regulasi (UE) No. 910/2014 (eIDAS)',
    },
    'es-MX': {
      law: 'las leyes de Irlanda',
      courts: 'los tribunales de Irlanda',
      dataLaw: 'el Reglamento General de Protección de Datos de la Unión Europea (Reglamento (UE) 2016/679) y las Leyes de Protección de Datos de 1988 a 2018 de Irlanda',
      eSignLaw: 'la Ley de Comercio Electrónico de 2000 de Irlanda (Electronic Commerce Act 2000) y el Reglamento (UE) n.º 910/2014 (eIDAS)',
    },
  },
  NSW: {
    en: {
      law: 'the laws of the State of New South Wales, Australia',
      courts: 'the courts of New South Wales and the courts competent to hear appeals from them',
      dataLaw: 'the Privacy Act 1988 (Cth) and, for a Licensor resident in New Zealand, the Privacy Act 2020 (NZ)',
      eSignLaw:
        'the Electronic Transactions Act 1999 (Cth), the Electronic Transactions Act 2000 (NSW) and, for a Licensor resident in New Zealand, Part 4 of the Contract and Commercial Law Act 2017 (NZ)',
    },
    'pt-BR': {
      law: 'as leis do Estado de Nova Gales do Sul, Austrália',
      courts: 'os tribunais de Nova Gales do Sul e os tribunais competentes para julgar recursos de suas decisões',
      dataLaw: 'a Lei de Privacidade de 1988 da Austrália (Privacy Act 1988) e, para o Licenciante residente na Nova Zelândia, a Lei de Privacidade de 2020 da Nova Zelândia (Privacy Act 2020)',
      eSignLaw:
        'a Lei de Transações Eletrônicas de 1999 da Austrália, a Lei de Transações Eletrônicas de 2000 de Nova Gales do Sul e, para o Licenciante residente na Nova Zelândia, a Parte 4 da Lei de Direito Contratual e Comercial de 2017 da Nova Zelândia',
    },
    id: {
      law: 'hukum Negara Bagian New South Wales, Australia',
      courts: 'pengadilan New South Wales dan pengadilan yang berwenang memeriksa banding atas putusannya',
      dataLaw: 'Privacy Act 1988 (Australia) dan, bagi Pemberi Lisensi yang berdomisili di Selandia Baru, Privacy Act 2020 (Selandia Baru)',
      eSignLaw:
        'Electronic Transactions Act 1999 (Australia), Electronic Transactions Act 2000 (New South Wales) dan, bagi Pemberi Lisensi yang berdomisili di Selandia Baru, Bagian 4 Contract and Commercial Law Act 2017 (Selandia Baru)',
    },
    'es-MX': {
      law: 'las leyes del Estado de Nueva Gales del Sur, Australia',
      courts: 'los tribunales de Nueva Gales del Sur y los tribunales competentes para conocer de las apelaciones contra sus resoluciones',
      dataLaw: 'la Ley de Privacidad de 1988 de Australia (Privacy Act 1988) y, para el Licenciante residente en Nueva Zelanda, la Ley de Privacidad de 2020 de Nueva Zelanda (Privacy Act 2020)',
      eSignLaw:
        'la Ley de Transacciones Electrónicas de 1999 de Australia, la Ley de Transacciones Electrónicas de 2000 de Nueva Gales del Sur y, para el Licenciante residente en Nueva Zelanda, la Parte 4 de la Ley de Derecho Contractual y Comercial de 2017 de Nueva Zelanda',
    },
  },
  BRAZIL: {
    en: {
      law: 'the laws of the Federative Republic of Brazil',
      courts: 'the courts of the City of São Paulo, State of São Paulo, Brazil',
      dataLaw: 'the Brazilian General Data Protection Law (Law No. 13,709/2018, the \u201cLGPD\u201d)',
      eSignLaw: 'Provisional Measure No. 2,200-2/2001 and Law No. 14,063/2020, the Parties expressly admitting as valid the means of proving authorship and integrity used by the Portal',
    },
    'pt-BR': {
      law: 'as leis da República Federativa do Brasil',
      courts: 'o foro da Comarca de São Paulo, Estado de São Paulo',
      dataLaw: 'a Lei Geral de Proteção de Dados Pessoais (Lei n.º 13.709/2018, \u201cLGPD\u201d)',
      eSignLaw:
        'a Medida Provisória n.º 2.200-2/2001 e a Lei n.º 14.063/2020, admitindo as Partes expressamente como válido o meio de comprovação da autoria e da integridade utilizado pelo Portal, nos termos do art. 10, § 2.º, da referida Medida Provisória',
    },
    id: {
      law: 'hukum Republik Federasi Brasil',
      courts: 'pengadilan Kota São Paulo, Negara Bagian São Paulo, Brasil',
      dataLaw: 'Undang-Undang Umum Pelindungan Data Brasil (Undang-Undang No. 13.709/2018, \u201cLGPD\u201d)',
      eSignLaw:
        'Peraturan Sementara (Medida Provisória) No. 2.200-2/2001 dan Undang-Undang No. 14.063/2020 Brasil, dengan Para Pihak secara tegas mengakui keabsahan sarana pembuktian kepengarangan dan keutuhan yang digunakan oleh Portal',
    },
    'es-MX': {
      law: 'las leyes de la República Federativa del Brasil',
      courts: 'los tribunales de la Ciudad de São Paulo, Estado de São Paulo, Brasil',
      dataLaw: 'la Ley General de Protección de Datos Personales de Brasil (Ley n.º 13.709/2018, \u201cLGPD\u201d)',
      eSignLaw:
        'la Medida Provisional n.º 2.200-2/2001 y la Ley n.º 14.063/2020 de Brasil, reconociendo las Partes expresamente como válido el medio de comprobación de autoría e integridad utilizado por el Portal',
    },
  },
  INDONESIA: {
    en: {
      law: 'the laws of the Republic of Indonesia',
      courts: 'the South Jakarta District Court',
      dataLaw: 'Law No. 27 of 2022 on Personal Data Protection and its implementing regulations',
      eSignLaw: 'Law No. 11 of 2008 on Electronic Information and Transactions, as amended, and Government Regulation No. 71 of 2019 on the Operation of Electronic Systems and Transactions',
    },
    'pt-BR': {
      law: 'as leis da República da Indonésia',
      courts: 'o Tribunal Distrital de Jacarta Sul',
      dataLaw: 'a Lei n.º 27 de 2022 sobre Proteção de Dados Pessoais da Indonésia e seus regulamentos',
      eSignLaw: 'a Lei n.º 11 de 2008 sobre Informações e Transações Eletrônicas da Indonésia, conforme alterada, e o Regulamento Governamental n.º 71 de 2019',
    },
    id: {
      law: 'hukum Negara Republik Indonesia',
      courts: 'Pengadilan Negeri Jakarta Selatan',
      dataLaw: 'Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi beserta peraturan pelaksanaannya',
      eSignLaw:
        'Undang-Undang Nomor 11 Tahun 2008 tentang Informasi dan Transaksi Elektronik beserta perubahannya dan Peraturan Pemerintah Nomor 71 Tahun 2019 tentang Penyelenggaraan Sistem dan Transaksi Elektronik',
    },
    'es-MX': {
      law: 'las leyes de la República de Indonesia',
      courts: 'el Tribunal de Distrito de Yakarta Sur',
      dataLaw: 'la Ley n.º 27 de 2022 sobre Protección de Datos Personales de Indonesia y su reglamentación',
      eSignLaw: 'la Ley n.º 11 de 2008 sobre Información y Transacciones Electrónicas de Indonesia, en su versión modificada, y el Reglamento Gubernamental n.º 71 de 2019',
    },
  },
  MEXICO: {
    en: {
      law: 'the federal laws of the United Mexican States',
      courts: 'the competent courts of Mexico City',
      dataLaw: 'the Mexican Federal Law on the Protection of Personal Data Held by Private Parties and, for a Licensor resident in Colombia or Argentina, the data protection laws of that country',
      eSignLaw: 'the provisions of the Mexican Commercial Code (C\u00f3digo de Comercio) on data messages and electronic signatures and the Federal Civil Code',
    },
    'pt-BR': {
      law: 'as leis federais dos Estados Unidos Mexicanos',
      courts: 'os tribunais competentes da Cidade do México',
      dataLaw: 'a Lei Federal de Proteção de Dados Pessoais em Posse de Particulares do México e, para o Licenciante residente na Colômbia ou na Argentina, as leis de proteção de dados desse país',
      eSignLaw: 'as disposições do Código de Comércio mexicano sobre mensagens de dados e assinaturas eletrônicas e o Código Civil Federal',
    },
    id: {
      law: 'hukum federal Negara Serikat Meksiko',
      courts: 'pengadilan yang berwenang di Kota Meksiko',
      dataLaw:
        'Undang-Undang Federal Meksiko tentang Pelindungan Data Pribadi yang Dikuasai oleh Pihak Swasta dan, bagi Pemberi Lisensi yang berdomisili di Kolombia atau Argentina, undang-undang pelindungan data negara tersebut',
      eSignLaw: 'ketentuan Kitab Undang-Undang Hukum Dagang Meksiko (C\u00f3digo de Comercio) tentang pesan data dan tanda tangan elektronik serta Kitab Undang-Undang Hukum Perdata Federal Meksiko',
    },
    'es-MX': {
      law: 'las leyes federales de los Estados Unidos Mexicanos',
      courts: 'los tribunales competentes de la Ciudad de México, renunciando las Partes a cualquier otro fuero que pudiera corresponderles por razón de su domicilio presente o futuro',
      dataLaw:
        'la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y, para el Licenciante residente en Colombia o Argentina, las leyes de protección de datos de ese país',
      eSignLaw: 'las disposiciones del Código de Comercio relativas a los mensajes de datos y la firma electrónica y el Código Civil Federal',
    },
  },
};

export function jurisdictionText(region: string, language: ContractLanguage): JurisdictionText {
  return jurisdictions[regionContractFacts(region).jurisdiction][language];
}
