import { screen } from '@testing-library/react';
import { ReleaseStatus } from '@portal/domain/enums';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { renderInApp } from '../../../test/render.tsx';
import { ReleaseStatusBadge } from './release-status-badge.tsx';

const badge = () => screen.getByTestId('release-status');

describe('the release status badge', () => {
  it('names each status of a release in words', () => {
    const { rerender } = renderInApp(<ReleaseStatusBadge status={ReleaseStatus.Init} />);
    const names: Record<keyof typeof ReleaseStatus, string> = {
      Init: en.release_status_Init,
      UnderReview: en.release_status_UnderReview,
      NotApproved: en.release_status_NotApproved,
      Approved: en.release_status_Approved,
      Delivered: en.release_status_Delivered,
      Live: en.release_status_Live,
      Takedown: en.release_status_Takedown,
    };
    for (const [name, value] of Object.entries(ReleaseStatus) as [keyof typeof ReleaseStatus, number][]) {
      rerender(<ReleaseStatusBadge status={value} />);
      expect(badge().textContent).toBe(names[name]);
      expect(badge().getAttribute('data-status')).toBe(String(value));
    }
  });

  it('reads a status it does not know as a draft rather than showing a number', () => {
    renderInApp(<ReleaseStatusBadge status={35} />);
    expect(badge().textContent).toBe(en.release_status_Init);
  });
});
