import { lazy, Suspense, useState } from 'react';
import { ButtonLite } from '../../components/button-lite.tsx';
import { ChevronDownIcon } from '../../components/icons/chevron-down-icon.tsx';
import { GlobeIcon } from '../../components/icons/globe-icon.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { nativeLanguageName } from '../../lib/language-names.ts';
import { useTranslation } from '../../lib/use-translation.ts';

// The dropdown (Mantine Menu and its positioning code) loads right after the first paint, off the critical path.
const LanguageMenu = lazy(() => import('./language-menu.tsx').then((m) => ({ default: m.LanguageMenu })));

export function LanguageButton({ compact, ...props }: React.ComponentProps<typeof ButtonLite> & { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'en';
  return (
    <ButtonLite
      variant="subtle"
      size="sm"
      className={compact ? 'sp-btn-compact' : undefined}
      leftSection={<GlobeIcon />}
      rightSection={compact ? undefined : <ChevronDownIcon size={14} />}
      aria-haspopup="menu"
      data-testid="language-picker"
      {...props}
    >
      {/* The name says what the button is for and, as on screen, the language chosen. */}
      <span className="sp-visually-hidden">{t('language_picker_label')}</span> {compact ? language.split('-')[0]?.toUpperCase() : nativeLanguageName(language)}
    </ButtonLite>
  );
}

export function LanguagePicker({ compact }: { compact?: boolean }) {
  // A click that lands before the menu code has arrived opens the menu once it has.
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <Suspense fallback={<LanguageButton compact={compact} onClick={() => setOpenOnLoad(true)} />}>
      <LanguageMenu compact={compact} defaultOpened={openOnLoad} />
    </Suspense>
  );
}
