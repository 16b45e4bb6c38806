import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { crossings } from '../../../../scripts/check-boundaries.mjs';

const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('the feature boundary check', () => {
  it('finds a feature importing another feature or app/, and lets shared layers and its own files through', () => {
    write('features/a/routes/page.tsx', "import { b } from '../../b/api.ts';\nimport { useIsMobile } from '../../../app/shell/mobile.ts';\nimport { own } from '../api.ts';\n");
    write('features/a/api.ts', "export { money } from '../../lib/money.ts';\nimport { Card } from '../../components/card.tsx';\nconst lazy = () => import('../c/page.tsx');\n");
    write('features/b/api.ts', "import type { User } from '@portal/contract/user';\n");
    write('app/router.tsx', "import('../features/a/routes/page.tsx');\n");
    expect((crossings(root) as string[]).sort()).toEqual([
      'features/a/api.ts -> features/c/page.tsx',
      'features/a/routes/page.tsx -> app/shell/mobile.ts',
      'features/a/routes/page.tsx -> features/b/api.ts',
    ]);
  });
});
