import { licensorEn } from './main-en.ts';
import type { AgreementText, MainAgreementContext } from './types.ts';

/**
 * COMMON_ACCOUNT_AGREEMENT (type 11), English: the account-level agreement (decision 060). It governs the account
 * itself (use of the Portal, team members, the wallet, fees and data); the content licence stays in the distribution
 * agreement.
 */
export function commonAccountAgreementEn(c: MainAgreementContext): AgreementText {
  const { jurisdiction: j } = c;
  const holderCapacity =
    c.licensor.kind === 'label'
      ? '2.3 As a record label, the Account Holder confirms that the person accepting this Agreement is authorised to bind it, that the label is a business validly registered where it operates, and that it is responsible for the artists, producers and staff whose work it manages through the Account as if their acts were its own.'
      : '2.3 As an individual, the Account Holder confirms that they are at least eighteen (18) years old or the age of majority where they live, whichever is higher, or that a parent or legal guardian has read and approved this Agreement on their behalf and will be responsible for the use of the Account.';
  return {
    title: 'SoundPort Common Account Agreement',
    sections: [
      {
        heading: 'Parties and Background',
        paragraphs: [
          `Contract number: ${c.contractNumber}. Effective date: ${c.effectiveDate}.`,
          `This Common Account Agreement (the \u201cAgreement\u201d) is made between ${c.company} (\u201cSoundPort\u201d or the \u201cCompany\u201d) and ${licensorEn(c.licensor)} (the \u201cAccount Holder\u201d). The Company and the Account Holder are each a \u201cParty\u201d and together the \u201cParties\u201d.`,
          'The Company operates an online portal through which artists and labels distribute music, follow their audience, receive and withdraw their earnings and buy optional services. This Agreement sets the rules for the Account Holder\u2019s account in that portal. The licence of recordings to stores and the revenue share are governed by the distribution agreement between the Parties; this Agreement governs everything else about the account. The Parties therefore agree as follows.',
        ],
      },
      {
        heading: '1. Definitions',
        paragraphs: [
          '1.1 \u201cAccount\u201d means the account registered in the Portal in the Account Holder\u2019s name, together with its settings, its team, its wallet and the records kept in it.',
          '1.2 \u201cPortal\u201d means the Company\u2019s online distribution portal, its mobile versions and related applications, and the features offered in them from time to time.',
          '1.3 \u201cTeam Member\u201d means a person the Account Holder invites to work in the Account, with the permissions the Account Holder grants in the Portal.',
          '1.4 \u201cWallet\u201d means the ledger of the Account in the Portal that records amounts credited to the Account Holder (royalties, shares of royalty splits, rewards and refunds) and amounts debited from it (withdrawals, fees and Paid Services).',
          '1.5 \u201cPaid Services\u201d means optional services offered in the Portal for a price shown before purchase, such as promotion campaigns and creation tools beyond their free allowance.',
          '1.6 \u201cDistribution Agreement\u201d means the distribution agreement in force between the Parties, and any amendment or programme agreement that supplements it.',
        ],
      },
      {
        heading: '2. The Account',
        paragraphs: [
          '2.1 Each person or business may hold one Account. The Account Holder shall give true, complete and current information when registering and keep it up to date, including its legal name, country of residence, contact details and, where the Portal asks for them, its identity documents and tax information.',
          '2.2 The Company may verify the Account Holder\u2019s identity and the information given, and may limit features of the Account, in particular withdrawals and the delivery of releases, until the verification has passed.',
          holderCapacity,
          '2.4 The Account is personal to the Account Holder. It may not be sold, lent, transferred or shared outside the team features of Clause 4.',
        ],
      },
      {
        heading: '3. Access and Security',
        paragraphs: [
          '3.1 The Account Holder shall keep its password and sign-in codes confidential, use a password that it does not use elsewhere, and enable two-step verification where the Portal offers it.',
          '3.2 The Account Holder is responsible for everything done through the Account with its credentials or those of its Team Members, unless the Company caused the unauthorised access. It shall tell the Company through the Portal without delay if it suspects that someone else has used the Account.',
          '3.3 The Company may ask for additional verification before a sensitive action, such as a change of e-mail address, phone number or payment account, or a withdrawal, and may block the action while a security review is pending.',
        ],
      },
      {
        heading: '4. Team Members',
        paragraphs: [
          '4.1 The Account Holder may invite Team Members and give each of them permissions by area of the Portal (releases, analytics data, royalties, wallet, royalty splits, contracts and publishing) and by action (view, edit, download, withdraw and sign).',
          '4.2 A Team Member acts on behalf of the Account Holder. Releases submitted, contracts signed, splits created and withdrawals requested by a Team Member within the permissions granted bind the Account Holder as if it had acted itself.',
          '4.3 The Account Holder shall grant only the permissions each Team Member needs, make sure that each Team Member accepts the rules of the Portal, and remove a Team Member\u2019s access as soon as it is no longer needed. Removing a Team Member takes effect at once.',
        ],
      },
      {
        heading: '5. Use of the Portal',
        paragraphs: [
          '5.1 The Company grants the Account Holder, for the term of this Agreement, a non-exclusive, non-transferable right to use the Portal for the purposes of its music business in accordance with this Agreement and the guidelines published in the Portal.',
          '5.2 The Account Holder shall not (a) deliver content it does not have the rights to; (b) use bots, paid streaming schemes or other artificial means to inflate plays, followers or earnings; (c) access the Portal by automated means other than the interfaces the Company publishes for that purpose, or try to bypass its limits or security; (d) copy, resell or reverse engineer the Portal; or (e) use the Portal for any unlawful, fraudulent or misleading purpose.',
          '5.3 The Company may change, add or withdraw features of the Portal. It will give reasonable notice through the Portal of a change that materially reduces a feature the Account Holder relies on, and keep the Account Holder\u2019s records and earnings available during that change.',
          '5.4 The Company aims to keep the Portal available at all times but does not guarantee uninterrupted access. Planned maintenance is announced in the Portal in advance where practicable.',
        ],
      },
      {
        heading: '6. Wallet, Fees and Payments',
        paragraphs: [
          '6.1 The Wallet records the amounts due to the Account Holder under the Distribution Agreement, shares of royalty splits received from other accounts, rewards of the Portal\u2019s programmes and refunds. The Wallet is a record of amounts owed by the Company and not a bank or payment account; it bears no interest.',
          '6.2 The Wallet is kept in United States dollars (USD). Every credit and debit is shown in the Portal with its date and reason, and the balance is always the sum of those movements.',
          '6.3 The Account Holder may withdraw its available balance to a payment account verified in its name once the balance reaches ten United States dollars (USD 10.00). The fee of the chosen payment method and the amount that will arrive are shown before the Account Holder confirms the withdrawal.',
          '6.4 Opening and holding the Account is free of charge. Paid Services are charged at the price shown before purchase, which the Account Holder may pay from the available balance of the Wallet or by another payment method offered in the Portal. Prices include taxes where the law requires the Company to collect them.',
          '6.5 The Company may correct an amount credited or debited in error, showing the correction in the Wallet, and may hold a balance while an identity verification, a fraud review, a dispute over content or a legal order is pending. The Company will tell the Account Holder the reason for a hold and release the balance once the reason has ended.',
          '6.6 Where the Account Holder splits its royalties with others in the Portal, the shares are credited to the recipients\u2019 accounts as the split says. The Account Holder is responsible for the accuracy of the splits it creates.',
        ],
      },
      {
        heading: '7. Suspension',
        paragraphs: [
          '7.1 The Company may restrict or suspend the Account, in whole or in part, where it reasonably suspects a breach of Clause 5.2, fraud or artificial activity, where a court, an authority or the law requires it, or where the Account Holder\u2019s information cannot be verified.',
          '7.2 The Company will notify the Account Holder of a restriction and its reason through the Portal or by e-mail, unless the law forbids it, and will give the Account Holder an opportunity to respond. A restriction is lifted when its reason ends; a permanent suspension is decided only after that opportunity.',
        ],
      },
      {
        heading: '8. Data Protection and Confidentiality',
        paragraphs: [
          `8.1 Each Party shall comply with ${j.dataLaw} in relation to the personal data processed under this Agreement.`,
          '8.2 The Company processes the personal data of the Account Holder and its Team Members, including identity, contact, tax, payment, usage and device data, to provide the Account, to verify identity, to keep the Account secure, to prevent fraud, to comply with legal obligations and, with consent where the law requires it, to send marketing communications. It shares personal data with stores, payment providers and service providers only as needed for these purposes and may transfer it outside the Account Holder\u2019s country subject to appropriate safeguards.',
          '8.3 The Account Holder shall inform its Team Members that their data are processed by the Company for the purposes of the Account. The Account Holder and its Team Members may exercise the rights of access, correction, deletion, portability and objection available under applicable law through the Portal, as described in the privacy notice published there.',
          '8.4 The analytics, statements and store data shown in the Account are provided for the Account Holder\u2019s own business use. The Account Holder shall keep confidential the data of stores and other users that it sees in the Portal and that is not public.',
        ],
      },
      {
        heading: '9. Intellectual Property',
        paragraphs: [
          '9.1 The Company and its licensors own the Portal, its software, design and trademarks. Nothing in this Agreement transfers them to the Account Holder.',
          '9.2 The Account Holder keeps all rights in its recordings and other content; the rights the Company may use are those granted in the Distribution Agreement. Suggestions the Account Holder makes about the Portal may be used by the Company freely and without payment.',
        ],
      },
      {
        heading: '10. Term and Termination',
        paragraphs: [
          '10.1 This Agreement starts on the Effective Date and continues for as long as the Account exists (the \u201cTerm\u201d).',
          '10.2 The Account Holder may close the Account at any time and for any reason by giving at least thirty (30) days\u2019 notice through the Portal or by e-mail. The Company may terminate this Agreement and close the Account by giving thirty (30) days\u2019 notice.',
          '10.3 Either Party may terminate this Agreement with immediate effect by written notice if the other Party commits a material breach that is not remedied within fifteen (15) days of a notice requiring it to be remedied.',
          '10.4 Closing the Account ends the Distribution Agreement at the same time, and the Company will instruct stores to remove the Account Holder\u2019s releases as the Distribution Agreement provides. The Company will pay the available balance of the Wallet, less only the fee of the payment method and amounts held under Clause 6.5, to the verified payment account, and will keep the records of the Account for as long as the law requires. Clauses 6, 8, 9, 11 and 12 survive termination.',
        ],
      },
      {
        heading: '11. Limitation of Liability',
        paragraphs: [
          '11.1 Neither Party is liable for any indirect or consequential loss, or for loss of profits, revenue or goodwill, except in the case of fraud, wilful misconduct or a breach of Clause 5.2.',
          '11.2 Apart from its obligation to pay the balance of the Wallet, the Company\u2019s total liability under this Agreement is limited to the fees the Account Holder paid to the Company in the twelve (12) months before the event giving rise to the claim, or one hundred United States dollars (USD 100.00), whichever is higher.',
          '11.3 Nothing in this Agreement limits or excludes any liability that cannot be limited or excluded by law, including the rights of a consumer under mandatory law.',
        ],
      },
      {
        heading: '12. Governing Law and Jurisdiction',
        paragraphs: [
          `12.1 This Agreement and any dispute or claim arising out of or in connection with it are governed by ${j.law}.`,
          `12.2 The Parties shall first try in good faith to settle any dispute by negotiation for thirty (30) days. A dispute that is not settled shall be submitted to ${j.courts}, which shall have exclusive jurisdiction, without prejudice to any mandatory right of the Account Holder to bring proceedings where it resides.`,
        ],
      },
      {
        heading: '13. Electronic Signature',
        paragraphs: [
          `13.1 The Parties agree that this Agreement may be entered into and signed electronically, including by a simple electronic signature or a click to accept in the Portal, and that such a signature has the same legal effect as a handwritten signature, in accordance with ${j.eSignLaw}.`,
          '13.2 The Company keeps an electronic record of each signature, including the signer\u2019s name, the date and time, the IP address, the device and browser information and a SHA-256 cryptographic hash of the signed text. The Parties accept this record as evidence of the signature and of the content of this Agreement.',
        ],
      },
      {
        heading: '14. General',
        paragraphs: [
          '14.1 Where this Agreement and the Distribution Agreement deal with the same matter, the Distribution Agreement prevails on the licence of content, the revenue share and the accounting of royalties, and this Agreement prevails on the use of the Account, the Wallet and fees.',
          '14.2 The Company may amend this Agreement by giving the Account Holder at least thirty (30) days\u2019 notice through the Portal. If the Account Holder does not accept a change, it may close the Account under Clause 10.2 before the change takes effect. A new fee or a higher fee applies only to Paid Services bought after it is announced.',
          '14.3 The Account Holder may not assign this Agreement. The Company may assign it to an affiliate or to a successor to its business, provided that the Account Holder\u2019s rights are not reduced.',
          '14.4 If any provision of this Agreement is held invalid or unenforceable, the remaining provisions continue in effect. A failure or delay in exercising a right is not a waiver of it. Neither Party is liable for a delay caused by events beyond its reasonable control.',
          '14.5 Notices to the Account Holder are validly given through the Portal or to the e-mail address registered in the Account, and notices to the Company are validly given through the Portal.',
        ],
      },
    ],
  };
}
