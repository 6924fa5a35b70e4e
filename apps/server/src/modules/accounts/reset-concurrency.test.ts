import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { accountCall, linkSentTo } from './accounts.test-helpers';

const t = useTestApp({ outboxPollMs: 0 });

// docs/design.md#running-scaling-operating: PGlite serializes queries, so this race only means something on
// PostgreSQL too.
describe('one reset link used 20 times at once', () => {
  it('sets the password exactly once', async () => {
    await accountCall(t.app, {
      url: '/api/profile/resetPassword',
      brand: 'southland',
      payload: { username: 'demo' },
    });
    const { params } = await linkSentTo(t.db, 'demo@southland.example.com', 'account-reset-password');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        accountCall(t.app, {
          url: '/api/profile/updatePassword',
          brand: 'southland',
          address: `198.51.100.${i + 10}`,
          payload: { ...params, password: `Prairie#Wind${i}x`, confirmPassword: `Prairie#Wind${i}x` },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 204)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(19);
  });
});
