import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { accountSearchQuery } from '../money-api.ts';

export interface FoundAccount {
  userId: number;
  nickname: string;
  email: string | null;
  region: string;
}

export const accountLabel = (account: FoundAccount) => `${account.nickname || '—'} · ${account.email ?? `#${account.userId}`} · ${account.region} · #${account.userId}`;

/** The name an operator confirms a payment against: the account's name, else its e-mail address, else its id. */
export const accountName = (account: FoundAccount) => account.nickname || account.email || `#${account.userId}`;

/**
 * The account money goes to, found by e-mail address, name or id (the console's money panels). Remount it (a new
 * `key`) to start a new search.
 */
export function AccountPicker({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: FoundAccount | null;
  onChange: (account: FoundAccount | null) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...accountSearchQuery(typed), enabled: typed.length >= 1 });
  const options = [...(found.data?.accounts ?? []), ...(value && !found.data?.accounts.some((a) => a.userId === value.userId) ? [value] : [])];
  return (
    <Select
      label={label}
      placeholder={t('admin_money_advance_find')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options.map((option) => ({ value: String(option.userId), label: accountLabel(option) }))}
      value={value ? String(value.userId) : null}
      onChange={(picked) => onChange(options.find((option) => String(option.userId) === picked) ?? null)}
      nothingFoundMessage={typed.length >= 1 && found.data ? t('admin_money_advance_none_found') : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
