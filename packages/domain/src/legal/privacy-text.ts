import type { LegalText } from './documents.ts';

export const privacyText: LegalText = {
  title: 'SoundPort Privacy Policy',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'SoundPort runs a music distribution and artist-services portal for independent artists and labels. This policy explains what personal data we collect when you visit or use the portal, why we use it, who we share it with, how long we keep it and what rights you have.',
        'The controller of your personal data is the SoundPort company named in your distribution agreement, which depends on your region. If you have not signed a distribution agreement, it is the SoundPort company that offers the portal in the region of your account. You can reach our privacy team at privacy@soundport.example.',
        'This policy covers account holders, team members, collaborators invited to royalty splits, songwriters registered through our publishing service and visitors of the portal and of artist promo pages.',
      ],
    },
    {
      heading: 'The data we collect',
      paragraphs: [
        'Account data: your name, e-mail address, phone number, password (stored only as a secure hash), region, language, account type (artist or label), label name and artist names, and your settings, including two-step verification and e-mail preferences.',
        'Identity data: before you can receive payouts, and sometimes before your releases are delivered, we ask for identity verification. We collect your legal name, date of birth and address, the type and number of your identity document and photos of it. In Japan we also ask for a certificate of residence.',
        'Tax and payout data: your tax residence, tax identification number and tax forms, and the bank account or PayPal account you add for withdrawals, with the history of your withdrawals and the results of the payment provider’s checks.',
        'Content and rights data: the audio, artwork, lyrics and videos you upload, and release metadata such as titles, performers, featured artists, producers, songwriters and their shares, ISRC, UPC, ISWC and IPI numbers, release dates, stores and territories. For publishing we also collect your songwriters’ legal names, society memberships and the details a society needs to admit a new member.',
        'Earnings data: statements, earnings by release, store and territory, royalty splits and their collaborators, advances and recoupment, paid services you bought and the movements of your wallet. Store reports tell us how often your music was played in each country; they do not identify listeners.',
        'Usage and device data: the pages and features you use, sign-in times and methods, your IP address, browser and operating system, and a random identifier of your browser that we keep in a cookie to recognise devices your account has used before. Our Cookie Policy describes the cookies and browser storage in detail.',
        'Other data you give us: messages, attachments and ratings you send through the feedback form, the help assistant and support; what you enter in surveys; the inputs and results of the AI creation tools; and the content of your artist promo pages and promotion applications.',
        'Data from others: an account holder who invites you to a team, or a release owner who invites you to a split, gives us your e-mail address. If you sign in with or link an account of an OAuth provider, such as a social network or a store’s artist account, that provider gives us your identifier there and the basic profile details you allow.',
      ],
    },
    {
      heading: 'Why we use your data and our legal bases',
      paragraphs: [
        'To provide the portal and perform our agreements with you: to run your account, review and deliver your releases, produce statements, credit splits, pay withdrawals, register compositions, run the promotion and AI tools you use and answer your requests. The legal basis is the performance of our contract with you.',
        'To meet legal obligations: to verify identity and prevent money laundering before payouts, to collect tax forms and withhold tax, to keep accounting and payment records, to keep the records of contract signatures and to answer lawful requests from authorities. The legal basis is our legal obligation.',
        'To keep SoundPort safe and improve it: to protect accounts, recognise unusual sign-ins, detect fraud and artificial streaming, enforce our terms, handle rights claims, and fix errors and measure how the portal performs. The legal basis is our legitimate interest in a secure, reliable and lawful service, which we weigh against your rights.',
        'With your consent: to send marketing e-mails and to use optional analytics and advertising cookies. You can withdraw consent at any time through the unsubscribe link in each e-mail, your e-mail preferences or the cookie settings page, without affecting what was done before.',
        'These bases follow the General Data Protection Regulation. Where another privacy law applies to you, such as the LGPD in Brazil or a law of a US state, we rely on the equivalent grounds of that law. We do not make decisions with legal or similarly significant effects about you by automated means alone; when automated checks flag an account, an operator reviews it.',
      ],
    },
    {
      heading: 'Who we share your data with',
      paragraphs: [
        'Stores and platforms: to deliver a release we send the stores you select its audio, artwork, lyrics and metadata, including artist, contributor and songwriter names and roles and the release’s codes. Stores display this information to the public and use it for their own reporting. We do not send them your identity documents, tax data or payment details.',
        'Collection societies: when you register compositions through our publishing service, we send the societies concerned, such as ASCAP and BMI, the work titles, songwriter names, IPI numbers, society memberships, shares and related recording codes in CWR files, and, where you ask to join a society, the membership details that society requires. The societies use this data to collect and pay royalties under their own privacy policies.',
        'Payment providers: banks and payment services such as PayPal receive your name, payout account details and the amounts paid, and may perform their own identity and sanctions checks. Payment providers also process card and other payments you make for paid services.',
        'Communication and sign-in providers: our e-mail and SMS providers receive your e-mail address or phone number and the content of the messages we send you, such as sign-in codes. OAuth providers learn that you used their sign-in for SoundPort.',
        'Other service providers: hosting, storage, identity verification, AI model, customer support and analytics providers process data for us under contract, only on our instructions and with appropriate security.',
        'People in your account and your splits: team members you invite see the data of the areas you allow them. When you invite a collaborator to a split, they see your name, the song, their share and the first month it applies to; you see their e-mail address and whether they accepted. Visitors of a promo page see what you chose to publish on it.',
        'Authorities and others: we disclose data when the law, a court or an authority requires it, to defend legal claims, and to a buyer or successor of our business, which must respect this policy. We do not sell your personal data.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'Your account data is hosted in the data centre that serves your region. Because stores, collection societies and some of our service providers operate worldwide, your data may be transferred to other countries, including countries whose laws protect personal data less than yours.',
        'When we transfer personal data out of the European Economic Area, the United Kingdom or another country that restricts such transfers, we rely on an adequacy decision or on standard contractual clauses approved by the authorities, together with additional safeguards where needed. You can ask privacy@soundport.example for a copy of the safeguards that apply.',
      ],
    },
    {
      heading: 'How long we keep your data',
      paragraphs: [
        'We keep your account data for as long as your account is open. After you close your account, we delete or anonymise it within 90 days, except for the records described below.',
        'Statements, earnings, withdrawals, invoices and other payment and accounting records are kept for 10 years after the end of the year they relate to, or longer where the tax law of your region requires it.',
        'Identity documents and the results of identity checks are kept for as long as your account is open and for 5 years after it is closed, as anti-money-laundering and tax rules require, and then deleted.',
        'Signed agreements and the records of their signatures are kept for 10 years after the agreement ends, so that either side can prove its terms. Release metadata needed to account for earnings that stores report after a takedown is kept with the statements; the audio and artwork of a removed release are deleted within 90 days of the takedown or of the account’s closure.',
        'Security logs, such as sign-in records, are kept for 12 months. Support messages and feedback are kept for 3 years after the last message. Data we must keep because of a legal claim or an authority’s request is kept until the matter is closed.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on the law that applies to you, you have the right to access your personal data and receive a copy of it, to correct it, to have it deleted, to receive the data you gave us in a structured, machine-readable format and have it sent to another service, to object to processing based on our legitimate interests, to restrict processing while a request is being handled and to withdraw consent at any time.',
        'You can correct most of your data yourself in your account settings and manage marketing e-mails in your e-mail preferences. For any other request, write to privacy@soundport.example from the e-mail address of your account. We may ask you to confirm your identity, and we answer within one month, or tell you within that month if we need up to two more months for a complex request.',
        'Some data cannot be deleted while we are required to keep it, for example payment records and identity checks during the periods described above, or while it is needed for a pending payout or dispute. We will tell you what we keep and why.',
        'If you are unhappy with our answer, you may complain to the data protection authority of the country where you live or work. We would appreciate the chance to address your concern first.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect your data with encryption in transit, hashed passwords, two-step verification, extra checks before sensitive actions such as changing a payment account or withdrawing money, permissions for team members, and access for our staff limited to what their work requires.',
        'Identity documents and payment details are seen only by the staff who verify accounts and process payouts.',
        'No system is completely secure. If a breach affects your personal data in a way that puts you at risk, we will tell you and the competent authorities as the law requires. Please help by keeping your password private and telling us at once about any suspicious activity on your account.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'SoundPort is intended for adults. You must be at least 18 years old or the age of majority where you live to open an account. A younger artist may use the portal only through an account that a parent or legal guardian opens, manages and is responsible for.',
        'We do not knowingly collect personal data directly from children under 13, or under the higher age set by the law of their country. If you believe a child has given us personal data, write to privacy@soundport.example and we will delete it.',
      ],
    },
    {
      heading: 'Browser error reports',
      paragraphs: [
        'When a page of the portal fails, for example because of a programming error or a call our server refused, your browser sends us a short error report so that we can find and fix the problem. A report contains the kind of error, a shortened error message, the place in our code where it happened, the page’s address with any identifiers replaced by placeholders, the version of the portal and the language of the page.',
        'Error reports contain no personal data. Before a report leaves your browser, and again when our server receives it, e-mail addresses, phone numbers, long numbers, codes, tokens and query strings are removed from it. Reports are not linked to your account and are stored only as counts of each distinct error.',
        'Your IP address is used only to limit how many reports one address can send, and is not stored with the reports. Error reports are always on because they are needed to keep the portal working, and they use no cookies.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'Each version of this policy is named by the date on which it takes effect, and the legal page shows that date with a summary of what changed. We announce a new version in the portal before it takes effect, and the portal asks you to accept it when you next sign in after that date.',
        'This version takes effect on 1 November 2026. It names the data shared with collection societies for publishing registration and with stores for delivery, and the retention periods of statements and identity documents.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'For questions about this policy or to exercise your rights, write to privacy@soundport.example. Where the law requires us to have a data protection officer or a representative in your region, they can be reached at the same address.',
        'For other legal matters, write to legal@soundport.example.',
      ],
    },
  ],
};
