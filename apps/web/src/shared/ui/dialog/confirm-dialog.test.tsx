import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

/** An opener that hides itself in the same commit that opens the dialog, like a menu item. */
function Harness() {
  const [open, setOpen] = useState(false);
  const [openerHidden, setOpenerHidden] = useState(false);
  const fallback = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={fallback} type="button">
        Fallback
      </button>
      <div hidden={openerHidden}>
        <button
          type="button"
          onClick={() => {
            setOpenerHidden(true);
            setOpen(true);
          }}
        >
          Open
        </button>
      </div>
      <ConfirmDialog
        open={open}
        title="Sure?"
        message="Really?"
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
        returnFocus={fallback}
      />
    </>
  );
}

describe('ConfirmDialog focus', () => {
  it('focuses the safe choice when it opens and returns focus to a still-visible opener', async () => {
    render(<ConfirmDialogWithVisibleOpener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('returns focus to returnFocus when the opener was hidden while the dialog was open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Fallback' })).toHaveFocus();
  });
});

function ConfirmDialogWithVisibleOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ConfirmDialog
        open={open}
        title="Sure?"
        message="Really?"
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
