/**
 * Proves that lint enforces the module boundaries of STYLE.md: it lints deliberately forbidden
 * imports, placed as if they were files of real projects, with the workspace's own ESLint config.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const CASES = {
  featureImportsFeature: {
    file: 'libs/live/src/lib/forbidden.ts',
    code: "import { detailBlocksFor } from '@share/content-detail';\nexport const x = detailBlocksFor;\n",
  },
  clueReportImportsCommunity: {
    file: 'libs/clue-report/src/lib/forbidden.ts',
    code: "import { CirclePage } from '@share/community';\nexport const x = CirclePage;\n",
  },
  communityImportsClueReport: {
    file: 'libs/community/src/lib/forbidden.ts',
    code: "import { ClueTopicPage } from '@share/clue-report';\nexport const x = ClueTopicPage;\n",
  },
  uiImportsFeature: {
    file: 'libs/ui/src/lib/forbidden-feature.ts',
    code: "import { ClueReportPage } from '@share/clue-report';\nexport const x = ClueReportPage;\n",
  },
  recordFeatureImportsShells: {
    file: 'libs/community/src/lib/allowed.ts',
    code: "import { RecordListScreen } from '@share/ui';\nimport { useRecordPages } from '@share/api-client';\nexport const x = [RecordListScreen, useRecordPages];\n",
  },
  uiImportsDataAccess: {
    file: 'libs/ui/src/lib/forbidden.ts',
    code: "import { detectEnvironment } from '@share/open-app';\nexport const x = detectEnvironment;\n",
  },
  utilImportsReact: {
    file: 'libs/util-format/src/lib/forbidden.ts',
    code: "import { useState } from 'react';\nexport const x = useState;\n",
  },
  utilImportsStyledComponents: {
    file: 'libs/contract/src/lib/forbidden.ts',
    code: "import styled from 'styled-components';\nexport const x = styled;\n",
  },
  dataAccessImportsUi: {
    file: 'libs/api-client/src/lib/forbidden.ts',
    code: "import { EmptyState } from '@share/ui';\nexport const x = EmptyState;\n",
  },
  platformImportsSiteFeature: {
    file: 'apps/platform-api/src/forbidden.ts',
    code: "import { detailBlocksFor } from '@share/content-detail';\nexport const x = detailBlocksFor;\n",
  },
  platformImportsUi: {
    file: 'apps/platform-api/src/forbidden-ui.ts',
    code: "import { EmptyState } from '@share/ui';\nexport const x = EmptyState;\n",
  },
  platformImportsAuth: {
    file: 'apps/platform-api/src/forbidden-auth.ts',
    code: "import { createSessionStore } from '@share/auth';\nexport const x = createSessionStore;\n",
  },
  platformImportsTracking: {
    file: 'apps/platform-api/src/forbidden-tracking.ts',
    code: "import * as tracking from '@share/tracking';\nexport const x = tracking;\n",
  },
  platformImportsUtilFormat: {
    file: 'apps/platform-api/src/allowed-format.ts',
    code: "import * as format from '@share/util-format';\nexport const x = format;\n",
  },
  platformImportsContract: {
    file: 'apps/platform-api/src/allowed.ts',
    code: "import { encodePublicId } from '@share/contract';\nexport const x = encodePublicId;\n",
  },
  // The auth domain is two projects in one folder (libs/auth/README.md): the session is data-access,
  // which every feature may read; the panel and pages are a feature like any other.
  authFeatureImportsAuthDataAccess: {
    file: 'libs/auth/feature/src/lib/allowed.ts',
    code:
      "import { useSession } from '@share/auth';\nimport { BottomSheet } from '@share/ui';\n" +
      'export const x = [useSession, BottomSheet];\n',
  },
  featureImportsAuthDataAccess: {
    file: 'libs/live/src/lib/allowed-auth.ts',
    code: "import { useSession } from '@share/auth';\nexport const x = useSession;\n",
  },
  featureImportsAuthFeature: {
    file: 'libs/live/src/lib/forbidden-auth.ts',
    code: "import { LoginPanel } from '@share/auth/feature';\nexport const x = LoginPanel;\n",
  },
  authFeatureImportsFeature: {
    file: 'libs/auth/feature/src/lib/forbidden.ts',
    code: "import { detailBlocksFor } from '@share/content-detail';\nexport const x = detailBlocksFor;\n",
  },
  authDataAccessImportsAuthFeature: {
    file: 'libs/auth/data-access/src/lib/forbidden.ts',
    code: "import { LoginPanel } from '@share/auth/feature';\nexport const x = LoginPanel;\n",
  },
  authDataAccessImportsUi: {
    file: 'libs/auth/data-access/src/lib/forbidden-ui.ts',
    code: "import { BottomSheet } from '@share/ui';\nexport const x = BottomSheet;\n",
  },
  uiImportsAuthFeature: {
    file: 'libs/ui/src/lib/forbidden-auth.ts',
    code: "import { LoginPanel } from '@share/auth/feature';\nexport const x = LoginPanel;\n",
  },
  appImportsAuthFeature: {
    file: 'apps/share-web/app/routes/allowed-auth.tsx',
    code:
      "import { AuthView } from '@share/auth/feature';\nimport { openLogin } from '@share/auth';\n" +
      'export const x = [AuthView, openLogin];\n',
  },
  featureImportsServer: {
    file: 'libs/live/src/lib/forbidden-server.ts',
    code: "import { settings } from '@share/share-web-server';\nexport const x = settings;\n",
  },
  dataAccessImportsServer: {
    file: 'libs/wx-share/src/lib/forbidden-server.ts',
    code: "import { settings } from '@share/share-web-server';\nexport const x = settings;\n",
  },
  appBrowserFileImportsServer: {
    file: 'apps/share-web/app/lib/forbidden-server.ts',
    code: "import { settings } from '@share/share-web-server';\nexport const x = settings;\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  appRouteImportsServer: {
    file: 'apps/share-web/app/routes/forbidden-server.tsx',
    code: "import { settings } from '@share/share-web-server';\nexport const x = settings;\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  appServerFileImportsServer: {
    file: 'apps/share-web/app/lib/allowed.server.ts',
    code: "import { settings } from '@share/share-web-server';\nexport const x = settings;\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  appEntryServerImportsServer: {
    file: 'apps/share-web/app/entry.server.tsx',
    code: "import { settings } from '@share/share-web-server';\nexport const x = settings;\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  appImportsServer: {
    file: 'apps/share-web/server/allowed.ts',
    code: "import { serve } from '@share/share-web-server';\nexport const x = serve;\n",
  },
  featureImportsDataAccessAndUtil: {
    file: 'libs/live/src/lib/allowed.ts',
    code: "import { detectEnvironment } from '@share/open-app';\nimport { encodePublicId } from '@share/contract';\nexport const x = [detectEnvironment, encodePublicId];\n",
  },
};
type CaseName = keyof typeof CASES;

let errors: Record<CaseName, string[]>;

beforeAll(() => {
  const names = Object.keys(CASES) as CaseName[];
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, 'lint-cases.mjs'), JSON.stringify(names.map((name) => CASES[name]))],
    { encoding: 'utf8' },
  );
  const messages = JSON.parse(output) as string[][];
  errors = Object.fromEntries(names.map((name, i) => [name, messages[i]])) as Record<CaseName, string[]>;
});

describe('module boundaries', () => {
  it('forbids a browser file of the app importing the server library; its server files may', () => {
    expect(errors.appBrowserFileImportsServer).toEqual([expect.stringContaining('Server-only')]);
    expect(errors.appRouteImportsServer).toEqual([expect.stringContaining('Server-only')]);
    expect(errors.appServerFileImportsServer).toEqual([]);
    expect(errors.appEntryServerImportsServer).toEqual([]);
  });

  it('forbids a feature importing another feature', () => {
    expect(errors.featureImportsFeature).toHaveLength(1);
    expect(errors.featureImportsFeature[0]).toContain('type:feature');
  });

  it('forbids the clue-report pages and the community pages importing each other (the app composes them)', () => {
    expect(errors.clueReportImportsCommunity).toHaveLength(1);
    expect(errors.clueReportImportsCommunity[0]).toContain('type:feature');
    expect(errors.communityImportsClueReport).toHaveLength(1);
    expect(errors.communityImportsClueReport[0]).toContain('type:feature');
  });

  // Every feature builds on ui, so lint names the import a cycle before it checks the tags.
  it('forbids ui importing a feature (the record page shells live in ui, the pages in the features)', () => {
    expect(errors.uiImportsFeature).toHaveLength(1);
    expect(errors.uiImportsFeature[0]).toContain('Circular dependency between "ui" and "clue-report" detected');
  });

  it('forbids ui importing data-access', () => {
    expect(errors.uiImportsDataAccess).toHaveLength(1);
    expect(errors.uiImportsDataAccess[0]).toContain('type:ui');
  });

  it('forbids a util importing react or styled-components', () => {
    expect(errors.utilImportsReact).toHaveLength(1);
    expect(errors.utilImportsReact[0]).toContain('react');
    expect(errors.utilImportsStyledComponents).toHaveLength(1);
    expect(errors.utilImportsStyledComponents[0]).toContain('styled-components');
  });

  it('forbids data-access importing ui', () => {
    expect(errors.dataAccessImportsUi).toHaveLength(1);
    expect(errors.dataAccessImportsUi[0]).toContain('type:data-access');
  });

  it('forbids the platform API importing a site library (scope:platform reaches only scope:shared)', () => {
    expect(errors.platformImportsSiteFeature).toHaveLength(1);
    expect(errors.platformImportsSiteFeature[0]).toContain('scope:platform');
  });

  it.each(['platformImportsUi', 'platformImportsAuth', 'platformImportsTracking'] as const)(
    'forbids the platform API the browser libraries (%s): they are scope:share-web',
    (name) => {
      expect(errors[name]).toHaveLength(1);
      expect(errors[name][0]).toContain('scope:platform');
    },
  );

  it('allows the platform API the shared libraries (here the contract and util-format)', () => {
    expect(errors.platformImportsContract).toEqual([]);
    expect(errors.platformImportsUtilFormat).toEqual([]);
  });

  it.each(['featureImportsServer', 'dataAccessImportsServer'] as const)(
    'forbids browser code the server library (%s)',
    (name) => {
      expect(errors[name]).toHaveLength(1);
      expect(errors[name][0]).toMatch(
        /^A project tagged with "type:(feature|data-access)" can only depend on libs tagged with/,
      );
      expect(errors[name][0]).not.toContain('type:server');
    },
  );

  it('allows the app its server library', () => {
    expect(errors.appImportsServer).toEqual([]);
  });

  it('allows what the table allows: a feature importing data-access and util', () => {
    expect(errors.featureImportsDataAccessAndUtil).toEqual([]);
  });

  describe('the auth domain: two projects in libs/auth', () => {
    it('allows the auth feature the session (auth-data-access) and the design system', () => {
      expect(errors.authFeatureImportsAuthDataAccess).toEqual([]);
    });

    it('allows any feature the session, and the app both auth projects', () => {
      expect(errors.featureImportsAuthDataAccess).toEqual([]);
      expect(errors.appImportsAuthFeature).toEqual([]);
    });

    it.each(['featureImportsAuthFeature', 'authFeatureImportsFeature'] as const)(
      'forbids a feature importing another feature (%s)',
      (name) => {
        expect(errors[name]).toHaveLength(1);
        expect(errors[name][0]).toContain('type:feature');
      },
    );

    it('forbids the session importing the design system', () => {
      expect(errors.authDataAccessImportsUi).toHaveLength(1);
      expect(errors.authDataAccessImportsUi[0]).toContain('type:data-access');
    });

    // The panel imports the session and the design system, so these imports close a cycle: Nx
    // reports the cycle (it checks cycles before tags), and lint fails all the same.
    it('forbids the session importing the panel', () => {
      expect(errors.authDataAccessImportsAuthFeature).toHaveLength(1);
      expect(errors.authDataAccessImportsAuthFeature[0]).toContain(
        'Circular dependency between "auth-data-access" and "auth" detected',
      );
    });

    it('forbids ui importing the auth feature', () => {
      expect(errors.uiImportsAuthFeature).toHaveLength(1);
      expect(errors.uiImportsAuthFeature[0]).toContain('Circular dependency between "ui" and "auth" detected');
    });
  });

  it('allows a record feature the shared shells of ui and the paging of api-client', () => {
    expect(errors.recordFeatureImportsShells).toEqual([]);
  });
});
