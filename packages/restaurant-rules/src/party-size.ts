/**
 * How big a table is booked online and where a group starts (spec §5, §9: "Max table booking
 * covers 15"). The one number every text and form about group sizes derives from: the booking
 * journey, the group bookings form, and the seeded pages (a test holds them to it).
 */
export const ONLINE_MAX_COVERS = 15;
/** The smallest party the group bookings form takes: anything larger than a table booked online. */
export const GROUP_MIN_COVERS = ONLINE_MAX_COVERS + 1;
