import { licensorEn } from './main-en.ts';
import type { AgreementText, AmendmentContext } from './types.ts';

/** MAIN_AGREEMENT_AMENDED (type 1), English: the publishing amendment of document 2, "Amendment contract terms". */
export function amendmentEn(c: AmendmentContext): AgreementText {
  const { jurisdiction: j } = c;
  const warranty = {
    artist:
      '7.1 The Licensor warrants that they are the author or a co-author of each Composition, or hold the written authority of its authors to enter into this Amendment; that the songwriter information and splits they submit are complete and accurate; and that they have not granted any other person the right to collect the same Other-Uses Income for the same territory, or have told the Company in writing of any such grant.',
    label:
      '7.1 The Licensor warrants that, as a label, it owns or administers each Composition, or holds written agreements with every songwriter and publisher of the Composition that authorise it to enter into this Amendment on their behalf; that the songwriter information and splits it submits are complete and accurate; and that it has not granted any other person the right to collect the same Other-Uses Income for the same territory, or has told the Company in writing of any such grant.',
    any: '7.1 The Licensor warrants that it is the author or a co-author of each Composition, or owns or administers it, or holds written authority from its authors and publishers to enter into this Amendment; that the songwriter information and splits it submits are complete and accurate; and that it has not granted any other person the right to collect the same Other-Uses Income for the same territory, or has told the Company in writing of any such grant.',
  }[c.warranty];
  const final: { heading: string; paragraphs: string[] }[] = [];
  if (c.englishPrevails) {
    final.push({
      heading: '9. Language',
      paragraphs: [
        '9.1 This Amendment is made in the English language and in the Indonesian language. Both versions are binding. If there is any conflict or inconsistency between the English version and the Indonesian version, or any difference in their interpretation, the English version prevails.',
      ],
    });
  }
  const n = c.englishPrevails ? 10 : 9;
  final.push({
    heading: `${n}. Acceptance`,
    paragraphs:
      c.acceptance === 'confirm'
        ? [
            `${n}.1 The Licensor accepts this Amendment by clicking the Confirm button in the Portal. That confirmation is a valid electronic acceptance and signature under ${j.eSignLaw}, and binds the Licensor in the same way as a handwritten signature.`,
            `${n}.2 The Company records the Licensor\u2019s name, the date and time of the confirmation, the IP address and a SHA-256 hash of this text, and makes a copy of the accepted Amendment available in the Portal.`,
          ]
        : [
            `${n}.1 The Parties accept this Amendment by signing it below, electronically in the Portal or by hand, each signature block stating the name of the signatory and the date of signature. The electronic signature clause of the Original Agreement applies to this Amendment, in accordance with ${j.eSignLaw}.`,
            `${n}.2 This Amendment takes effect on the Amendment Effective Date once it has been signed by the Licensor.`,
          ],
  });
  return {
    title: 'Publishing Amendment to the SoundPort Distribution Agreement',
    sections: [
      {
        heading: 'Parties and Background',
        paragraphs: [
          `Contract number: ${c.contractNumber}. Amendment effective date: ${c.effectiveDate}.`,
          `This Publishing Amendment (the \u201cAmendment\u201d) is made between ${c.company} (the \u201cCompany\u201d) and ${licensorEn(c.licensor)} (the \u201cLicensor\u201d), and amends the distribution agreement between the Company and the Licensor ${c.originalContractSigningDate ? `signed on ${c.originalContractSigningDate}` : 'in force on the Amendment Effective Date'} (the \u201cOriginal Agreement\u201d).`,
          'The Licensor wishes the Company to distribute and collect revenue from third-party platforms for the musical works underlying certain of the Licensor\u2019s recordings, and the Company is willing to do so on the terms below. Capitalised terms not defined in this Amendment have the meanings given to them in the Original Agreement.',
        ],
      },
      {
        heading: '1. Definitions',
        paragraphs: [
          '1.1 \u201cSelected Recordings\u201d means the recordings distributed under the Original Agreement that the Licensor selects for the publishing service in the Portal, whether uploaded before or after the Amendment Effective Date.',
          '1.2 \u201cCompositions\u201d means the musical works, including music and lyrics, underlying the Selected Recordings, to the extent owned or controlled by the Licensor.',
          `1.3 \u201cAmendment Effective Date\u201d means ${c.effectiveDate}.`,
          '1.4 \u201cOther-Uses Income\u201d means the royalties, fees and other amounts received by the Company, or by its publishing administration partners on its behalf, from third-party platforms, collective management organisations and other licensees for the use of the Compositions, including performance, mechanical and micro-synchronisation income. \u201cNet Other-Uses Income\u201d means Other-Uses Income less only taxes withheld at source and the commissions deducted by collective management organisations before payment.',
        ],
      },
      {
        heading: '2. Extension of the Licence',
        paragraphs: [
          '2.1 The licence granted in the Original Agreement is extended to the underlying works (Compositions) of the Selected Recordings. The Company shall distribute the Compositions and collect the revenue from third-party platforms for them, and for that purpose the Licensor authorises the Company, directly or through publishing administration partners, to register the Compositions with collective management organisations and third-party platforms, to license their use on those platforms and to collect and receive Other-Uses Income, in the territory and for the term of the Original Agreement as extended by this Amendment.',
          '2.2 The songwriter information and splits submitted by the Licensor in the Portal form part of this Amendment. They cannot be changed after submission except with the Company\u2019s agreement, and the Company may rely on them when registering the Compositions and accounting for Other-Uses Income.',
          '2.3 This Amendment does not transfer the ownership of any Composition. The Company shall not alter, translate or adapt a Composition, except for registering an alternate title in Latin characters where a collective management organisation requires one.',
        ],
      },
      {
        heading: '3. Billing Term',
        paragraphs: [
          '3.1 The rights granted in this Amendment start on the Amendment Effective Date and continue for an initial billing term of twelve (12) months. They then renew automatically for successive billing terms of twelve (12) months each, unless ended under Clause 5 (together, the \u201cAmendment Term\u201d).',
        ],
      },
      {
        heading: '4. Revenue Share',
        paragraphs: [
          '4.1 The Company shall credit the Licensor\u2019s account with one hundred per cent (100%) of the Net Other-Uses Income in the first twelve (12) months of the Amendment Term, and with ninety per cent (90%) of the Net Other-Uses Income in each renewal term.',
          '4.2 The percentage that applies is determined by the period in which the use of the Composition took place. The amounts credited appear in the monthly statements and may be withdrawn under the accounting and payment terms of the Original Agreement.',
        ],
      },
      {
        heading: '5. Ending the Added Rights',
        paragraphs: [
          '5.1 Either Party may end the rights added by this Amendment by giving the other Party at least thirty (30) days\u2019 written notice. The Company\u2019s right to end the added rights is exercised in the same way, by at least thirty (30) days\u2019 written notice to the Licensor.',
          '5.2 Minimum exploitation. For Selected Recordings uploaded before the Amendment Effective Date, the Compositions remain subject to this Amendment for a minimum exploitation period of at least twelve (12) months from the Amendment Effective Date. A notice given by the Licensor takes effect for those Compositions on the later of the end of the notice period and the end of the minimum exploitation period.',
          '5.3 Ending the added rights does not end the Original Agreement. If the Original Agreement ends, the added rights end at the same time, subject to Clause 6.',
        ],
      },
      {
        heading: '6. Collection Period',
        paragraphs: [
          '6.1 After the Amendment Term ends, the Company may continue to collect Other-Uses Income earned during the Amendment Term for a collection period of twelve (12) months after the end of the term, and shall credit that income to the Licensor\u2019s account at the percentage that applied when the use took place.',
          '6.2 At the end of the collection period the Company shall instruct its publishing administration partners to release the registrations of the Compositions made on the Licensor\u2019s behalf, so that the Licensor or its new administrator may collect directly.',
        ],
      },
      {
        heading: '7. Warranties for the Compositions',
        paragraphs: [
          warranty,
          '7.2 The warranties and the indemnity in the Original Agreement apply to the Compositions as they apply to the Content. Where the Licensor is a member of a performing rights organisation, the Licensor remains responsible for its membership obligations, and this Amendment applies subject to them.',
        ],
      },
      {
        heading: '8. Relationship with the Original Agreement',
        paragraphs: [
          '8.1 Except as amended by this Amendment, the Original Agreement remains in full force and effect. If this Amendment conflicts with the Original Agreement on a matter concerning the Compositions, this Amendment prevails.',
          `8.2 This Amendment is governed by ${j.law}, and disputes arising from it are submitted to ${j.courts}, as provided in the Original Agreement.`,
        ],
      },
      ...final,
    ],
  };
}
