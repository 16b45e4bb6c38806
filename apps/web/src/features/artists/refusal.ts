import { isApiError } from '../../lib/api-client.ts';

/** The placeholders of a refusal's first field error (the artist and the release of artist_on_release). */
export const refusalVars = (error: unknown) => (isApiError(error) ? error.details[0]?.vars : undefined);
