export * from './session';
export * from './hooks';
export { appBus } from './bus';
export { defaultDeps, type AppDeps } from './actors';
