/**
 * Where a town "is" when a visitor types its name: its centre, as a local would point to it (a
 * market place, a cathedral square, the town hall), not the average of its postcode districts,
 * which sags towards the suburbs, nor the average of our restaurants there, which put
 * "Manchester" in Fallowfield, halfway to Didsbury.
 *
 * Every town the restaurants are in is here (a test checks the seed against it), plus the towns
 * the spec names. Coordinates to about 100 m, each at the landmark named beside it.
 */
export interface TownCentre {
  name: string;
  lat: number;
  lng: number;
  /** Where the point is, so the next person can check it. */
  landmark: string;
  /** Other names a visitor types for the same town ("Henley" for Henley-on-Thames). */
  aliases?: readonly string[];
}

export const TOWN_CENTRES: readonly TownCentre[] = [
  { name: 'Bath', lat: 51.3814, lng: -2.3591, landmark: 'Abbey Churchyard' },
  { name: 'Bournemouth', lat: 50.7203, lng: -1.8797, landmark: 'The Square' },
  { name: 'Brandon', lat: 52.4475, lng: 0.6243, landmark: 'Market Hill' },
  { name: 'Brighton', lat: 50.8245, lng: -0.1425, landmark: 'Clock Tower' },
  { name: 'Bristol', lat: 51.4545, lng: -2.5879, landmark: 'Broadmead and the Centre' },
  { name: 'Cardiff', lat: 51.4816, lng: -3.1791, landmark: 'Queen Street, by the castle' },
  { name: 'Ellesmere Port', lat: 53.2788, lng: -2.9009, landmark: 'Port Arcades' },
  { name: 'Greenhithe', lat: 51.4506, lng: 0.2829, landmark: 'High Street' },
  { name: 'Henley-on-Thames', lat: 51.5375, lng: -0.9035, landmark: 'Market Place', aliases: ['Henley'] },
  { name: 'Hove', lat: 50.8277, lng: -0.1686, landmark: 'Town Hall, Church Road' },
  { name: 'London', lat: 51.5074, lng: -0.1278, landmark: 'Charing Cross' },
  { name: 'Manchester', lat: 53.4808, lng: -2.2426, landmark: "St Peter's Square and Albert Square" },
  { name: 'Newark-on-Trent', lat: 53.0764, lng: -0.8088, landmark: 'Market Place', aliases: ['Newark'] },
  { name: 'Portsmouth', lat: 50.7964, lng: -1.0912, landmark: 'Guildhall Square' },
  { name: 'Reigate', lat: 51.2372, lng: -0.2057, landmark: 'Old Town Hall, High Street' },
  { name: 'Ruislip', lat: 51.5744, lng: -0.4227, landmark: 'High Street' },
  { name: 'St Albans', lat: 51.7524, lng: -0.3393, landmark: 'Clock Tower, Market Place' },
  { name: 'Stratford-upon-Avon', lat: 52.1919, lng: -1.7075, landmark: 'Bridge Street' },
  { name: 'Warminster', lat: 51.2046, lng: -2.1798, landmark: 'Market Place' },
  { name: 'Windsor', lat: 51.4829, lng: -0.6063, landmark: 'Guildhall, High Street' },
  { name: 'Witney', lat: 51.7848, lng: -1.4854, landmark: 'Buttercross, Market Square' },
];
