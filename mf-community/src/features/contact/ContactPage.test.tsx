import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CONTACT_SUCCESS, ContactPage, TOAST_MS } from './ContactPage.tsx';

// The component talks to the real HTTP client; only the network below it is replaced.
const fetchSpy = jest.fn<typeof fetch>();

beforeEach(() => {
  fetchSpy.mockReset();
  globalThis.fetch = fetchSpy;
});
afterEach(() => {
  jest.useRealTimers();
});

function fill(name: string, email: string, message: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
}

describe('ContactPage', () => {
  it('does nothing when a field is missing and shows which one', async () => {
    render(<ContactPage />);
    fill('Asha', '', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the toast after sending, clears the form, and hides the toast after 4000 ms', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ message: 'Thanks' }), { status: 201 }));
    render(<ContactPage />);
    fill('Asha', 'asha@example.com', 'Please write about Wan 2.2.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/contact/');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Asha', email: 'asha@example.com', message: 'Please write about Wan 2.2.' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    act(() => jest.advanceTimersByTime(TOAST_MS - 100));
    expect(screen.queryByText(CONTACT_SUCCESS)).toBeTruthy();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(CONTACT_SUCCESS)).toBeNull();
  });

  it('hides the toast on close', async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ message: 'Thanks' }), { status: 201 }));
    render(<ContactPage />);
    fill('Asha', 'asha@example.com', 'Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(CONTACT_SUCCESS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(CONTACT_SUCCESS)).toBeNull();
  });

  it('keeps the text and shows the error when sending fails', async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ message: 'Too many messages. Try again in a minute.' }), { status: 429 }));
    render(<ContactPage />);
    fill('Asha', 'asha@example.com', 'Keep me');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages. Try again in a minute.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Keep me'));
  });
});
