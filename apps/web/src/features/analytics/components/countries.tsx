import { useState } from 'react';
import { Button } from '@mantine/core';
import { regionName } from '../../../lib/format.ts';
import { CountryLabel } from '../../../components/country-flag.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { RankedBars } from './ranked-bars.tsx';

const FIRST = 10;

/** Countries ranked by streams with their flag and share; the first ten, then all of them on request. */
export function CountryRanking({ countries, testId = 'an-countries' }: { countries: readonly { country: string; streams: number; share: number }[]; testId?: string }) {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState(false);
  return (
    <>
      <RankedBars
        testId={testId}
        limit={all ? undefined : FIRST}
        items={countries.map((row) => ({ key: row.country, label: <CountryLabel code={row.country}>{regionName(row.country, i18n.language)}</CountryLabel>, value: row.streams, share: row.share }))}
      />
      {countries.length > FIRST && (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setAll(!all)} data-testid={`${testId}-more`}>
          {all ? t('an_show_fewer') : t('an_show_all', { total: countries.length })}
        </Button>
      )}
    </>
  );
}
