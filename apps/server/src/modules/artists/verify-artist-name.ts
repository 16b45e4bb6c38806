import { artistNameProblems, normaliseArtistName } from '@portal/domain/release/artist-name';
import type { Services } from '../../platform/services.ts';

/** GET /artist/name/verify: the problems of a name with their messages in the caller's language. */
export function verifyArtistName(services: Services, language: string, name: string) {
  const problems = artistNameProblems(name).map((problem) => ({
    ...problem,
    message: services.translate(language, problem.key, problem.params),
  }));
  return { name: normaliseArtistName(name), ok: problems.every((problem) => problem.level !== 'error'), problems };
}
