export * from './contract';
export { createReactMount } from './react-mount';
export { createNavigator } from './navigator';
export { bookingModalTarget, closeBookingUrl, type BookingModalTarget } from './booking-url';
