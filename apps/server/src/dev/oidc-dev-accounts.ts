import { createHash, timingSafeEqual } from 'node:crypto';

export type DevOidcAccount = {
  subject: string;
  login: string;
  password: string;
  email: string;
  givenName: string;
  familyName: string;
};

export const DEV_OIDC_DEMO_ACCOUNT: DevOidcAccount = {
  subject: 'okta-demo-001',
  login: 'demo',
  password: 'Player#2026',
  email: 'demo@example.test',
  givenName: 'Demo',
  familyName: 'Player',
};

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

export function createDevAccountStore(accounts: readonly DevOidcAccount[]) {
  return {
    // Compare digests so the time taken says nothing about how much of a password matched.
    authenticate(login: string, password: string): DevOidcAccount | undefined {
      const account = accounts.find((candidate) => candidate.login === login.trim());
      const expected = digest(account?.password ?? '');
      const matches = timingSafeEqual(digest(password), expected);
      return account && matches ? account : undefined;
    },

    findBySubject(subject: string): DevOidcAccount | undefined {
      return accounts.find((account) => account.subject === subject);
    },
  };
}

export function accountClaims(account: DevOidcAccount) {
  return {
    sub: account.subject,
    email: account.email,
    email_verified: true,
    name: `${account.givenName} ${account.familyName}`,
    given_name: account.givenName,
    family_name: account.familyName,
    preferred_username: account.login,
  };
}
