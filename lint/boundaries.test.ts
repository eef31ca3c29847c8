import { describe, it, expect, beforeAll } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(ROOT, 'lint-fixtures');

interface Planted {
  fixture: string;
  /** Where the file is linted as living (its imports are written from there); by default where it is. */
  lintedAs?: string;
  rule: string;
  message: string;
}

const PLANTED: Planted[] = [
  {
    fixture: 'remote-imports-remote.ts',
    lintedAs: 'mf-content/src/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: "Remotes never import each other: render the other remote's exposed module through RemoteModule (shared)",
  },
  {
    fixture: 'shell-imports-remote.ts',
    lintedAs: 'shell/src/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: "The shell never imports a remote's source",
  },
  {
    fixture: 'remote-imports-shell.ts',
    lintedAs: 'mf-content/src/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'Remotes never import the shell',
  },
  {
    fixture: 'shared-imports-shell.ts',
    lintedAs: 'shared/src/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'shared never imports the shell or a remote',
  },
  {
    fixture: 'shared-imports-remote.ts',
    lintedAs: 'shared/src/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'shared never imports the shell or a remote',
  },
  {
    fixture: 'contracts-imports-api.ts',
    lintedAs: 'contracts/src/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'contracts imports nothing of the project, only its schema library (zod)',
  },
  {
    fixture: 'contracts-imports-package.ts',
    lintedAs: 'contracts/src/planted.ts',
    rule: 'no-restricted-imports',
    message: 'contracts imports nothing of the project, only its schema library (zod)',
  },
  {
    fixture: 'feature-imports-repository.ts',
    lintedAs: 'api/src/features/workflows/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'A feature imports another feature only through its public modules',
  },
  {
    fixture: 'shared-imports-api.ts',
    lintedAs: 'shared/src/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'shared never imports the API: import wire schemas and their types from contracts.',
  },
  {
    fixture: 'app-imports-api.ts',
    lintedAs: 'shell/src/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'Apps never import the API: import wire schemas and types from contracts',
  },
  {
    fixture: 'infrastructure-imports-feature.ts',
    lintedAs: 'api/src/lib/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'API infrastructure (db, plugins, web, mail, lib) never imports a feature',
  },
  {
    fixture: 'feature-imports-feature-internals.ts',
    lintedAs: 'mf-content/src/features/home/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'A feature imports another feature only through its public entries: import from mf-content/src/features/<feature>/index.ts',
  },
  {
    fixture: 'light-entry-imports-antd.ts',
    lintedAs: 'mf-workflows/src/features/catalog/light.ts',
    rule: 'no-restricted-imports',
    message: "A feature's light.ts is for a screen's first load: it never brings antd",
  },
  {
    fixture: 'api-feature-imports-feature-internals.ts',
    lintedAs: 'api/src/features/contact/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'A feature imports another feature only through its public modules',
  },
  {
    fixture: 'production-imports-test-helper.ts',
    lintedAs: 'shared/src/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'Production code never imports test helpers',
  },
  {
    fixture: 'engine-imports-project.ts',
    lintedAs: 'comfy-engine/src/planted.ts',
    rule: 'import-x/no-restricted-paths',
    message: 'comfy-engine imports nothing of the project',
  },
  {
    fixture: 'engine-uses-node.ts',
    lintedAs: 'comfy-engine/src/planted.ts',
    rule: 'no-restricted-imports',
    message: 'comfy-engine runs in the browser: no Node APIs.',
  },
  {
    fixture: 'modal-closed-by-prop.tsx',
    lintedAs: 'mf-community/src/features/comments/planted.tsx',
    rule: 'no-restricted-syntax',
    message: 'Mount an antd Modal only while it is open',
  },
  {
    fixture: 'cycle/first.ts',
    rule: 'boundaries/no-cycle',
    message: 'Dependency cycle detected. Break the cycle: move what both modules need into a third module',
  },
];

interface Finding {
  ruleId: string | null;
  message: string;
}

// The linter runs as `npm run lint` runs it, in its own Node process, on each fixture's text at
// the path it is linted as; fixtures are left out of the normal run, so ignores are off here.
const LINT_FIXTURES = `
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
const planted = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)}, ignore: false });
const findings = {};
for (const { fixture, file } of planted) {
  const [result] = await eslint.lintText(readFileSync(fixture, 'utf8'), { filePath: file });
  findings[fixture] = result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}
console.log(JSON.stringify(findings));
`;

// Each exception's files linted with every production zone: what the exception suppresses.
const LINT_WITHOUT_EXCEPTIONS = `
import { ESLint } from 'eslint';
import { EXCEPTIONS, productionZones } from './lint/boundaries.ts';
const eslint = new ESLint({
  cwd: ${JSON.stringify(ROOT)},
  overrideConfig: { rules: { 'import-x/no-restricted-paths': ['error', { zones: productionZones() }] } },
});
const suppressed = {};
for (const { files } of EXCEPTIONS) {
  const results = await eslint.lintFiles(files);
  suppressed[files.join(', ')] = results.flatMap((result) => result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths')).length;
}
console.log(JSON.stringify(suppressed));
`;

function lintFixtures(): Record<string, Finding[]> {
  const planted = PLANTED.map(({ fixture, lintedAs }) => ({
    fixture: path.join(FIXTURES, fixture),
    file: path.join(ROOT, lintedAs ?? path.join('lint-fixtures', fixture)),
  }));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_FIXTURES, JSON.stringify(planted)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const byPath = JSON.parse(output) as Record<string, Finding[]>;
  return Object.fromEntries(PLANTED.map(({ fixture }) => [fixture, byPath[path.join(FIXTURES, fixture)] ?? []]));
}

describe('the import boundaries', () => {
  let findings: Record<string, Finding[]>;

  beforeAll(() => {
    findings = lintFixtures();
  }, 120_000);

  it.each(PLANTED)('reports the violation planted in $fixture', ({ fixture, rule, message }) => {
    const reported = findings[fixture]!;
    expect(reported).toContainEqual({ ruleId: rule, message: expect.stringContaining(message) });
  });

  it('reports nothing else in the fixtures', () => {
    const others = PLANTED.flatMap(({ fixture, rule }) => findings[fixture]!.filter((finding) => finding.ruleId !== rule));
    expect(others).toEqual([]);
  });

  it('keeps no exception that no longer suppresses a violation', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_WITHOUT_EXCEPTIONS], { cwd: ROOT, encoding: 'utf8' });
    const suppressed = JSON.parse(output) as Record<string, number>;
    const stale = Object.entries(suppressed).filter(([, count]) => count === 0);
    expect(stale).toEqual([]);
    expect(Object.keys(suppressed).length).toBeGreaterThan(0);
  }, 120_000);

  it('plants each fixture where its comment says it is linted', () => {
    for (const { fixture, lintedAs } of PLANTED) {
      const firstLine = readFileSync(path.join(FIXTURES, fixture), 'utf8').split('\n')[0];
      expect(firstLine).toContain(lintedAs ? `Linted as ${lintedAs}` : 'Linted where it is');
    }
  });
});
