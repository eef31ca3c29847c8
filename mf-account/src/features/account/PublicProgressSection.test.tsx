import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { HANDLE_RULE } from 'contracts';
import { fakeApi } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { renderAt } from '../../../test/test-router.tsx';
import { PublicProgressSection } from './PublicProgressSection.tsx';

const server = mockApi();

function renderSection() {
  renderAt(
    '/account',
    <App>
      <PublicProgressSection />
    </App>,
  );
}

describe('PublicProgressSection', () => {
  it('offers the suggested handle, saves the switch and links to the page', async () => {
    const api = fakeApi(server, {
      'GET progress/sharing/': { status: 200, body: { public: false, handle: null, suggested_handle: 'asha-rao' } },
      'PUT progress/sharing/': ({ body }) => ({ status: 200, body: { ...(body as object), suggested_handle: 'asha-rao' } }),
    });
    renderSection();
    const handle = (await screen.findByLabelText('Handle')) as HTMLInputElement;
    expect(handle.value).toBe('asha-rao');
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save public page' }));
    expect(await screen.findByRole('link', { name: 'Open my public page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open my public page' }).getAttribute('href')).toBe('/u/asha-rao/roadmap');
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ handle: 'asha-rao', public: true });
  });

  it('shows the field messages of a refused handle under the field', async () => {
    fakeApi(server, {
      'GET progress/sharing/': { status: 200, body: { public: true, handle: 'asha', suggested_handle: 'asha' } },
      'PUT progress/sharing/': {
        status: 400,
        body: { message: 'This handle is taken: choose another.', errors: { handle: 'This handle is taken: choose another.' } },
      },
    });
    renderSection();
    const handle = await screen.findByLabelText('Handle');
    fireEvent.change(handle, { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save public page' }));
    expect(await screen.findByText(HANDLE_RULE)).toBeTruthy();
    fireEvent.change(handle, { target: { value: 'zoe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save public page' }));
    await waitFor(() => expect(screen.getByText('This handle is taken: choose another.')).toBeTruthy());
  });
});
