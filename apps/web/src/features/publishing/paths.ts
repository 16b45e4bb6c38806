/** The publishing area's routes (document 2 section 2 leaves the sub-paths open; these are ours). */
export const publishingPaths = {
  home: '/publishing',
  landing: '/publishing/landing',
  signUp: '/publishing/sign-up',
  tracks: '/publishing/tracks',
  trackSearch: '/publishing/tracks/search',
  splits: (songId: number) => `/publishing/splits?id=${songId}`,
  faq: '/publishing/faq',
  /** The FAQ with one question open (its id in the FAQ content). */
  faqQuestion: (questionId: string) => `/publishing/faq?question=${encodeURIComponent(questionId)}`,
  contract: '/contract/management',
  feedback: '/feedback',
} as const;

/** FAQ questions the pages link to. */
export const faqQuestions = { ipi: 'what-is-ipi', eligibleTracks: 'eligible-tracks', otherSociety: 'no-pro-affiliation', latinTitle: 'latin-alternate-title' } as const;
