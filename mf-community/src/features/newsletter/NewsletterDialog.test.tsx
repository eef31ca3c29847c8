import { beforeEach, describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getSession, setToken } from 'shared';
import { NewsletterDialog } from './NewsletterDialog.tsx';
import { fakeApi } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';

const server = mockApi();

beforeEach(() => {
  localStorage.clear();
});

/** The shell's part: a Subscribe button that opens the dialog and keeps it mounted. */
function Host() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Subscribe
      </button>
      <NewsletterDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Renders the host with the API answering as given; answers the fake API. */
function renderAnswering(answers: Parameters<typeof fakeApi>[1]) {
  const api = fakeApi(server, answers);
  render(<Host />, { wrapper: queryWrapper() });
  return api;
}

/** The API's answer to a subscription. */
const subscribeAnswer = (status: number, body: object) => ({ 'POST emailsubscribe/': { status, body } });

async function subscribeWith(email: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to our newsletter' });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Subscribe' }).at(-1)!);
  return dialog;
}

describe('NewsletterDialog', () => {
  it('sends the address, closes, says to check the inbox, and leaves the login token alone', async () => {
    setToken({ access: 'login-access', refresh: 'login-refresh' });
    const api = renderAnswering(
      subscribeAnswer(201, { status: 'pending', message: 'Thanks! Check your inbox for a link to confirm your subscription.' }),
    );
    await subscribeWith(' reader@example.com ');

    expect(await screen.findByText('Thanks! Check your inbox for a link to confirm your subscription.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscribe to our newsletter' })).toBeNull());
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/emailsubscribe/']);
    expect(api.requests[0]!.body).toEqual({ email: 'reader@example.com' });
    expect(api.requests[0]!.authorization).toBeNull();
    expect(getSession().token).toEqual({ access: 'login-access', refresh: 'login-refresh' });
    expect(JSON.parse(localStorage.getItem('token')!)).toEqual({ access: 'login-access', refresh: 'login-refresh' });
    setToken(null);
  });

  it('says when the address is already subscribed', async () => {
    renderAnswering(
      subscribeAnswer(200, { status: 'already-subscribed', message: 'This address is already subscribed. Thanks for reading!' }),
    );
    await subscribeWith('reader@example.com');
    expect(await screen.findByText('This address is already subscribed. Thanks for reading!')).toBeTruthy();
  });

  it('stays open with the reason when the address is refused', async () => {
    renderAnswering(subscribeAnswer(400, { message: 'The request is not valid.', errors: { email: 'Enter a valid email address.' } }));
    await subscribeWith('reader@example.com');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Subscribe to our newsletter' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('reader@example.com');
  });

  it('does not send an empty address, and closes on dismiss', async () => {
    const api = renderAnswering({});
    await subscribeWith('');
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(api.requests).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscribe to our newsletter' })).toBeNull());
  });
});
