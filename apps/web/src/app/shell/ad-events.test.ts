import { describe, expect, it } from 'vitest';
import { reportDueAdEvents, type AdEventAnswer } from './ad-events.ts';

const memory = () => {
  const keys = new Set<string>();
  return { has: (key: string) => keys.has(key), add: (key: string) => void keys.add(key), keys };
};

describe('paid-ads events in the page', () => {
  it('pushes an event only on its first record, and stops asking once it is recorded', async () => {
    const answers: Record<string, AdEventAnswer> = { song_audit_pass: { due: true, firstReport: true }, contract_sign: { due: false, firstReport: false } };
    const asked: string[] = [];
    const layer: Record<string, unknown>[] = [];
    const remembered = memory();
    const ask = async (event: string) => (asked.push(event), answers[event]!);
    expect(await reportDueAdEvents(7, ask, layer, remembered)).toEqual(['song_audit_pass']);
    expect(layer).toEqual([{ event: 'song_audit_pass' }]);
    expect([...remembered.keys]).toEqual(['ad-event:7:song_audit_pass']);

    // Next load: the recorded event is not asked for again; the signing, now done elsewhere first, is not pushed twice.
    answers.contract_sign = { due: true, firstReport: false };
    asked.length = 0;
    expect(await reportDueAdEvents(7, ask, layer, remembered)).toEqual([]);
    expect(asked).toEqual(['contract_sign']);
    expect(layer).toHaveLength(1);
    expect(remembered.keys.has('ad-event:7:contract_sign')).toBe(true);
  });

  it('keeps asking later when the server cannot be reached', async () => {
    const remembered = memory();
    const layer: Record<string, unknown>[] = [];
    expect(await reportDueAdEvents(7, () => Promise.reject(new Error('offline')), layer, remembered)).toEqual([]);
    expect(remembered.keys.size).toBe(0);
  });
});
