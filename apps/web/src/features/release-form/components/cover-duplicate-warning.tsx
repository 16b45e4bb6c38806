import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { coverDuplicationQuery } from '../upload-api.ts';

interface Props {
  /** The cover just uploaded. */
  fileId: string;
  /** The release being edited, which the comparison leaves out. */
  albumId?: number;
}

/**
 * A warning, not a block, when a newly uploaded cover looks like the artwork of another release: the account's own
 * (named: the most recent one) or another account's (never named). Operators see the same at review.
 */
export function CoverDuplicateWarning({ fileId, albumId }: Props) {
  const { t } = useTranslation();
  const answer = useQuery(coverDuplicationQuery(fileId, albumId)).data;
  if (!answer?.duplicated) return null;
  const own = answer.ownMatches[0];
  return (
    <Alert color="yellow" variant="light" p="xs" data-testid="cover-duplicate-warning">
      {own ? t('rf_cover_duplicate_own', { title: own.title || t('rf_cover_duplicate_untitled') }) : t('rf_cover_duplicate_other')}
    </Alert>
  );
}
