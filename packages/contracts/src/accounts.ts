export * from './accounts/account-calls';
export * from './accounts/account-metadata';
export * from './accounts/account-secrets';
export * from './accounts/sign-up-rules';
