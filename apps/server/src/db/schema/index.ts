export * from './tenants';
export * from './players';
export * from './tokens';
export * from './identity';
export * from './rewards';
export * from './ledger';
export * from './outbox';
export * from './account-tokens';
