import { useEffect, useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { normalizePromoPath, PROMO_PATH_MAX, promoPathProblem } from '@portal/domain/promotion/promo-page';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { validatePath } from '../api.ts';

/**
 * The page's address, checked as the owner types: the rules at once (domain), then, 300 ms after the last key, whether
 * another page has it (/promo/artist/page-path-validate). `onValidity` tells the form whether it may save.
 */
export function PathField(props: { value: string; onChange: (value: string) => void; pageId?: number; serverError?: string; onValidity: (valid: boolean) => void; readOnly?: boolean }) {
  const { t } = useTranslation();
  const { value, pageId, onValidity } = props;
  const path = normalizePromoPath(value);
  const local = promoPathProblem(path);
  const [checked, setChecked] = useState<{ path: string; messageKey: string | null } | null>(null);

  useEffect(() => {
    if (local) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      validatePath(path, pageId, controller.signal)
        .then((answer) => setChecked({ path: answer.path, messageKey: answer.messageKey }))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, local, pageId]);

  const remote = checked?.path === path ? checked : null;
  const problem = local ?? remote?.messageKey ?? props.serverError ?? null;
  const available = !local && remote !== null && remote.messageKey === null;
  useEffect(() => onValidity(available), [available, onValidity]);

  return (
    <div>
      <TextInput
        label={t('promo_path')}
        description={`${window.location.origin}/artist/${path || '…'}`}
        leftSection={
          <Text size="sm" c="dimmed">
            /artist/
          </Text>
        }
        leftSectionWidth={64}
        value={value}
        maxLength={PROMO_PATH_MAX + 10}
        readOnly={props.readOnly}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        error={problem ? t(problem) : undefined}
        rightSection={available ? <CheckIcon size={16} style={{ color: 'var(--mantine-color-teal-7)' }} /> : null}
        autoComplete="off"
        spellCheck={false}
        data-testid="promo-path"
      />
      {available && (
        <Text size="xs" c="teal.8" mt={4} data-testid="promo-path-available" aria-live="polite">
          {t('promo_path_available')}
        </Text>
      )}
    </div>
  );
}
