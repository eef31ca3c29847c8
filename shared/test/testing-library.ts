// Runs after the test framework is set up (setupFilesAfterEnv), so Testing Library also registers its
// cleanup after each test. antd screens render slowly in jsdom on a busy 2-core machine: findBy…/waitFor
// wait up to 5 s for what a user would see (a failing expectation still fails, only later).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
