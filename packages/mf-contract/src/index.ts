export * from './contract';
export { createReactMount } from './react-mount';
export { createNavigator } from './navigator';
