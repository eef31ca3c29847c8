import { createAppConfig } from '../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      app: 'mf-account',
      dir: import.meta.dirname,
      exposes: {
        './SignInPage': './src/exposed/SignInPage.tsx',
        './SignUpPage': './src/exposed/SignUpPage.tsx',
        './ForgotPasswordPage': './src/exposed/ForgotPasswordPage.tsx',
        './ResetPasswordPage': './src/exposed/ResetPasswordPage.tsx',
        './AccountPage': './src/exposed/AccountPage.tsx',
        './LibraryPage': './src/exposed/LibraryPage.tsx',
        './PricingPage': './src/exposed/PricingPage.tsx',
        './GooglePrompt': './src/exposed/GooglePrompt.ts',
        './AdminDashboard': './src/exposed/AdminDashboard.tsx',
        './AdminUsers': './src/exposed/AdminUsers.tsx',
        './AdminAudit': './src/exposed/AdminAudit.tsx',
      },
    },
    argv,
  );
