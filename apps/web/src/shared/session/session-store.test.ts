import { describe, expect, it } from 'vitest';
import { queryClient } from '../query/query-client';
import './session-store';

function otherTab(oldValue: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key: 'currentUser', oldValue, newValue }));
}

describe('session store across tabs', () => {
  const user = (token: string) => JSON.stringify({ access_token: token, refresh_token: 'r' });

  it.each([
    ['a login', null, user('b1')],
    ['a logout', user('a1'), null],
  ])("clears this tab's response cache on %s in another tab", (_, oldValue, newValue) => {
    queryClient.setQueryData(['profile'], { firstName: 'Previous' });
    otherTab(oldValue, newValue);
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it('keeps the cache when another tab only refreshed the tokens', () => {
    queryClient.setQueryData(['profile'], { firstName: 'Same' });
    otherTab(user('a1'), user('a2'));
    expect(queryClient.getQueryData(['profile'])).toEqual({ firstName: 'Same' });
    queryClient.clear();
  });
});
