import { Menu, ScrollArea } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { CheckIcon } from '../../components/icons/check-icon.tsx';
import { nativeLanguageName } from '../../lib/language-names.ts';
import { currentLanguage, pickerLanguages } from '../../lib/i18n.ts';
import { useChangeLanguage } from '../language.ts';
import { LanguageButton } from './language-picker.tsx';

export function LanguageMenu({ compact, defaultOpened }: { compact?: boolean; defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const change = useChangeLanguage();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" width={220} shadow="lg" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton compact={compact} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language_picker_label')}</Menu.Label>
        <ScrollArea.Autosize mah={360} type="auto">
          {pickerLanguages().map((code) => (
            <Menu.Item
              key={code}
              lang={code}
              data-testid={`language-option-${code}`}
              onClick={() => void change(code)}
              rightSection={code === active ? <CheckIcon size={16} /> : null}
              fw={code === active ? 600 : 400}
            >
              {nativeLanguageName(code)}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
