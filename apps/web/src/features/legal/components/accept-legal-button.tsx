import { Button, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentVersion, type LegalDocumentKind } from '@portal/domain/legal/documents';
import { FormError } from '../../../components/form-error.tsx';
import { headerConfigQuery } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { acceptLegal, legalAcceptanceQuery } from '../api.ts';

/** Accepts the versions in force of these documents; the header's banner goes once they are all accepted. */
export function AcceptLegalButton({ documents }: { documents: LegalDocumentKind[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptLegal(documents.map((document) => ({ document, version: currentVersion(document) }))),
    onSuccess: (state) => {
      client.setQueryData(legalAcceptanceQuery.queryKey, state);
      void client.invalidateQueries({ queryKey: headerConfigQuery.queryKey });
    },
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={() => accept.mutate()} loading={accept.isPending} data-testid="legal-accept">
        {documents.length > 1 ? t('legal_accept_all') : t('legal_accept')}
      </Button>
      <FormError error={accept.error} />
    </Stack>
  );
}
