import { SegmentedControl } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';

export function DevToolsNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      value={pathname}
      onChange={(value) => navigate(value)}
      data={[
        { value: '/test-config', label: t('test_config_title') },
        { value: '/feature-preview', label: t('feature_preview_title') },
      ]}
      aria-label={t('nav_dev_tools')}
      mb="lg"
    />
  );
}
