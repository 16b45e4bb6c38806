import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/logo.tsx';

export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="sp-auth-bg">
      <div className="sp-auth-card">
        <Stack gap={6} mb="lg">
          <LogoMark size={40} />
          <Title order={1} size="h2" mt="sm">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </div>
      {footer && (
        <Text ta="center" size="sm" mt="lg" c="dimmed">
          {footer}
        </Text>
      )}
    </div>
  );
}
