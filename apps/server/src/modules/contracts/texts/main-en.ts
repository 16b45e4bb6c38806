import type { AgreementText, LicensorParty, MainAgreementContext } from './types.ts';

export function licensorEn(licensor: LicensorParty): string {
  if (licensor.kind === 'label') {
    return licensor.labelName ? `${licensor.legalName}, acting for and on behalf of the record label \u201c${licensor.labelName}\u201d` : `${licensor.legalName}, acting as a record label`;
  }
  return `${licensor.legalName}, an individual acting in their own name and for any artist project they register in the Portal`;
}

/** MAIN_AGREEMENT (type 0), English. */
export function mainAgreementEn(c: MainAgreementContext): AgreementText {
  const { jurisdiction: j } = c;
  const labelWarranty =
    c.licensor.kind === 'label'
      ? '5.2 As a record label, the Licensor further warrants that it holds written agreements with each artist, producer and other rights holder whose recordings it delivers, that those agreements authorise the grant made in this Agreement, and that it alone is responsible for paying royalties and other amounts due to them.'
      : '5.2 As an individual, the Licensor confirms that they are at least eighteen (18) years old or the age of majority where they live, whichever is higher, or that a parent or legal guardian has read and approved this Agreement on their behalf and will be responsible for their obligations under it.';
  return {
    title: 'SoundPort Distribution Agreement',
    sections: [
      {
        heading: 'Parties and Background',
        paragraphs: [
          `Contract number: ${c.contractNumber}. Effective date: ${c.effectiveDate}.`,
          `This Distribution Agreement (the \u201cAgreement\u201d) is made between ${c.company} (\u201cSoundPort\u201d or the \u201cCompany\u201d) and ${licensorEn(c.licensor)} (the \u201cLicensor\u201d). The Company and the Licensor are each a \u201cParty\u201d and together the \u201cParties\u201d.`,
          'The Licensor owns or controls sound recordings, music videos, artwork and related materials and wishes to have them distributed to digital music services. The Company operates an online music distribution portal and delivers recordings to digital stores, streaming services and other platforms. The Parties therefore agree as follows.',
        ],
      },
      {
        heading: '1. Definitions',
        paragraphs: [
          '1.1 \u201cContent\u201d means the sound recordings, music videos, artwork, lyrics, metadata, artist names, approved likenesses, biographies and other materials that the Licensor delivers to the Company through the Portal, including any new versions delivered during the Term.',
          '1.2 \u201cPortal\u201d means the Company\u2019s online distribution portal and related applications through which the Licensor delivers Content, views statements, manages releases and requests withdrawals.',
          '1.3 \u201cThird-Party Stores\u201d means digital music services, download stores, streaming services, social media and video platforms and other outlets that are not owned or operated by the Company or its affiliates and to which the Company delivers Content.',
          '1.4 \u201cCompany Platforms\u201d means the digital services, applications and features owned or operated by the Company or its affiliates, including any in-house streaming, short-video or fan-engagement service identified as such in the Portal.',
          '1.5 \u201cGross Receipts\u201d means all amounts actually received by the Company or its affiliates from Third-Party Stores, or generated on Company Platforms, that are directly and identifiably attributable to the exploitation of the Content.',
          '1.6 \u201cNet Receipts\u201d means Gross Receipts less only (a) value added, sales, goods and services and similar taxes, (b) withholding taxes deducted at source by a Third-Party Store or a tax authority, and (c) refunds, chargebacks and amounts reclaimed by a Third-Party Store on account of fraudulent or invalid activity. No distribution fee, commission or other deduction is made except as expressly stated in this Agreement.',
          '1.7 \u201cEffective Date\u201d means the date stated above, and \u201cContract Year\u201d means each period of twelve (12) months beginning on the Effective Date or on an anniversary of it.',
        ],
      },
      {
        heading: '2. Grant of Licence',
        paragraphs: [
          '2.1 The Licensor grants the Company, for the Term and the Territory, a non-exclusive licence to reproduce, encode, deliver, distribute, sell, stream, make available, publicly perform (to the extent controlled by the Licensor) and otherwise exploit the Content by digital means through the Third-Party Stores and Company Platforms that the Licensor selects in the Portal, and to authorise those stores and platforms to do the same.',
          '2.2 The Licensor also grants the Company a non-exclusive licence to use the Content, the artist names, approved likenesses and biographical material for the purposes of administering, marketing and promoting the Content, including short excerpts and previews, and to identify, claim and monetise uses of the Content by users of platforms on which the Licensor has enabled that service.',
          '2.3 The licence is non-exclusive. The Licensor remains the owner of the Content and may distribute it itself or through others, provided that the Licensor does not deliver the same recording to the same Third-Party Store through more than one distributor where this would cause duplicate listings or conflicting rights claims.',
          '2.4 No rights are transferred to the Company other than those expressly granted, and all other rights are reserved to the Licensor. Rights in the underlying musical compositions are not granted by this Agreement except to the extent set out in a separate written amendment signed or accepted by the Licensor.',
        ],
      },
      {
        heading: '3. Territory',
        paragraphs: [
          '3.1 The territory is the world (the \u201cTerritory\u201d), unless the Licensor restricts the distribution of a release to particular countries in the Portal.',
          '3.2 The Company may exclude a country from distribution where a Third-Party Store is not available there, where sanctions or export-control laws prohibit distribution, or where local law requires it. The Company will inform the Licensor of any exclusion that specifically affects the Licensor\u2019s Content.',
        ],
      },
      {
        heading: '4. Delivery and Metadata',
        paragraphs: [
          '4.1 The Licensor delivers Content through the Portal in the file formats and to the technical specifications published there, together with complete and accurate metadata, including track titles, artist and contributor names and roles, ISRC and UPC codes where available, language, genre, release date, the explicit-content flag and the names of the songwriters.',
          '4.2 The Licensor is responsible for the accuracy of the metadata. The Company may correct obvious formatting errors and may refuse, hold or remove any release that does not comply with the style guides of Third-Party Stores, that appears to infringe the rights of others or that the Company reasonably considers unlawful, misleading or harmful.',
          '4.3 Release dates and availability depend on the review processes of Third-Party Stores. The Company does not guarantee that any store will accept, list, feature or keep available any release.',
        ],
      },
      {
        heading: '5. Warranties and Indemnity',
        paragraphs: [
          '5.1 The Licensor represents and warrants that: (a) it owns or controls all rights in the Content necessary to grant the licence in this Agreement, free from any claim that would prevent or restrict it; (b) every sample, interpolation, beat, instrumental, loop or other third-party material contained in the Content has been cleared in writing for the uses permitted under this Agreement, and the Licensor will provide evidence of clearance on request; (c) all performers, producers and other contributors have consented to the use of their performances and names and have been or will be paid by the Licensor any amount due to them; (d) the Content does not infringe any copyright, trademark, right of publicity, privacy or other right and is not defamatory, obscene or otherwise unlawful; (e) the Licensor has not used and will not use bots, paid streaming schemes or other artificial means to inflate plays, downloads or followers; and (f) the legal name, identity and tax information supplied in the Portal are true and complete.',
          labelWarranty,
          '5.3 The Licensor shall indemnify the Company and its affiliates against all losses, damages, costs and reasonable legal fees arising from a breach of these warranties or from any third-party claim that the Content infringes that third party\u2019s rights, provided that the Company notifies the Licensor promptly of the claim and allows the Licensor to take part in the defence.',
          '5.4 The Company warrants that it will perform its obligations under this Agreement with reasonable skill and care and in compliance with applicable law.',
        ],
      },
      {
        heading: '6. Takedown',
        paragraphs: [
          '6.1 The Licensor may request the takedown of any release at any time through the Portal. The Company will send takedown instructions to the relevant Third-Party Stores and Company Platforms within ten (10) business days of the request. Removal times depend on each store, and the Company is not responsible for delays caused by stores.',
          '6.2 The Company may take down, withhold or suspend Content, and suspend payments relating to it, where (a) it receives a credible claim that the Content infringes the rights of a third party, (b) it reasonably suspects artificial streaming, fraud or a breach of Clause 5, (c) a Third-Party Store requires it, or (d) the law, a court or a competent authority requires it. The Company will notify the Licensor and, where appropriate, give the Licensor an opportunity to respond before taking a permanent decision.',
        ],
      },
      {
        heading: '7. Revenue Share',
        paragraphs: [
          '7.1 Third-Party Stores. The Company shall credit the Licensor with one hundred per cent (100%) of Net Receipts from Third-Party Stores in the first year of this Agreement (the first Contract Year), and with ninety per cent (90%) of Net Receipts from Third-Party Stores after the first year, that is, in every later Contract Year. From the second Contract Year onwards the Company retains the remaining ten per cent (10%) as its distribution fee.',
          '7.2 Company Platforms. The Company shall credit the Licensor with one hundred per cent (100%) of Net Receipts from Company Platforms forever: in the first Contract Year, in every renewal period and for any receipts received after termination.',
          '7.3 The percentage that applies is determined by the period in which the streams, downloads or other uses took place, as shown in the reports of the Third-Party Stores, and not by the date on which the Company receives payment.',
          '7.4 Where the Licensor has set up royalty splits in the Portal, the Company will credit the shares of the Licensor\u2019s Net Receipts to the collaborators named in the split on the Licensor\u2019s instruction. The Licensor remains responsible for the accuracy of the splits.',
        ],
      },
      {
        heading: '8. Accounting and Payment',
        paragraphs: [
          '8.1 The Company will make monthly statements available in the Portal showing the Net Receipts credited to the Licensor\u2019s account by release, store and territory, generally within forty-five (45) days after the end of the month in which the Company receives the relevant reports and payments from the Third-Party Stores.',
          '8.2 All amounts are accounted and paid in United States dollars (USD). Receipts in other currencies are converted into USD at the rate applied by the Company\u2019s bank or payment provider on the date of conversion.',
          '8.3 The Licensor may request a withdrawal of its available balance through the Portal once the balance reaches the minimum withdrawal amount of ten United States dollars (USD 10.00). Balances below the minimum are carried forward to the next statement. Payment is made to the payment account verified in the Portal; fees charged by banks or payment providers for the transfer are borne by the Licensor and shown before the withdrawal is confirmed.',
          '8.4 The Company may withhold taxes where the law requires it and may require tax forms or identity documents before paying. Payments may be delayed while an identity verification, a fraud review or a dispute under Clause 6 is pending.',
          '8.5 Statements are binding unless the Licensor objects to them in writing within twenty-four (24) months of the date on which they are made available. The Licensor may, at its own cost and not more than once a year, have an independent accountant examine the Company\u2019s records relating to the Licensor\u2019s Content on thirty (30) days\u2019 written notice.',
        ],
      },
      {
        heading: '9. Advances and Recoupment',
        paragraphs: [
          '9.1 The Company is not obliged to pay any advance. If the Company agrees to pay an advance, its amount and conditions will be confirmed in writing in the Portal or in a separate document.',
          '9.2 Any advance is recoupable only from the Licensor\u2019s share of Net Receipts and is not a loan. It is not repayable except (a) where the Licensor terminates this Agreement before the advance has been fully recouped, in which case the Licensor shall either repay the unrecouped balance within thirty (30) days of termination or allow the Company to continue distributing the Content until the advance is recouped, or (b) in the case of a material breach of Clause 5 by the Licensor.',
          '9.3 Until an advance is recouped, the Company applies the Licensor\u2019s share of Net Receipts to the advance before making any balance available for withdrawal. The outstanding recoupment balance is shown in the Portal.',
        ],
      },
      {
        heading: '10. Term and Termination',
        paragraphs: [
          '10.1 This Agreement starts on the Effective Date and continues for an initial term of one (1) year. It then renews automatically for successive periods of one (1) year each, unless terminated in accordance with this Clause (together, the \u201cTerm\u201d).',
          '10.2 Either Party may terminate this Agreement at any time and for any reason by giving the other Party at least thirty (30) days\u2019 written notice, including notice given through the Portal or by e-mail.',
          '10.3 Either Party may terminate this Agreement with immediate effect by written notice if the other Party commits a material breach that is not remedied within fifteen (15) days of a notice requiring it to be remedied, or if the other Party becomes insolvent.',
          '10.4 On termination the Company will instruct the Third-Party Stores and Company Platforms to remove the Content within a commercially reasonable period. The Company will continue to account to the Licensor, at the percentages in Clause 7, for Net Receipts received after termination that relate to exploitation before removal. Clauses 5, 7, 8, 9, 11, 12 and 13 survive termination.',
        ],
      },
      {
        heading: '11. Data Protection',
        paragraphs: [
          `11.1 Each Party shall comply with ${j.dataLaw} in relation to the personal data processed under this Agreement.`,
          '11.2 The Company processes the Licensor\u2019s personal data, including identity, contact, tax, payment and usage data, to perform this Agreement, to verify identity, to prevent fraud, to comply with legal obligations and, with the Licensor\u2019s consent where the law requires it, to send marketing communications. The Company shares personal data with Third-Party Stores, payment providers and its service providers only as needed for these purposes and may transfer it outside the Licensor\u2019s country subject to appropriate safeguards.',
          '11.3 The Licensor may exercise the rights of access, correction, deletion, portability and objection available under applicable law by contacting the Company through the Portal. Further details are set out in the privacy notice published in the Portal.',
        ],
      },
      {
        heading: '12. Limitation of Liability',
        paragraphs: [
          '12.1 Neither Party is liable for any indirect or consequential loss, or for loss of profits, revenue or goodwill, except in the case of fraud, wilful misconduct or a breach of Clause 5.',
          '12.2 Apart from its obligation to pay the amounts due to the Licensor, the Company\u2019s total liability under this Agreement is limited to the Net Receipts credited to the Licensor in the twelve (12) months before the event giving rise to the claim.',
          '12.3 Nothing in this Agreement limits or excludes any liability that cannot be limited or excluded by law.',
        ],
      },
      {
        heading: '13. Governing Law and Jurisdiction',
        paragraphs: [
          `13.1 This Agreement and any dispute or claim arising out of or in connection with it are governed by ${j.law}.`,
          `13.2 The Parties shall first try in good faith to settle any dispute by negotiation for thirty (30) days. A dispute that is not settled shall be submitted to ${j.courts}, which shall have exclusive jurisdiction, without prejudice to any mandatory right of the Licensor to bring proceedings where it resides.`,
        ],
      },
      {
        heading: '14. Electronic Signature',
        paragraphs: [
          `14.1 The Parties agree that this Agreement may be entered into and signed electronically, including by a simple electronic signature or a click to accept in the Portal, and that such a signature has the same legal effect as a handwritten signature, in accordance with ${j.eSignLaw}.`,
          '14.2 The Company keeps an electronic record of each signature, including the signer\u2019s name, the date and time, the IP address, the device and browser information and a SHA-256 cryptographic hash of the signed text. The Parties accept this record as evidence of the signature and of the content of this Agreement.',
        ],
      },
      {
        heading: '15. General',
        paragraphs: [
          '15.1 The Company may amend this Agreement by giving the Licensor at least thirty (30) days\u2019 notice through the Portal. If the Licensor does not accept a change, it may terminate this Agreement under Clause 10.2 before the change takes effect. A change to the percentages in Clause 7 that is unfavourable to the Licensor requires the Licensor\u2019s express acceptance.',
          '15.2 The Licensor may not assign this Agreement without the Company\u2019s prior written consent. The Company may assign it to an affiliate or to a successor to its distribution business, provided that the Licensor\u2019s rights are not reduced.',
          '15.3 Neither Party is liable for a delay or failure to perform caused by events beyond its reasonable control.',
          '15.4 If any provision of this Agreement is held invalid or unenforceable, the remaining provisions continue in effect. A failure or delay in exercising a right is not a waiver of it.',
          '15.5 This Agreement, together with the policies published in the Portal to which it refers, is the entire agreement between the Parties about its subject matter. Notices to the Licensor are validly given through the Portal or to the e-mail address registered there, and notices to the Company are validly given through the Portal.',
        ],
      },
    ],
  };
}
