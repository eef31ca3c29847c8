import { createAppConfig } from '../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      app: 'mf-workflows',
      dir: import.meta.dirname,
      exposes: {
        './WorkflowsPage': './src/exposed/WorkflowsPage.tsx',
        './AdminWorkflows': './src/exposed/AdminWorkflows.tsx',
        './AdminResults': './src/exposed/AdminResults.tsx',
      },
    },
    argv,
  );
