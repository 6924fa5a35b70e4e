import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { applyVirtualKey, sanitizeKeyboardValue } from './keyboard-value';
import { VirtualKeyboard } from './virtual-keyboard';

function Harness({ onEnter, initial = '' }: { onEnter?: () => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="target">Card number</label>
      <input
        id="target"
        value={value}
        onChange={(event) => setValue(sanitizeKeyboardValue(event.target.value, 'number'))}
      />
      <VirtualKeyboard value={value} onChange={setValue} onEnter={onEnter} maxLength={6} />
    </>
  );
}

describe('keyboard value', () => {
  it('keeps only digits in number mode and anything in text mode', () => {
    expect(sanitizeKeyboardValue('7a0-0 0x1', 'number')).toBe('70001');
    expect(sanitizeKeyboardValue('a-1', 'text')).toBe('a-1');
    expect(applyVirtualKey('12', { kind: 'char', char: 'x' }, 'number')).toBe('12');
    expect(applyVirtualKey('12', { kind: 'char', char: '3' }, 'number')).toBe('123');
    expect(applyVirtualKey('12', { kind: 'delete' }, 'number')).toBe('1');
    expect(applyVirtualKey('12', { kind: 'clear' }, 'number')).toBe('');
    expect(applyVirtualKey('123', { kind: 'char', char: '4' }, 'number', 3)).toBe('123');
  });
});

describe('VirtualKeyboard', () => {
  it('has digit keys 0–9, Delete, Clear and Enter as buttons', () => {
    render(<Harness onEnter={() => undefined} />);
    for (const digit of '1234567890') expect(screen.getByRole('button', { name: digit })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'On-screen keyboard' })).toBeVisible();
  });

  it('pushes digits into the target input; Delete removes one, Clear empties it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Card number');
    for (const key of ['7', '0', '0', '1']) await user.click(screen.getByRole('button', { name: key }));
    expect(input).toHaveValue('7001');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(input).toHaveValue('700');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
  });

  it('drops non-digits typed into a number input and respects the maximum length', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    const input = screen.getByLabelText('Card number');
    await user.type(input, 'a3-b4');
    expect(input).toHaveValue('1234');
    for (const key of ['5', '6', '7']) await user.click(screen.getByRole('button', { name: key }));
    expect(input).toHaveValue('123456');
  });

  it('hides and shows the keys, and Enter calls back', async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    render(<Harness onEnter={onEnter} />);
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(onEnter).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Hide keyboard' }));
    expect(screen.queryByRole('button', { name: '1' })).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show keyboard' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(screen.getByRole('button', { name: '1' })).toBeInTheDocument();
  });

  it('is usable from the physical keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: '9' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(screen.getByLabelText('Card number')).toHaveValue('99');
  });
});
