import { describe, expect, it } from 'vitest';
import { fileStem, withoutUnsafeCharacters } from './file-names.ts';

describe('file names', () => {
  it('makes a stem of letters and digits of any script, one hyphen for everything else', () => {
    expect(fileStem('Night Drive', 'track')).toBe('Night-Drive');
    expect(fileStem('Maré Alta (demo)', 'track')).toBe('Maré-Alta-demo');
    expect(fileStem('夜の ドライブ', 'track')).toBe('夜の-ドライブ');
    expect(fileStem('../../etc/passwd', 'track')).toBe('etc-passwd');
    expect(fileStem('photo\u202egpj.exe', 'track')).toBe('photo-gpj-exe');
    expect(fileStem('  !!! ', 'lyrics')).toBe('lyrics');
    expect(fileStem(`${'a'.repeat(59)} b`, 'x')).toBe('a'.repeat(59));
  });
  it('drops what may not stand in a name shown back', () => {
    expect(withoutUnsafeCharacters('photo\u202egpj.exe')).toBe('photogpj.exe');
  });
});
