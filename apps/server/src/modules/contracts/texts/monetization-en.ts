import { licensorEn } from './main-en.ts';
import type { AgreementText, ContractSection, MainAgreementContext } from './types.ts';

/**
 * The monetization programme agreements (contract types 2, 3 and 10; decision 031), English. Each adds one
 * programme's rights to the distribution agreement; the programme terms differ, the frame is shared.
 */

interface ProgrammeTerms {
  title: string;
  purpose: string;
  grant: string[];
  share: string[];
  rules: string[];
}

const terms: Record<2 | 3 | 10, ProgrammeTerms> = {
  2: {
    title: 'SoundPort Breakthrough Programme Agreement',
    purpose:
      'The Licensor wishes selected recordings to be promoted on the Company Platforms through the breakthrough programme, and the Company is willing to invest in that promotion on the terms below.',
    grant: [
      '2.1 For each recording the Licensor opts into the programme in the Portal (a \u201cProgramme Recording\u201d), the Licensor grants the Company the exclusive right, on the Company Platforms only, to feature, playlist, advertise and recommend the Programme Recording, and to make it available to creators for use in short videos, at the tier the Licensor chooses.',
      '2.2 Tiers: Tier 1 is promotion in the short-video application; Tier 2 adds editorial playlists and in-app campaigns; Tier 3 adds the full-length recording in the Company\u2019s music application. Tier 3 is offered only for recordings whose publishing the Company administers in full.',
      '2.3 The Licensor may change a recording\u2019s tier or opt it out in the Portal. An opt-out takes effect at the end of the calendar month in which it is made; campaigns already running finish as planned.',
    ],
    share: [
      '3.1 The Company bears the cost of promotion. The Licensor receives one hundred per cent (100%) of the Net Receipts from the Company Platforms for Programme Recordings, as under the Distribution Agreement.',
      '3.2 No promotion cost is charged to or recouped from the Licensor\u2019s account.',
    ],
    rules: [
      '4.1 Only recordings that are live in the stores, delivered to the short-video application, and whose master and publishing rights the Licensor controls in full, without a third-party publisher, may be opted in.',
    ],
  },
  3: {
    title: 'SoundPort Content ID Agreement',
    purpose:
      'The Licensor wishes the Company to administer selected recordings in the content identification system of the video-sharing platform, so that user videos using them earn revenue for the Licensor.',
    grant: [
      '2.1 For each recording the Licensor opts in (a \u201cProgramme Recording\u201d), the Licensor appoints the Company as its exclusive administrator in the content identification system of the video-sharing platform, with the right to deliver reference files, to claim, monetise, track or block videos that use the Programme Recording, and to release claims made in error.',
      '2.2 The Licensor warrants that it holds exclusive rights in each Programme Recording: it contains no public-domain performance, non-exclusively licensed beat, stock loop or sample that others may also use, unless that material is declared in the Portal with its licence, and no other person administers the same recording in the system.',
      '2.3 The Licensor shall not claim videos of its own channels or of its licensees; the Company whitelists channels the Licensor names in the Portal.',
    ],
    share: [
      '3.1 The Company credits the Licensor\u2019s account with eighty per cent (80%) of the Net Receipts the platform pays for Programme Recordings, and keeps twenty per cent (20%) as its administration fee.',
    ],
    rules: [
      '4.1 Recordings in genres the system does not accept (such as classical, new age, spoken word, fitness and comedy) and covers or remixes are accepted only when the licensed content is declared. The Company may release a claim disputed in good faith.',
    ],
  },
  10: {
    title: 'SoundPort Track Plus Licensing Agreement',
    purpose:
      'The Licensor wishes selected recordings to be licensed beyond the stores: in the Company\u2019s video-editing application, in its commercial music library for businesses and creators, for synchronisation in audiovisual works, and for user-generated videos on social platforms.',
    grant: [
      '2.1 For each recording and programme the Licensor opts into in the Portal, the Licensor grants the Company a non-exclusive licence (a) to make the recording available in the Company\u2019s video-editing application (the video app programme); (b) to license it to businesses and creators through the commercial music library (CML); (c) to offer it for synchronisation in films, series, advertising, games and online video, each placement at a fee quoted to the Licensee (sync); and (d) to license it to social platforms for use in user-generated videos (UG).',
      '2.2 The Licensor warrants that it controls the recording and one hundred per cent (100%) of its publishing, without a third-party publisher, and that a collecting society it belongs to, if any, allows direct licensing; for synchronisation, that the recording contains no samples or licensed parts.',
    ],
    share: ['3.1 The Company credits the Licensor\u2019s account with seventy per cent (70%) of the Net Receipts from these licences and keeps thirty per cent (30%) as its licensing fee.'],
    rules: ['4.1 The Licensor may opt a recording out of a programme in the Portal at any time; licences already granted to users and licensees remain valid for the works made under them.'],
  },
};

export function monetizationAgreementEn(type: number, c: MainAgreementContext): AgreementText | null {
  const t = terms[type as 2 | 3 | 10];
  if (!t) return null;
  const { jurisdiction: j } = c;
  const sections: ContractSection[] = [
    {
      heading: 'Parties and Background',
      paragraphs: [
        `Contract number: ${c.contractNumber}. Effective date: ${c.effectiveDate}.`,
        `This agreement (the \u201cProgramme Agreement\u201d) is made between ${c.company} (the \u201cCompany\u201d) and ${licensorEn(c.licensor)} (the \u201cLicensor\u201d), and supplements the distribution agreement in force between them (the \u201cDistribution Agreement\u201d).`,
        t.purpose,
      ],
    },
    {
      heading: '1. Definitions',
      paragraphs: [
        '1.1 Capitalised terms not defined here have the meanings given in the Distribution Agreement. \u201cPortal\u201d, \u201cCompany Platforms\u201d and \u201cNet Receipts\u201d have the same meaning as there.',
      ],
    },
    { heading: '2. Grant', paragraphs: t.grant },
    { heading: '3. Revenue Share', paragraphs: [...t.share, '3.3 Amounts credited appear in the monthly statements and may be withdrawn under the Distribution Agreement.'] },
    { heading: '4. Eligibility', paragraphs: [...t.rules, '4.2 The Portal shows, for every recording, whether it qualifies; an opt-in counts from the day this Programme Agreement is signed.'] },
    {
      heading: '5. Term and Ending',
      paragraphs: [
        '5.1 This Programme Agreement runs for as long as the Distribution Agreement. Either Party may end it with thirty (30) days\u2019 notice in writing or in the Portal; ending it opts every recording out of the programme.',
        `5.2 This Programme Agreement is governed by ${j.law}, and disputes are submitted to ${j.courts}, as under the Distribution Agreement. It is signed electronically in accordance with ${j.eSignLaw}.`,
      ],
    },
  ];
  return { title: t.title, sections };
}
