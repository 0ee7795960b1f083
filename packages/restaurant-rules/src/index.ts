/**
 * @riviere/restaurant-rules: the restaurant rules the brand API, the site server and every
 * remote share, so server and browser always agree. Framework-free, no I/O, no dependencies;
 * `now` (epoch ms) and the time zone are always passed in.
 */
export * from './clock';
export * from './opening-hours';
export * from './week-hours';
export * from './distance';
export * from './booking-time';
export * from './party-size';
export * from './slot-window';
export * from './link-groups';
export * from './paths';
export * from './booking-mode';
export * from './address';
export * from './schema-org';
export * from './icalendar';
export * from './plain-booking';
