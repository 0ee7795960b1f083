export * from './contract';
export { createReactMount } from './react-mount';
export { createNavigator } from './navigator';
export { bookingModalTarget, closeBookingUrl, type BookingModalTarget } from './booking-url';
export { holdInteractions, REMOTE_HYDRATED_EVENT, type HeldInteractions } from './pre-hydration';
