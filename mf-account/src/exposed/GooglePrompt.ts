import type { RemoteFunctions } from 'contracts';
import { startGooglePrompt } from '../features/auth/google/google-prompt.ts';

const GooglePrompt: RemoteFunctions['mf-account']['GooglePrompt'] = startGooglePrompt;
export default GooglePrompt;
