export * from './mount-contract';
export * from './hydration-contract';
