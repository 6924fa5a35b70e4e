export * from './brands';
export * from './constants';
export * from './errors';
export * from './i18n';
export * from './auth';
export * from './profile';
export * from './settings';
export * from './metadata';
