import { describe, expect, it } from 'vitest';
import { codesIn } from './api.ts';

describe('the one-time codes the outbox shows', () => {
  it('finds the codes of code messages', () => {
    expect(codesIn('Your SoundPort code Your code is 482913. It expires in 10 minutes.')).toEqual(['482913']);
    expect(codesIn('SoundPort: 7301 is your login code.')).toEqual(['7301']);
  });

  it('takes no year, port or id of an address for a code', () => {
    expect(codesIn('Marea is live on Spotify Open the release: http://localhost:3100/release-management/10 © 2026 SoundPort')).toEqual([]);
    expect(codesIn('Your statement for March 2026 is ready: https://portal.example/revenue/reports?id=123456')).toEqual([]);
  });
});
