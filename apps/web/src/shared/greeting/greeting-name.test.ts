import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name';

const nathan = { firstName: 'Nathan', lastName: 'Krise', username: 'demo' };

describe('greetingName', () => {
  it('names the player, or by the username without a name', () => {
    expect(greetingName(nathan, true)).toBe('Nathan Krise');
    expect(greetingName({ ...nathan, firstName: '', lastName: ' ' }, false)).toBe('demo');
    expect(greetingName(undefined, false)).toBeNull();
  });

  it('leaves out the name of a discreet player on a shared screen only', () => {
    expect(greetingName({ ...nathan, discreet: true }, true)).toBeNull();
    expect(greetingName({ ...nathan, discreet: true }, false)).toBe('Nathan Krise');
    expect(greetingName({ ...nathan, discreet: false }, true)).toBe('Nathan Krise');
  });
});
