export { startGooglePrompt as default } from '../features/auth/google/google-prompt.ts';
