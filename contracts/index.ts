export * from './auth';
export * from './plan';
export * from './chat';
export * from './flows';
export * from './executions';
export * from './credentials';
export * from './nodes';
export * from './simulation';
