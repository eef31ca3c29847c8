import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentUserLoaded, signedOut } from 'shared';
import { ADA_SIGNS_IN, WITH_GOOGLE } from '../../../test/fake-api.ts';
import { fakeApi } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { GOOGLE_UNAVAILABLE } from './GoogleButton.tsx';
import { GOOGLE_SCRIPT_URL } from './google/google-identity.ts';
import { SignInPage } from './SignInPage.tsx';
import { renderAt } from '../../../test/test-router.tsx';

const server = mockApi();

beforeEach(() => {
  signedOut();
  localStorage.clear();
  currentUserLoaded(null);
});

describe('when Google’s script cannot load (as on this machine)', () => {
  it('says so in one line, and email sign-in still works', async () => {
    fakeApi(server, {
      'GET config/': WITH_GOOGLE,
      ...ADA_SIGNS_IN,
    });
    renderAt('/signin', <SignInPage />);
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_SCRIPT_URL}"]`);
      if (!found) throw new Error('no script yet');
      return found;
    });
    const logged = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByText(GOOGLE_UNAVAILABLE)).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
