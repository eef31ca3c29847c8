import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CONTACT_SUCCESS, ContactPage, TOAST_MS } from './ContactPage.tsx';
import { fakeApi } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';

const server = mockApi();

afterEach(() => {
  jest.useRealTimers();
});

/** Renders the page with the API answering as given, fills the form and sends it; answers the fake API. */
function send(answers: Parameters<typeof fakeApi>[1], name: string, email: string, message: string) {
  const api = fakeApi(server, answers);
  render(<ContactPage />, { wrapper: queryWrapper() });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  return api;
}

describe('ContactPage', () => {
  it('does nothing when a field is missing and shows which one', async () => {
    const api = send({}, 'Asha', '', 'Hello');
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('shows the toast after sending, clears the form, and hides the toast after 4000 ms', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const api = send(
      { 'POST contact/': { status: 201, body: { message: 'Thanks' } } },
      'Asha',
      'asha@example.com',
      'Please write about Wan 2.2.',
    );
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeTruthy();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/contact/']);
    expect(api.requests[0]!.body).toEqual({ name: 'Asha', email: 'asha@example.com', message: 'Please write about Wan 2.2.' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    act(() => jest.advanceTimersByTime(TOAST_MS - 100));
    expect(screen.queryByText(CONTACT_SUCCESS)).toBeTruthy();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(CONTACT_SUCCESS)).toBeNull();
  });

  it('hides the toast on close', async () => {
    send({ 'POST contact/': { status: 201, body: { message: 'Thanks' } } }, 'Asha', 'asha@example.com', 'Hi');
    await screen.findByText(CONTACT_SUCCESS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(CONTACT_SUCCESS)).toBeNull();
  });

  it('keeps the text and shows the error when sending fails', async () => {
    send(
      { 'POST contact/': { status: 429, body: { message: 'Too many messages. Try again in a minute.' } } },
      'Asha',
      'asha@example.com',
      'Keep me',
    );
    expect(await screen.findByText('Too many messages. Try again in a minute.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Keep me'));
  });
});
