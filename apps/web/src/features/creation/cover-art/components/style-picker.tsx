import { Box, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import type { CoverArtStyle } from '../api.ts';

/** A hint of each style in CSS: a glance at what it makes, not the artwork itself. */
const swatches: Record<CoverArtStyle, CSSProperties> = {
  typographic: { background: '#14213d', color: '#fca311', fontWeight: 800, fontSize: 22, letterSpacing: -0.5 },
  gradient: { background: 'radial-gradient(circle at 30% 30%, #ffafcc 0, transparent 55%), radial-gradient(circle at 75% 70%, #a2d2ff 0, transparent 60%), linear-gradient(135deg, #6a4c93, #355070)' },
  geometric: {
    background:
      'radial-gradient(circle at 25% 25%, #e76f51 0 17%, transparent 18%), radial-gradient(circle at 75% 25%, #e9c46a 0 17%, transparent 18%), linear-gradient(45deg, transparent 50%, #2a9d8f 50%) 50% 100% / 50% 50% no-repeat, #264653',
  },
  'photo-crop': { background: 'radial-gradient(circle at 70% 55%, #ffe8b0 0 10%, transparent 11%), linear-gradient(180deg, #1d2b53, #c0587e 60%, #2f2147 61%)' },
  model: { background: 'conic-gradient(from 200deg, #7209b7, #4cc9f0, #f72585, #7209b7)', color: '#fff', fontSize: 22 },
};

const styleKey = (style: CoverArtStyle) => `cover_art_style_${style.replace('-', '_')}`;

export function StylePicker({ styles, value, onChange }: { styles: CoverArtStyle[]; value: CoverArtStyle; onChange: (style: CoverArtStyle) => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 2, lg: 3 }} spacing="xs" role="radiogroup" aria-label={t('cover_art_field_style')}>
      {styles.map((style) => {
        const chosen = style === value;
        return (
          <UnstyledButton
            key={style}
            role="radio"
            aria-checked={chosen}
            onClick={() => onChange(style)}
            data-testid={`cover-style-${style}`}
            p={8}
            style={{
              borderRadius: 10,
              border: `2px solid ${chosen ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-default-border)'}`,
              background: chosen ? 'var(--mantine-color-blue-light)' : undefined,
            }}
          >
            <Stack gap={6}>
              <Box h={56} style={{ borderRadius: 6, display: 'flex', alignItems: 'center', justifyContent: 'center', ...swatches[style] }} aria-hidden>
                {style === 'typographic' ? 'Aa' : style === 'model' ? '✦' : null}
              </Box>
              <Text fw={600} fz="sm" lh={1.2}>
                {t(styleKey(style))}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.3}>
                {t(`${styleKey(style)}_text`)}
              </Text>
            </Stack>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
