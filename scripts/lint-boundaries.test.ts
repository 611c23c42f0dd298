import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rooms of docs/architecture.md (and the loop and hooks rules), proven against the real eslint.config.js: small files linted as if
// they stood at the given place in the tree (their imports resolve to the real files there).
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the import rooms', () => {
  it.each([
    [
      'a shared component importing a feature',
      'src/client/components/layout/catalogue-link.tsx',
      "import { ServicesScreen } from '../../features/catalogue/services-screen';\nexport const screen = ServicesScreen;\n",
      'boundaries/dependencies: components/ holds primitives any feature may use; it imports no feature',
    ],
    [
      'the domain importing a Node module',
      'src/domain/read-rates.ts',
      "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      'no-restricted-imports',
    ],
    [
      'the domain importing React',
      'src/domain/use-profit.ts',
      "import { useMemo } from 'react';\nexport const memo = useMemo;\n",
      'no-restricted-imports',
    ],
    [
      'the domain importing the server',
      'src/domain/limits.ts',
      "import { readEnv } from '../server/env';\nexport const env = readEnv;\n",
      'boundaries/dependencies: src/domain is pure',
    ],
    [
      'one feature importing another',
      'src/client/features/admin/catalogue-counts.ts',
      "import { servicesApi } from '../catalogue/api/services';\nexport const api = servicesApi;\n",
      'boundaries/dependencies: Client features do not import each other',
    ],
    [
      'the client importing the server',
      'src/client/lib/limits.ts',
      "import { readEnv } from '../../server/env';\nexport const env = readEnv;\n",
      'boundaries/dependencies: The client and the server share only src/domain',
    ],
    [
      'the server importing the client',
      'src/server/export/labels.ts',
      "import { en } from '../../client/i18n/en';\nexport const labels = en;\n",
      'boundaries/dependencies: The client and the server share only src/domain',
    ],
    [
      'the app importing test support',
      'src/server/app.ts',
      // Not test-app.ts: it imports app.ts, so that import would also be a loop (import-x/no-cycle).
      "import { testSimulation } from './test/test-simulation';\nexport const build = testSimulation;\n",
      'boundaries/dependencies: Production server code imports nothing from tests or test support',
    ],
    [
      'a module importing a test file',
      'src/server/modules/countries/sample.ts',
      "import { testSimulation } from '../../test/test-simulation';\nexport const sample = testSimulation;\n",
      'boundaries/dependencies: Production server code imports nothing from tests or test support',
    ],
    [
      'the domain importing the tests\' example plans',
      'src/domain/scenarios.ts',
      "import { SPEC_EXAMPLE } from './test-support/example-plans';\nexport const example = SPEC_EXAMPLE;\n",
      'boundaries/dependencies: Production code imports nothing from the shared test support',
    ],
    [
      'the client importing the tests\' example plans',
      'src/client/lib/example.ts',
      "import { PLAN_EXAMPLE } from '../../domain/test-support/example-plans';\nexport const example = PLAN_EXAMPLE;\n",
      'boundaries/dependencies: Production code imports nothing from the shared test support',
    ],
    [
      'the client importing the tests\' example plans through the alias',
      'src/client/lib/example.ts',
      "import { PLAN_EXAMPLE } from '@domain/test-support/example-plans';\nexport const example = PLAN_EXAMPLE;\n",
      'Production code imports nothing from the shared test support',
    ],
    [
      'a server module importing the tests\' example plans',
      'src/server/modules/simulations/sample.ts',
      "import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';\nexport const example = PLAN_EXAMPLE;\n",
      'boundaries/dependencies: Production code imports nothing from the shared test support',
    ],
    [
      "the domain's model importing the inputs its tests share",
      'src/domain/model/insights/sample.ts',
      "import { makeInput } from '../../test-support/simulation-inputs';\nexport const sample = makeInput;\n",
      'boundaries/dependencies: Production code imports nothing from the shared test support',
    ],
    [
      'the client importing the icon samples through the alias',
      'src/client/lib/icons.ts',
      "import { PNG_1PX } from '@domain/icon-samples';\nexport const icons = PNG_1PX;\n",
      'Production code imports nothing from the shared test support',
    ],
    [
      'an import loop (the fee structures\' queries read countries)',
      'src/server/modules/countries/queries.ts',
      "import { resolveFeeStructure } from '../fee-structures/queries';\nexport const resolve = resolveFeeStructure;\n",
      'import-x/no-cycle',
    ],
    [
      'a hook called conditionally',
      'src/client/features/history/use-maybe-title.ts',
      "import { useState } from 'react';\nexport function useMaybeTitle(on: boolean) {\n  if (on) useState('');\n}\n",
      'react-hooks/rules-of-hooks',
    ],
    [
      'client code reading the catalogue through i18next at run time',
      'src/client/features/history/history-count.tsx',
      "import i18next from 'i18next';\nexport const count = () => i18next.t('history.list.count');\n",
      '@typescript-eslint/no-restricted-imports: \'i18next\' import is restricted from being used. The app reads its catalogues with its own translator',
    ],
    [
      'client code taking useTranslation from react-i18next',
      'src/client/features/history/history-count.tsx',
      "import { useTranslation } from 'react-i18next';\nexport const useCount = useTranslation;\n",
      'The app reads its catalogues with its own translator',
    ],
    [
      'server code reading process.env',
      'src/server/modules/health/port.ts',
      'export const port = Number(process.env.PORT);\n',
      'no-restricted-properties',
    ],
    [
      "a test setting Vitest's record of the running file",
      'src/server/modules/health/health.test.ts',
      "import { expect } from 'vitest';\nexpect.setState({ testPath: 'another.test.ts' });\n",
      'no-restricted-syntax: Vitest keeps the running test file',
    ],
  ])('refuses %s', async (_case, filePath, code, expected) => {
    const found = await problems(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(expected);
  });

  it.each([
    [
      "client code typing a translation function with i18next's types",
      'src/client/lib/count-text.ts',
      "import type { TFunction } from 'i18next';\nexport const countText = (t: TFunction) => t('history.list.count', { count: 2 });\n",
    ],
    [
      'a feature importing its own api, lib/ and components/',
      'src/client/features/catalogue/catalogue-count.tsx',
      [
        "import { servicesApi } from './api/services';",
        "import { catalogueUrl } from '../../lib/catalogue-queries';",
        "import { PageStatus } from '../../components/ui/page-status';",
        'export const parts = [servicesApi, catalogueUrl, PageStatus];',
      ].join('\n'),
    ],
    [
      'a route composing two features',
      'src/client/routes/catalogue.tsx',
      [
        "import { AdminDashboard } from '../features/admin/admin-dashboard';",
        "import { ServicesScreen } from '../features/catalogue/services-screen';",
        'export const parts = [AdminDashboard, ServicesScreen];',
      ].join('\n'),
    ],
    [
      'the server importing the domain',
      'src/server/modules/fees.ts',
      "import { DEFAULT_FEES } from '../../domain/fees';\nexport const fees = DEFAULT_FEES;\n",
    ],
    [
      'a server test importing its support and the app',
      'src/server/http/fast-path.test.ts',
      [
        "import { rawRequest } from '../test/support/raw-socket';",
        "import { createTestApp } from '../test/test-app';",
        "import { buildApp } from '../app';",
        'export const parts = [rawRequest, createTestApp, buildApp];',
      ].join('\n'),
    ],
    ['env.ts reading process.env', 'src/server/env.ts', 'export const port = Number(process.env.PORT);\n'],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
