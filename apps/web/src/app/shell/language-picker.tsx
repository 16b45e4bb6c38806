import { lazy, Suspense } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from '../../components/icons.tsx';
import { nativeLanguageName } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';

// The dropdown (Mantine Menu and its positioning code) loads right after the first paint, off the critical path.
const LanguageMenu = lazy(() => import('./language-menu.tsx').then((m) => ({ default: m.LanguageMenu })));

export function LanguageButton({ compact, ...props }: ButtonProps & { compact?: boolean; onClick?: () => void; ref?: React.Ref<HTMLButtonElement> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'en';
  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      px={compact ? 8 : undefined}
      leftSection={<GlobeIcon />}
      rightSection={compact ? undefined : <ChevronDownIcon size={14} />}
      aria-label={t('language_picker_label')}
      data-testid="language-picker"
      {...props}
    >
      {compact ? language.split('-')[0]?.toUpperCase() : nativeLanguageName(language)}
    </Button>
  );
}

export function LanguagePicker({ compact }: { compact?: boolean }) {
  return (
    <Suspense fallback={<LanguageButton compact={compact} />}>
      <LanguageMenu compact={compact} />
    </Suspense>
  );
}
