import * as userRoutes from '@portal/contract/heads/user';
import { useQueryClient } from '@tanstack/react-query';
import type { UiLanguage } from '@portal/domain/languages';
import { api } from '../lib/api-client.ts';
import { switchLanguage } from '../lib/i18n.ts';
import { storeUser, userQuery } from '../lib/queries.ts';

/**
 * Changing the language saves it locally and in the lang cookie (so server messages follow), flips <html dir>,
 * and when someone is signed in stores it on the account too.
 */
export function useChangeLanguage() {
  const client = useQueryClient();
  return async (language: UiLanguage) => {
    await switchLanguage(language);
    if (!client.getQueryData(userQuery.queryKey)) return;
    try {
      const { user } = await api(userRoutes.updateUser, { body: { language } });
      storeUser(client, user);
    } catch {
      // The local choice already applies; the account copy is retried on the next change.
    }
  };
}
