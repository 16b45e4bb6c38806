import { describe, expect, it } from 'vitest';
import { isSocialSecurityNumber } from '@portal/domain/publishing/signup';
import { digitsInput, formatSsnInput } from './ssn-input.ts';

describe('social security number input', () => {
  it('groups the digits 3-2-4 as they are typed', () => {
    expect(formatSsnInput('1')).toBe('1');
    expect(formatSsnInput('123')).toBe('123');
    expect(formatSsnInput('1234')).toBe('123-4');
    expect(formatSsnInput('12345')).toBe('123-45');
    expect(formatSsnInput('123456')).toBe('123-45-6');
    expect(formatSsnInput('123456789')).toBe('123-45-6789');
  });

  it('drops letters, spaces and hyphens typed by hand, and anything past nine digits', () => {
    expect(formatSsnInput('12a3-4 5')).toBe('123-45');
    expect(formatSsnInput('123-45-67890123')).toBe('123-45-6789');
    expect(formatSsnInput('')).toBe('');
  });

  it('gives a value the sign-up rules accept', () => {
    expect(isSocialSecurityNumber(formatSsnInput('123456789'))).toBe(true);
    expect(isSocialSecurityNumber(formatSsnInput('12345678'))).toBe(false);
  });

  it('keeps zip codes and phone numbers to their digits', () => {
    expect(digitsInput('12a34-567', 5)).toBe('12345');
    expect(digitsInput('(555) 123-4567 9', 10)).toBe('5551234567');
  });
});
