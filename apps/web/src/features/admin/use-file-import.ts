import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessageKey } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** What a console import answered: the import (new, or the earlier one of the same file). */
export interface ImportNotice {
  duplicate: boolean;
  id: number;
  fileName: string;
}

/**
 * The console's upload of an import file (sales reports, analytics files): the chosen file, one upload at a time,
 * the answer (queued, or the same file imported before) or the translated refusal, and the list refreshed after.
 */
export function useFileImport(upload: (file: File) => Promise<ImportNotice>, listKey: QueryKey) {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<ImportNotice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    if (!file || sending) return;
    setSending(true);
    setFailure(null);
    setNotice(null);
    try {
      const answer = await upload(file);
      setNotice(answer);
      if (!answer.duplicate) setFile(null);
      await client.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      setFailure(errorMessageKey(error, (key) => i18n.exists(key)));
    } finally {
      setSending(false);
    }
  };
  return { file, setFile, sending, notice, failure, submit };
}
