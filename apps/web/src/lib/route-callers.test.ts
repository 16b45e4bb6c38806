import { describe, expect, it } from 'vitest';

// Every route of the contract has a caller in the web app, or is on this list with the reason no page calls it (issue
// 27 §2: a capability a person cannot reach is not a capability). A caller is a reference to the route's head
// (`releaseRoutes.submitRelease`, through the heads module or an alias of it) or a link to its path (`/api/files/…`).

const sources = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../test/**'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const headModules = import.meta.glob('../../../../packages/contract/src/heads/*.ts', { eager: true }) as Record<string, Record<string, { method?: string; path?: string }>>;

/** Why no page calls these, each said once. */
const NO_PAGE_NEEDED: Record<string, string> = {
  'aigc.taskFile': 'a download link the server writes into a task’s result',
  'cover-art.imagexFile': 'a signed image URL the server writes into the answer of mget-imagex-urls',
  'mv-studio.mvImage': 'an image URL the server writes into a video project',
  'mv-studio.ttAuthCallback': 'the TikTok authorisation redirect lands here (OAuth callback)',
  'mv-studio.ytbAuthCallback': 'the YouTube authorisation redirect lands here (OAuth callback)',
  'uploads.directUpload': 'the local store’s single PUT for API clients; the web app uses chunked uploads with local storage and the bucket’s part URLs with S3 (decision 057)',
  'support.adminFeedbackAttachment': 'an attachment link the server writes into a feedback thread',
  'promo-pages.pageEvent': 'sent by the public artist page the server renders (not the React app)',
  'promo-pages.presave': 'sent by the public artist page the server renders (not the React app)',
  'releases.importAcknowledgements': 'operators’ automation; the console collects acknowledgements with /admin/deliveries/acknowledgements/collect',
  'releases.runDeliveries': 'operators’ automation; the job runner delivers by itself',
  'aigc.decRemainOperationTime': 'every creation tool charges its credits on the server when its task or instant call runs; no operation runs in the browser alone (decision 064)',
  'system.systemPreference': 'the language is GET /user’s and e-mail follows the topics of /subscription; no sender reads these flags, so switches for them would change nothing (decision 064)',
};

const routes = Object.entries(headModules).flatMap(([file, module]) => {
  const domain = /heads\/([\w-]+)\.ts$/.exec(file)![1]!;
  return Object.entries(module)
    .filter(([, value]) => typeof value?.method === 'string' && typeof value.path === 'string')
    .map(([name, head]) => ({ id: `${domain}.${name}`, domain, name, path: head.path! }));
});

/** The names under which each heads module is reached: its namespace imports, and constants that re-export one. */
function referencedRoutes(): Set<string> {
  const found = new Set<string>();
  const aliases = new Map<string, string>();
  for (const text of Object.values(sources)) {
    for (const [, namespace, domain] of text.matchAll(/import \* as (\w+) from '@portal\/contract\/heads\/([\w-]+)'/g)) {
      for (const [, alias] of text.matchAll(new RegExp(`export const (\\w+) = ${namespace};`, 'g'))) aliases.set(alias!, domain!);
      for (const [, name] of text.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))) found.add(`${domain}.${name}`);
    }
  }
  for (const [alias, domain] of aliases) for (const text of Object.values(sources)) for (const [, name] of text.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'))) found.add(`${domain}.${name}`);
  return found;
}

const linked = (path: string) => {
  const pattern = new RegExp(`/api${path.replace(/:\w+/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return Object.values(sources).some((text) => pattern.test(text));
};

describe('the routes of the contract', () => {
  it('each have a caller in the web app, or a reason on the list why no page calls them', () => {
    const referenced = referencedRoutes();
    const uncalled = routes.filter((route) => !referenced.has(route.id) && !linked(route.path)).map((route) => route.id);
    expect(routes.length).toBeGreaterThan(400);
    expect(uncalled.filter((id) => !(id in NO_PAGE_NEEDED)).sort()).toEqual([]);
  });

  it('list no route that has a caller now, or that does not exist', () => {
    const referenced = referencedRoutes();
    const known = new Map(routes.map((route) => [route.id, route]));
    const stale = Object.keys(NO_PAGE_NEEDED).filter((id) => !known.has(id) || referenced.has(id) || linked(known.get(id)!.path));
    expect(stale).toEqual([]);
  });
});
