import type { LegalText } from './documents.ts';

export const termsText: LegalText = {
  title: 'SoundPort Terms of Service',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'These terms govern your use of the SoundPort portal, its mobile versions and the services offered in it: distribution of your music to stores, statements and payouts, royalty splits, publishing registration, artist promo pages, promotion campaigns, AI creation tools and support. In these terms “SoundPort”, “we” and “us” mean the SoundPort company that provides the portal to you, and “you” means the person or business that holds an account, or a team member acting for it.',
        'The SoundPort company that contracts with you depends on your region and is named in your distribution agreement. If you have not signed a distribution agreement yet, it is the SoundPort company that offers the portal in the region of your account.',
        'Distribution is also governed by the distribution agreement you sign in the portal, and the use of your account, wallet and fees by the common account agreement where you have signed one. Where those agreements and these terms deal with the same matter, the distribution agreement prevails on the licence of your content, the revenue share and the accounting of royalties, and the common account agreement prevails on your account, wallet and fees.',
        'Our Privacy Policy explains how we handle personal data and our Cookie Policy explains the cookies and browser storage the portal uses. Both are published next to these terms.',
      ],
    },
    {
      heading: 'Accepting these terms and changes to them',
      paragraphs: [
        'You accept these terms when you create an account. Each version of the terms is named by the date on which it takes effect, and the legal page shows that date together with a short summary of what changed from the version before.',
        'We may publish a new version when our services, the law or store requirements change. We announce a new version in the portal before its effective date and, where a change reduces your rights or adds an obligation, at least 30 days before it. The new version takes effect on its date.',
        'After a new version takes effect, the portal asks you to accept it when you next sign in, and you need to accept it to go on using your account. If you do not agree with a new version, you may close your account as described in these terms, and your balance will be paid out as set out below.',
        'This version takes effect on 1 November 2026. It adds the rules for team members acting for an account, for royalty splits between collaborators and for the AI creation tools, and states how payouts are made and when a withdrawal can be held.',
      ],
    },
    {
      heading: 'Your account and eligibility',
      paragraphs: [
        'You may open an account as an individual artist or as a record label. You must be at least 18 years old or the age of majority where you live, whichever is higher. A younger artist may use the portal only through an account that a parent or legal guardian opens, manages and is responsible for.',
        'Each person or business may hold one account. You must give true, complete and current information, including your legal name, country of residence and contact details, and keep it up to date. A label confirms that the person who accepts these terms is authorised to bind it and that it is responsible for the artists, producers and staff it manages through the account.',
        'You must keep your password and sign-in codes confidential, use a password you do not use elsewhere and turn on two-step verification where the portal offers it. Tell us through the portal at once if you think someone else has used your account. You are responsible for what is done with your credentials unless we caused the unauthorised access.',
        'We may verify your identity and the information you give, and we may ask for extra verification before a sensitive action such as changing your e-mail address, phone number or payment account, or withdrawing money. Some features, in particular delivery of releases and withdrawals, may stay unavailable until verification has passed.',
        'Your account is personal to you. You may not sell, lend, transfer or share it, except by inviting team members through the team feature.',
      ],
    },
    {
      heading: 'Team members and permissions',
      paragraphs: [
        'The account holder may invite team members, such as a manager, a label employee or an accountant, and give each of them permissions by area of the portal (releases, analytics data, royalties, wallet, royalty splits, contracts and publishing) and by action (view, edit, download, withdraw and sign).',
        'A team member signs in with their own SoundPort login, accepts these terms for themselves and acts on behalf of the account holder. Releases submitted, contracts signed, splits created and withdrawals requested by a team member within the permissions granted bind the account holder as if the account holder had acted.',
        'The account holder should grant each team member only the permissions they need and remove access as soon as it is no longer needed. Removing a team member or changing their permissions takes effect at once.',
        'Withdrawals always go to the payment account verified in the account holder’s name, never to a team member’s own account.',
      ],
    },
    {
      heading: 'Your content and the licence you grant',
      paragraphs: [
        'Your content means the recordings, music videos, artwork, lyrics, metadata, artist names, photos, biographies and other material you upload or enter in the portal. You keep ownership of your content. We do not acquire any rights in it other than those described here and in your distribution agreement.',
        'When you submit a release, you grant us, for as long as the release is distributed, a non-exclusive licence to store, copy, encode, convert and deliver your content to the stores and platforms you select, in the territories you choose, and to let those stores sell, stream and make it available to their users under their own terms. The licence also covers short previews, and the use of your artist name, approved images and release artwork to administer, list and promote your releases.',
        'Because the licence is non-exclusive, you may also distribute your music yourself or through others, but you must not deliver the same recording to the same store through more than one distributor where that would create duplicate listings or conflicting claims.',
        'The exact scope of the licence, the territory, the revenue share and the term are set out in your distribution agreement, which prevails over this section.',
        'If you send us ideas or suggestions about the portal through the feedback form or otherwise, we may use them freely and without payment. This gives us no right in your music.',
      ],
    },
    {
      heading: 'Your promises about rights, samples, covers and AI material',
      paragraphs: [
        'You promise that you own or control all the rights needed to distribute your content as you instruct us, that every performer, producer, featured artist and other contributor has agreed to the use of their work and name, and that your metadata, including songwriter and contributor credits, is accurate.',
        'Samples, interpolations, beats, instrumentals and loops made by someone else must be cleared in writing for commercial distribution before you submit the release, and you must show us the clearance if we ask. A licence for a beat or sample pack counts only if its terms allow release on streaming and download stores.',
        'A cover version of someone else’s song needs the permission the law of each territory requires. In some countries, including the United States, you need a mechanical licence before you distribute a cover, and you must always name the original songwriters. You may not change the lyrics or melody of a cover, translate it or present it as your own song without the publisher’s permission.',
        'You may use material made with AI tools, including our own, only if you have the right to use everything you put into the tool and the tool’s terms allow commercial release of the result. You must not release material that imitates the voice, name or likeness of a real artist without that artist’s written permission, and you must disclose the use of AI where the release form or a store asks for it. You are responsible for AI-generated material in your releases as for any other content.',
        'You will compensate us for losses, costs and reasonable legal fees caused by a breach of these promises or by a claim that your content infringes someone else’s rights. We will tell you promptly about such a claim and let you take part in the defence.',
      ],
    },
    {
      heading: 'Prohibited content and artificial streaming',
      paragraphs: [
        'You must not use SoundPort to distribute content that infringes the rights of others; that sexualises minors; that incites violence or hatred against people because of their race, ethnicity, religion, disability, gender, sexual orientation or similar characteristics; that promotes terrorism; or that is otherwise unlawful in the territories you choose.',
        'You must not mislead listeners or stores. This includes naming a well-known artist as a performer or featured artist without their consent, using titles or artist names meant to be confused with someone else’s release, stuffing keywords into titles, and uploading the same recording again and again, or mass-produced recordings of little or no artistic value such as silence, noise or near-identical tracks, to capture streams.',
        'Artificial streaming is strictly forbidden. You must not use, buy or take part in bots, click farms, paid streaming or follower services, stream-for-stream schemes, playlists built to loop your own tracks, or any other means of inflating plays, listeners, followers or earnings, whether or not you arranged it yourself.',
        'If we or a store detect artificial activity, we may take down the releases concerned, withhold the earnings that come from that activity and cancel promotion on them. If a store reclaims earnings or charges a penalty because of artificial activity on your releases, we may debit that amount from your wallet.',
        'You must not access the portal by automated means other than the interfaces we publish for that purpose, try to bypass its limits or security, copy or resell it, or use it for any fraudulent purpose.',
      ],
    },
    {
      heading: 'Review, delivery and takedown of releases',
      paragraphs: [
        'Our operators review every release before delivery. We check the audio, artwork and metadata against our rules and the style guides of the stores, and we may ask you to correct a release, ask for proof of your rights, or refuse a release that breaks these terms or that a store would not accept. We tell you the reason when we refuse a release.',
        'Once a release is approved, we deliver it to the stores and territories you selected, using the industry-standard DDEX format, on or before the release date you chose. Each store decides independently whether and when it lists a release, so we cannot guarantee that a store will accept, list, feature or keep your release. Submitting a release at least three weeks before its release date gives stores and playlist editors time to process it.',
        'You may change the metadata or the store and territory choices of a delivered release, or ask us to take it down, at any time in the portal. We send takedown instructions to the stores within 10 business days of your request, but each store removes content on its own timetable.',
        'We may take down, withhold or suspend a release, and hold the earnings connected with it, if we receive a credible claim that it infringes someone’s rights, if we reasonably suspect artificial streaming, fraud or a breach of these terms, if a store requires it, or if the law, a court or an authority requires it. We tell you why and, where appropriate, let you respond before we take a permanent decision.',
        'If you believe content distributed through SoundPort infringes your rights, write to legal@soundport.example with your contact details, the content concerned, the rights you hold and a statement that the information is accurate.',
      ],
    },
    {
      heading: 'Earnings, fees, payouts and holds',
      paragraphs: [
        'Opening and holding an account is free. Your share of the earnings that stores pay for your releases is set in your distribution agreement. Paid services, such as promotion campaigns and AI tools beyond their free allowance, are charged at the price shown before you buy, which includes taxes where we must collect them. You may pay from your wallet balance or with a payment method offered in the portal, processed by a third-party payment provider.',
        'Your wallet is a record in United States dollars (USD) of the amounts we owe you: earnings, shares received through royalty splits, rewards and refunds, less withdrawals, fees and paid services. It is not a bank or payment account and bears no interest. Every movement is shown with its date and reason.',
        'We import the sales reports of the stores and make monthly statements available in the portal, generally within 45 days after the end of the month in which we receive a store’s report and payment. Statements show your earnings by release, store and territory. If you think a statement is wrong, tell us within 24 months of the date it became available.',
        'You may withdraw your available balance once it reaches USD 10.00, to a bank account or PayPal account verified in your name. Before you confirm a withdrawal, the portal shows the fee of the payment method you chose and the amount that will arrive. We may ask for identity documents and tax forms before your first withdrawal and withhold tax where the law requires.',
        'We may hold a withdrawal or part of your balance while an identity verification, a fraud or artificial streaming review, a dispute over your content, a store’s reclaim of earnings or a legal order is pending. We tell you the reason for a hold and release the money once the reason has ended. We may also correct an amount credited or debited in error, and the correction appears in your wallet.',
      ],
    },
    {
      heading: 'Royalty splits and recoupment',
      paragraphs: [
        'The owner of a release may share the earnings of its songs with collaborators by creating a royalty split in the portal. The owner invites each collaborator by e-mail with a percentage share and chooses the first sales month the split applies to. The owner keeps the rest, and earnings of months before that first month remain the owner’s.',
        'A split may also name one collaborator who is repaid a fixed amount, for example production costs they paid, before the percentages apply. Corrections and reclaims that stores make to later reports are divided by the percentages only.',
        'A collaborator needs a SoundPort account to accept an invitation. Their share is held until they accept and is then credited to their wallet; if they decline, the share returns to the owner. When you create a split, the collaborator sees your name, the song, their share and the first month; when you accept one, the owner sees that you accepted.',
        'The owner is responsible for the accuracy of the splits they create and for having agreed them with the collaborators. A split is an instruction to divide earnings; it does not transfer any copyright, and it does not settle any other agreement between the people involved.',
        'We are not obliged to pay advances. If we agree to pay you an advance, its amount and conditions are confirmed in the portal or in a separate document. An advance is recouped from your own earnings, including shares you receive through splits, before they become available for withdrawal, and the outstanding balance is shown in the portal. An advance is not a loan and is repayable only in the cases your distribution agreement sets out.',
      ],
    },
    {
      heading: 'Publishing administration',
      paragraphs: [
        'Through the publishing section you may sign up your songwriters and register the compositions on your releases with collection societies, such as ASCAP and BMI in the United States and the performing-rights and mechanical-rights societies of other countries. We send registrations to the societies as industry-standard CWR files.',
        'You must give accurate songwriter names, society memberships, IPI numbers and shares, and the shares of each composition must add up to 100 percent. You confirm that every co-writer you list has agreed to the registration and to the shares you enter.',
        'Signing up for publishing is free unless a price is shown before you sign up. Rights in compositions pass to us only to the extent set out in a publishing agreement or amendment that you accept in the portal, which also states any share we keep of publishing royalties.',
        'Each society decides whether to accept a registration and pays royalties under its own rules and timetables. We cannot guarantee that a registration will be accepted or that a composition will earn royalties.',
      ],
    },
    {
      heading: 'Promotion, promo pages and AI creation tools',
      paragraphs: [
        'Artist promo pages are public pages with links to your music in the stores. You choose what they show and are responsible for their content, and anyone can see them once you publish them.',
        'Promotion campaigns and playlist pitching are applications to stores, editors or partners, who decide independently. Applying does not guarantee a placement, a number of streams or any result, and nobody may be paid for a playlist placement through SoundPort.',
        'Discovery Mode lets you choose released tracks that a store promotes in its personalised listening, such as radio and autoplay, in exchange for a lower royalty rate on the streams in those contexts, currently 30 percent lower. A track can join once it has been out for at least 30 days. Only the account holder can join Discovery Mode. The reduction applies only while a track takes part, and you may leave Discovery Mode in the portal at any time.',
        'The AI creation tools (cover art, lyrics, music video, mastering and remix) use credits. Each account receives a free allowance of credits every month, which does not carry over to the next month. Where the portal offers further credits or operations beyond the allowance, they are charged at the price shown before use. Some tools run on models of third-party providers that process your inputs for us.',
        'You may use the results of the AI tools in your releases and promotion, subject to the rules on AI material in these terms. Results are produced automatically, may resemble results produced for others and may not be protected by copyright in every country. Check them before you use them. Inputs and requests that would break these terms or infringe someone’s rights are forbidden, and the tools may refuse them.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'We may restrict or suspend your account, in whole or in part, if we reasonably suspect a breach of these terms, fraud or artificial activity, if your information cannot be verified, or if a court, an authority or the law requires it. We tell you the restriction and its reason through the portal or by e-mail, unless the law forbids it, and give you a chance to respond. A restriction ends when its reason ends; a permanent suspension is decided only after you had that chance.',
        'You may close your account at any time by giving 30 days’ notice through the portal or by e-mail. We may close an account by giving 30 days’ notice, or at once if you commit a serious breach that you do not remedy within 15 days of our notice.',
        'Closing your account ends your distribution agreement at the same time. We then instruct the stores to remove your releases, pay your available balance to your verified payment account less only the fee of the payment method and any amount on hold, and keep the records that the law requires us to keep. Earnings that stores report after closing for streams before removal are still credited to you and paid out.',
        'The sections on your promises about rights, earnings and payouts, royalty splits and recoupment, liability and governing law continue to apply after your account is closed.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      paragraphs: [
        'We provide the portal with reasonable skill and care, but we do not guarantee that it will be available without interruption or free of errors. We announce planned maintenance in the portal in advance where we can. We may change, add or withdraw features, and we give reasonable notice of a change that materially reduces a feature you rely on.',
        'Analytics in the portal are based on store data, may be estimates and may change when stores send final reports. Only your statements determine what you earn. We are not responsible for the decisions, delays, errors or availability of stores, collection societies, payment providers or other third parties.',
        'Neither you nor we are liable for indirect or consequential loss, or for loss of profits, revenue or goodwill, except in the case of fraud, wilful misconduct or a breach of your promises about rights or the rules on artificial streaming.',
        'Apart from our obligation to pay you the amounts due to you, our total liability under these terms is limited to the greater of the fees you paid us in the 12 months before the event that gave rise to the claim and USD 100.00.',
        'Nothing in these terms limits or excludes liability that cannot be limited or excluded by law, or any right you have as a consumer under the mandatory law of the country where you live.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms, and any dispute arising out of or in connection with them, are governed by the law that applies to the SoundPort company named in your distribution agreement, and disputes go to the courts named there. If you have not signed a distribution agreement, the law and courts of the SoundPort company that offers the portal in the region of your account apply.',
        'Before going to court, please contact us so that we can try to settle the matter in good faith within 30 days. This does not take away any mandatory right you have to bring proceedings in the country where you live.',
        'If a court finds part of these terms invalid, the rest continues to apply. If we do not enforce a right at once, we have not waived it. You may not transfer your rights under these terms; we may transfer them to an affiliate or a successor to our distribution business, provided your rights are not reduced.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'For questions about these terms, rights claims and legal notices, write to legal@soundport.example. For questions about personal data, write to privacy@soundport.example.',
        'For help with your account, releases or payments, use the help centre and the feedback form in the portal. We send notices to you through the portal or to the e-mail address registered in your account.',
      ],
    },
  ],
};
