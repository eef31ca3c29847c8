import { createAppConfig } from '../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      app: 'mf-community',
      dir: import.meta.dirname,
      exposes: {
        './Comments': './src/exposed/Comments.tsx',
        './ContactPage': './src/exposed/ContactPage.tsx',
        './NewsletterDialog': './src/exposed/NewsletterDialog.tsx',
        './AdminComments': './src/exposed/AdminComments.tsx',
        './AdminMessages': './src/exposed/AdminMessages.tsx',
        './AdminNewsletter': './src/exposed/AdminNewsletter.tsx',
      },
    },
    argv,
  );
