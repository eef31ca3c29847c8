import { createAppConfig } from '../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      app: 'mf-content',
      dir: import.meta.dirname,
      exposes: {
        './HomePage': './src/exposed/HomePage.tsx',
        './ArticlePage': './src/exposed/ArticlePage.tsx',
        './SectionIndexPage': './src/exposed/SectionIndexPage.tsx',
        './RoadmapPage': './src/exposed/RoadmapPage.tsx',
        './PublicProgressPage': './src/exposed/PublicProgressPage.tsx',
        './SearchPage': './src/exposed/SearchPage.tsx',
        './PrivacyPage': './src/exposed/PrivacyPage.tsx',
      },
    },
    argv,
  );
