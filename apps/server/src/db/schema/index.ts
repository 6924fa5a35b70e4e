export * from './tenants';
export * from './players';
export * from './tokens';
export * from './identity';
export * from './outbox';
