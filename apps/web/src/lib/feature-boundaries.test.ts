import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { crossings, directCalls } from '../../../../scripts/check-boundaries.mjs';

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

  it('finds components and feature modules that call the API themselves, and lets api modules, lib/ and tests call it', () => {
    write('lib/api-client.ts', 'export const api = () => null;\n');
    write('lib/api-upload.ts', 'export const apiUpload = () => null;\n');
    write('features/d/components/panel.tsx', "import { api, isApiError } from '../../../lib/api-client.ts';\n");
    write('features/d/components/upload.tsx', "import { apiUpload } from '../../../lib/api-upload.ts';\n");
    write('features/d/use-thing.ts', "import { api } from '../../lib/api-client.ts';\n");
    write('features/d/components/guard.tsx', "import { isApiError } from '../../../lib/api-client.ts';\n");
    write('features/d/api.ts', "import { api } from '../../lib/api-client.ts';\n");
    write('features/d/money-api.ts', "import { apiUpload } from '../../lib/api-upload.ts';\n");
    write('features/d/api.test.ts', "import { api } from '../../lib/api-client.ts';\n");
    write('app/shell/banner.tsx', "import { api } from '../../lib/api-client.ts';\n");
    write('app/guards.ts', "import { api } from '../lib/api-client.ts';\n");
    expect((directCalls(root) as string[]).sort()).toEqual(['app/shell/banner.tsx', 'features/d/components/panel.tsx', 'features/d/components/upload.tsx', 'features/d/use-thing.ts']);
  });
});
