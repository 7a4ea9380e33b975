// The layers are the linter's to hold (eslint-layers.js): each forbidden import planted here must
// fail lint with its own message, and the allowed ones beside them must pass, so a rule that stops
// matching (a renamed folder, a broken resolver) fails this test instead of passing silently.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = process.cwd();
// The zones alone for the planted imports: no-cycle would read every module each one leads to.
const zonesOnly = new ESLint({
  cwd,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});
const allRules = new ESLint({ cwd });

/** The layer rules' messages for `code` as if it were written in `filePath`. */
async function layerErrors(
  filePath: string,
  code: string,
  eslint: ESLint = zonesOnly,
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const use = (what: string, from: string) => `import { ${what} } from '${from}';\nvoid ${what};\n`;

describe('the layers lint holds', () => {
  it.each([
    ['src/api/planted.ts', use('useAuth', '../features/auth'), 'api sits below'],
    ['src/lib/planted.ts', use('isApiError', '../api/client'), 'lib sits below'],
    ['src/components/planted.tsx', use('getPost', '../api/posts'), 'components sits below'],
    [
      'src/features/feed/planted.ts',
      use('RootLayout', '../../app/root-layout'),
      'features sits below',
    ],
    ['src/features/feed/planted.ts', use('useAuth', '../auth/auth-context'), 'its public file'],
    ['src/app/planted.tsx', use('PostCard', '../features/posts/post-card'), 'its public file'],
    ['src/app/planted.tsx', use('db', '../../mocks/db'), 'Only main.tsx starts the mock'],
    ['src/api/planted.ts', use('SEED', '../../mocks/seed'), 'Only main.tsx starts the mock'],
    ['mocks/planted.ts', use('PostCard', '../src/features/posts'), 'implements the contract'],
    ['src/lib/planted.ts', use('chromiumLaunchOptions', '../../scripts/chromium'), 'bench scripts'],
  ])('%s may not import %j', async (filePath, code, message) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('import-x/no-restricted-paths');
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['src/features/feed/planted.ts', use('useAuth', '../auth')],
    ['src/app/planted.tsx', use('PostCard', '../features/posts')],
    ['src/api/planted.ts', use('readStorage', '../lib/storage')],
    ['src/features/feed/planted.test.ts', use('db', '../../../mocks/db')],
    ['src/features/feed/planted.test.ts', use('userRow', '../profile/profile-test-utils')],
    ['mocks/planted.ts', use('loginSchema', '../src/api/validation')],
    ['src/main.tsx', use('startMockBackend', '../mocks/browser')],
  ])('%s may import %j', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });

  it('finds an import in a circle', async () => {
    // drafts.ts imports storage.ts: storage.ts importing drafts.ts back closes the circle.
    const errors = await layerErrors('src/lib/storage.ts', use('draftKey', './drafts'), allRules);
    expect(errors.some((error) => error.startsWith('import-x/no-cycle'))).toBe(true);
  });
});
