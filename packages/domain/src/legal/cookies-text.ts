import type { LegalText } from './documents.ts';

export const cookiesText: LegalText = {
  title: 'SoundPort Cookie Policy',
  sections: [
    {
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser and that the browser sends back on later visits. Similar technologies, such as the browser’s local storage, let a site remember information on your device without sending it with every request.',
        'SoundPort uses only the cookies it needs to work, plus optional analytics and advertising cookies that we set only if you agree. This policy lists them and explains how to change your choice. How we handle personal data in general is explained in our Privacy Policy.',
      ],
    },
    {
      heading: 'Strictly necessary cookies',
      paragraphs: [
        'These cookies are needed for the portal to work and to keep your account secure, so they cannot be switched off on the cookie settings page. They are set only by SoundPort and are not used for advertising.',
        'sid keeps you signed in. It holds a random session token that cannot be read by the page’s scripts, and it expires after 30 days or when you sign out.',
        'csrf_token protects your actions in the portal against cross-site request forgery, an attack in which another website tries to act in your name. It is deleted when you close your browser.',
        'device holds a random identifier of your browser for one year, so that we can recognise a device your account has used before and ask for extra verification when a sign-in comes from an unknown one.',
        'lang remembers the language you chose, and idc remembers which of our regional data centres serves your region. Both last one year. sp_voter holds a random identifier for one year so that a visitor who is not signed in can mark a help article as useful only once.',
        'Your cookie choice itself is a strictly necessary record. It is kept in your browser’s local storage under the name cookie-types, so that we do not ask you again on every visit and can respect your choice before any optional cookie is set.',
      ],
    },
    {
      heading: 'Analytics cookies (optional)',
      paragraphs: [
        'With your consent, we use analytics cookies to count visits and see which pages and features are used, how people move through them and where they give up, so that we can improve the portal. They are shown as Analytics on the cookie settings page.',
        'Analytics cookies are set by our analytics provider on our behalf and are used only to produce statistics for us, not to identify you or to show you advertising. They normally last up to 13 months and are not set at all until you switch Analytics on.',
      ],
    },
    {
      heading: 'Advertising and conversion cookies (optional)',
      paragraphs: [
        'With your consent, we use advertising and conversion cookies to measure whether our advertisements on other websites, such as social networks and search engines, led people to sign up for SoundPort, and to avoid showing SoundPort ads to people who already use it. They are shown as Marketing on the cookie settings page.',
        'These cookies are set by the advertising platforms we work with, which may combine the information with what they know from other websites under their own privacy policies. They normally last up to 13 months and are not set at all until you switch Marketing on.',
        'If your browser sends a Global Privacy Control signal, we treat it as a refusal of analytics and advertising cookies: both stay off, and the cookie settings page shows why.',
      ],
    },
    {
      heading: 'Changing your consent',
      paragraphs: [
        'You can change your choice at any time on the cookie settings page at /cookie-settings, which you can also open with the button below this policy. Switch each optional category on or off and save, or choose Only necessary to refuse all optional cookies. A change applies from that moment and does not affect what was done before.',
        'Your choice is stored in the browser you made it in, so you make it separately on each device and browser you use. If you clear your browser’s storage, we ask you again.',
        'You can also block or delete cookies in your browser’s settings. If you block the strictly necessary cookies, you will not be able to sign in or use the portal.',
      ],
    },
    {
      heading: 'Local storage used by the app',
      paragraphs: [
        'Besides cookies, the portal keeps some small items in your browser’s local storage. They stay on your device, are not sent to us with your requests and are not used to track you.',
        'These items remember your cookie choice and the date of a Global Privacy Control signal; your language before you sign in; an invitation code while you finish signing up through an invitation; your account number, the time and the method of your last sign-in, which are removed when you sign out; and dismissals, such as a banner you closed or a one-time notice you have seen, so that we do not show it again. On the cookie settings page, remembered choices such as dismissed notices are described under Functional.',
        'While you link an account of an OAuth provider, the portal briefly keeps the provider’s answer in the tab’s session storage, which the browser clears when you close the tab. You can remove all of these items by clearing your browser’s site data for SoundPort.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'Each version of this policy is named by the date on which it takes effect, and the legal page shows that date with a summary of what changed. We update it when we add, remove or change a cookie. If we want to use a new optional cookie for a purpose you have not agreed to, we ask for your consent again.',
        'The current version took effect on 1 June 2025 and is the first version of this policy.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['For questions about cookies or this policy, write to privacy@soundport.example. For other legal matters, write to legal@soundport.example.'],
    },
  ],
};
