export * from './contract';
export { createReactMount, type ReactMountOptions } from './react-mount';
export { lazyPart, PartRendered, type HydrationPart, type LazyPart } from './lazy-part';
export { createNavigator } from './navigator';
export { bookingModalTarget, closeBookingUrl, type BookingModalTarget } from './booking-url';
export { FORM_TOKEN_FIELD, formSearch, readFormSearch, type FormProblem, type FormRender } from './form-render';
export { REMOTE_HYDRATED_EVENT } from './hydrated-event';
export { holdInteractions, type HeldInteractions } from './pre-hydration';
export { hostKey, stateBlockId } from './server-html';
