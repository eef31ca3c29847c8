import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { ReturnFocus } from './ReturnFocus.tsx';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Subscribe
      </button>
      {open && (
        <Modal open title="Subscribe to our newsletter" onCancel={() => setOpen(false)} footer={null}>
          <ReturnFocus />
          <input aria-label="Email" autoFocus />
        </Modal>
      )}
    </>
  );
}

describe('ReturnFocus', () => {
  it('gives the focus back to what had it when the dialog opened', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Subscribe' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
