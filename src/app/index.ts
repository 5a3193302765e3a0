export * from './session';
export * from './hooks';
export * from './oauthHooks';
export * from './passwordChange';
export { appBus } from './bus';
export { defaultDeps, type AppDeps } from './actors';
