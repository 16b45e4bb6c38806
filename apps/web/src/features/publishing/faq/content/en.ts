import { ASCAP_SIGN_UP_REGIONS, DIGITS_ONLY_IPI_REGIONS } from './regions.ts';
import { bullets, paragraph, steps, type FaqContent } from './types.ts';

export const version = '0.31.0';

export const faq: FaqContent = {
  language: 'en',
  version,
  topics: {
    'getting-started': 'Getting started',
    compositions: 'Registering compositions',
    royalties: 'Royalties and societies',
    agreement: 'Your agreement',
    troubleshooting: 'Troubleshooting',
  },
  questions: [
    {
      id: 'what-is-publishing',
      topic: 'getting-started',
      question: 'What does the SoundPort publishing service do?',
      answer: [
        paragraph('Every recording contains a composition: the melody and lyrics written by its songwriters. Compositions earn their own royalties, separate from the royalties of the recording.'),
        paragraph(
          'Together with our partner publishing administrator, we register your compositions with more than 215 collection societies worldwide, collect your performance, mechanical and micro-sync royalties, and pay them out to your SoundPort account.',
        ),
      ],
    },
    {
      id: 'how-to-sign-up',
      topic: 'getting-started',
      question: 'How do I sign up for publishing?',
      answer: [
        steps(
          'Upload a release and wait until it is accepted.',
          'Open Publishing from the menu and choose to sign up.',
          'Tell us whether you are affiliated with a performing rights organisation (PRO). If you are, choose your society and enter your IPI number.',
          'Read and sign the publishing contract, an amendment to your distribution agreement.',
        ),
        paragraph('Once you have signed up, you can register the compositions of your accepted tracks from your Publishing track list.'),
      ],
    },
    {
      id: 'sign-up-cost',
      topic: 'getting-started',
      question: 'Does publishing cost anything?',
      answer: [
        paragraph('No. Signing up is free: there is no registration fee (it is normally US$50.00).'),
        paragraph('We are paid through a share of the publishing royalties we collect for you. See “How much of my publishing royalties do I receive?”.'),
      ],
    },
    {
      id: 'copyright-ownership',
      topic: 'getting-started',
      question: 'Do I keep the copyright of my songs?',
      answer: [
        paragraph(
          'Yes. You keep 100% of the copyright in your compositions. The publishing agreement only allows us and our partner to register your compositions and collect their royalties for you; it does not transfer ownership.',
        ),
      ],
    },
    {
      id: 'no-pro-affiliation',
      topic: 'getting-started',
      question: 'I am not a member of a performing rights organisation. Can I still sign up?',
      answer: [
        paragraph('It depends on where you live.'),
        bullets(
          'In the United States and Puerto Rico, we can sign you up with ASCAP as part of your publishing sign-up. Choose “No” when asked about a PRO and fill in the details ASCAP needs.',
          'Everywhere else, first join the performing rights organisation of your country. Once it has given you an IPI number, come back and sign up with it.',
        ),
      ],
    },
    {
      id: 'ascap-sign-up-details',
      topic: 'getting-started',
      regions: ASCAP_SIGN_UP_REGIONS,
      question: 'What do I need to be signed up with ASCAP, and why do you ask for my Social Security number?',
      answer: [
        paragraph('To sign you up as an ASCAP writer member we need:'),
        bullets(
          'your full legal name (first, optional middle and last name);',
          'your street address, city, state or territory and 5-digit ZIP code;',
          'a 10-digit US phone number (the +1 prefix is added for you);',
          'your Social Security number, written as 123-45-6789 or 123456789;',
          'optionally, one alternate name, such as the name you write under.',
        ),
        paragraph(
          'ASCAP requires your Social Security number to identify you as a writer and to report the royalties it pays you to the tax authorities. It is used only for your ASCAP registration.',
        ),
      ],
    },
    {
      id: 'register-composition',
      topic: 'compositions',
      question: 'How do I register a composition with co-writer splits?',
      answer: [
        steps(
          'In your Publishing track list, choose Register composition and select the track.',
          'Enter your own percentage of the composition.',
          'If it is under 100%, add each co-writer with their name, email, society and IPI number, and their percentage. All percentages together must total exactly 100%.',
          'Review the splits.',
          'Choose Confirm, then Submit.',
        ),
        paragraph(
          'Splits cannot be changed after submission. Agree on the exact percentages with your co-writers before you submit, and do not estimate: societies pay each writer according to the splits you register.',
        ),
      ],
    },
    {
      id: 'change-splits',
      topic: 'compositions',
      question: 'Can I change a composition after I have submitted it?',
      answer: [
        paragraph('No. Once submitted, the songwriters, splits and titles are sent to the societies and cannot be edited in SoundPort. The composition then shows its details in read-only form.'),
        paragraph('If you submitted a mistake, submit a support request through Contact us with the track title, its ISRC and the correct information.'),
      ],
    },
    {
      id: 'co-writer-without-society',
      topic: 'compositions',
      question: 'What if a co-writer is not a member of any society?',
      answer: [
        paragraph(
          'Each co-writer you add needs a society and an IPI number, because societies can only pay writers they know. Ask your co-writer to join the performing rights organisation of their country first, then register the composition with their IPI number.',
        ),
        paragraph('As splits cannot be changed after submission, wait until every co-writer has their IPI number before you submit.'),
      ],
    },
    {
      id: 'registration-timeline',
      topic: 'compositions',
      question: 'How long does registration take?',
      answer: [
        paragraph(
          'Registration with societies can take up to 12 months. Each society processes registrations on its own schedule, and some need to match your composition with its recordings before they accept it.',
        ),
        paragraph(
          'Your track list shows the composition as submitted in the meantime. Royalties earned while registration is under way are not lost: societies hold them until the composition is matched.',
        ),
      ],
    },
    {
      id: 'eligible-tracks',
      topic: 'compositions',
      question: 'Which tracks can I register?',
      answer: [
        paragraph('A track can be registered when:'),
        bullets(
          'its release has been reviewed and accepted;',
          'the release is distributed to all stores, not to a selection of stores;',
          'you declared a publishing share above 0% for the track;',
          'its composition has not been registered for publishing yet.',
        ),
        paragraph('In some regions, further rules apply to individual artists:'),
        bullets('covers cannot be registered, because their compositions belong to the original songwriters;', 'remixes can be registered only when every remixer is the track’s main artist.'),
        paragraph('Label accounts are not subject to the cover and remix rules. Tracks that do not qualify do not appear when you search for a track to register.'),
      ],
    },
    {
      id: 'already-registered',
      topic: 'compositions',
      question: 'Why does SoundPort say my track is already registered?',
      answer: [
        paragraph(
          'Each recording has an ISRC code, and a composition is registered once per ISRC. If a track with the same ISRC has already been submitted for publishing, it cannot be submitted again.',
        ),
        paragraph('If you believe this is wrong, submit a support request through Contact us with the track title and the ISRC shown in the message.'),
      ],
    },
    {
      id: 'latin-alternate-title',
      topic: 'compositions',
      question: 'Why do I need to enter a title in Latin characters?',
      answer: [
        paragraph(
          'Many society databases accept titles only in Latin characters. When your title contains other characters (for example Japanese, Arabic, Thai or Cyrillic script), we ask for an alternate title so the societies can register and match your composition.',
        ),
        paragraph('Write the title as it sounds, using only the letters A-Z and/or the digits 0-9, for example “Sakura” for “さくら”. A transliteration is preferred over a translation.'),
      ],
    },
    {
      id: 'songwriter-names',
      topic: 'compositions',
      question: 'How should I write songwriter names?',
      answer: [
        paragraph('Enter each name exactly as it appears in the records of that writer’s society. If a writer is not a member of a society, use their full legal name.'),
        paragraph('Do not use stage names, nicknames or initials: societies match payments by name and IPI number, and a name that differs from their records can delay or block your royalties.'),
      ],
    },
    {
      id: 'what-is-ipi',
      topic: 'compositions',
      question: 'What is an IPI number and where do I find it?',
      answer: [
        paragraph(
          'The IPI (Interested Party Information) number identifies a songwriter or publisher in every collection society worldwide. Your society gives it to you when you join. It has 9 to 11 digits; shorter numbers are padded with zeros at the front.',
        ),
        bullets(
          'Look in your society’s online member portal, usually under your profile or account details.',
          'It is also printed on your membership confirmation and often on your royalty statements.',
          'If you cannot find it, ask your society’s member services.',
        ),
        paragraph('Do not confuse it with an ISRC (which identifies a recording) or an ISWC (which identifies a composition).'),
      ],
    },
    {
      id: 'ipi-digits-only',
      topic: 'compositions',
      regions: DIGITS_ONLY_IPI_REGIONS,
      question: 'My Brazilian society shows my IPI with letters. What do I enter?',
      answer: [paragraph('Enter the digits only and leave out any letters. For example, if your society shows “IPI 00123456789 N”, enter 00123456789.')],
    },
    {
      id: 'royalty-types',
      topic: 'royalties',
      question: 'Which royalties do you collect?',
      answer: [
        bullets(
          'Performance royalties: earned when your composition is played in public, on radio, TV, streaming services, in venues and businesses. They are split into two equal shares: the writer share, which your society pays to you, and the publisher share, which we collect for you.',
          'Mechanical royalties: earned when your composition is reproduced, in streams, downloads and physical copies.',
          'Micro-sync royalties: earned when your composition is used in short videos and other user-generated content on social and video platforms.',
        ),
      ],
    },
    {
      id: 'society-types',
      topic: 'royalties',
      question: 'What are PROs, MROs and CMOs?',
      answer: [
        bullets(
          'PRO (performing rights organisation): collects performance royalties, for example ASCAP and BMI in the United States, SOCAN in Canada, PRS for Music in the United Kingdom, SACM in Mexico, UBC and ABRAMUS in Brazil, and WAMI in Indonesia.',
          'MRO (mechanical rights organisation): collects mechanical royalties, for example The MLC and HFA in the United States, CMRRA in Canada and MCPS in the United Kingdom.',
          'CMO (collective management organisation): the general term for collection societies, often used for societies that manage several kinds of rights at once, for example GEMA in Germany, SACEM in France, SGAE in Spain and JASRAC in Japan.',
        ),
        paragraph('You only join one PRO yourself. Through our partner, your compositions are registered with the other societies for you.'),
      ],
    },
    {
      id: 'royalty-share',
      topic: 'royalties',
      question: 'How much of my publishing royalties do I receive?',
      answer: [
        bullets('100% of the publishing royalties from our two short-video and streaming partner platforms.', '90% of all other publishing royalties we collect for you.'),
        paragraph('The writer share that your society pays you directly is not affected. The exact terms are in the publishing contract you sign.'),
      ],
    },
    {
      id: 'payout-timing',
      topic: 'royalties',
      question: 'When will I receive my publishing royalties?',
      answer: [
        paragraph(
          'Societies pay on their own schedules, usually a few months after the music was played. The publisher share arrives 1-2 quarters after the writer share, because societies pay publishers and administrators later than writers, and our partner processes those payments before they reach your SoundPort account.',
        ),
        paragraph(
          'Royalties that a society cannot match to a registered composition are held for about 2-3 years. Register your compositions early and make sure names and IPI numbers are right, so your royalties are matched in time.',
        ),
      ],
    },
    {
      id: 'agreement-term',
      topic: 'agreement',
      question: 'How long does the publishing agreement last, and can I cancel it?',
      answer: [
        bullets(
          'Each track you submit is covered for a minimum of one year from its submission.',
          'After that first year, the agreement renews automatically every quarter.',
          'Once the first year is over, you may cancel at any time. The rights then revert to you.',
        ),
        paragraph('To cancel, submit a support request through Contact us and tell us which tracks it concerns.'),
      ],
    },
    {
      id: 'songwriter-entry-failed',
      topic: 'troubleshooting',
      question: 'I see “Cannot complete registration, please contact the SoundPort team to resolve it.” What should I do?',
      answer: [
        paragraph(
          'This message means one of the songwriter entries could not be created, usually because a name or IPI number does not match the society’s records. Your composition has not been submitted.',
        ),
        paragraph('Submit a support request through Contact us and include:'),
        bullets('the track title and its ISRC;', 'each songwriter’s full name, society and IPI number;', 'a screenshot of the message.'),
        paragraph('Our team will resolve it with you, so please do not try to submit the composition again with different details.'),
      ],
    },
    {
      id: 'profile-rejected',
      topic: 'troubleshooting',
      question: 'My publishing profile was rejected. What now?',
      answer: [
        paragraph('A profile is usually rejected when the name or IPI number you entered does not match your society’s records. Check your details in your society’s member portal.'),
        paragraph('Then submit a support request through Contact us with your full legal name, society and IPI number, and we will help you complete your sign-up.'),
      ],
    },
  ],
};
