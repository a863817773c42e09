// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../../../portal/components/Modal';

function Harness(props: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        role="alertdialog"
        title="Delete it?"
        onClose={props.dismissible === false ? undefined : () => setOpen(false)}
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" data-autofocus>
              Yes
            </button>
          </>
        }
      >
        <p>This cannot be undone.</p>
      </Modal>
    </>
  );
}

afterEach(cleanup);

describe('modal dialog (ui-guide: focus-trapped, Esc closes, returns focus)', () => {
  it('is a named, described modal dialog that takes the focus', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete it?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('This cannot be undone.');
    expect(document.activeElement?.textContent).toBe('Yes');
  });

  it('keeps Tab and Shift+Tab inside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const yes = screen.getByRole('button', { name: 'Yes' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    yes.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(yes);
  });

  it('closes on Escape and gives the focus back', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape when it must be answered', () => {
    render(<Harness dismissible={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
