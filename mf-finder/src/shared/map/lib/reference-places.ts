import type { LatLng } from '../../locations/lib/map-view';

/**
 * Cities named on the offline map so a visitor can tell where the pins are (the outline alone
 * has no names). Centres to about a kilometre, which is finer than the map draws.
 */
export const REFERENCE_PLACES: ({ name: string } & LatLng)[] = [
  { name: 'London', lat: 51.507, lng: -0.128 },
  { name: 'Birmingham', lat: 52.486, lng: -1.89 },
  { name: 'Manchester', lat: 53.481, lng: -2.243 },
  { name: 'Leeds', lat: 53.801, lng: -1.549 },
  { name: 'Liverpool', lat: 53.408, lng: -2.992 },
  { name: 'Newcastle', lat: 54.978, lng: -1.618 },
  { name: 'Bristol', lat: 51.455, lng: -2.588 },
  { name: 'Cardiff', lat: 51.482, lng: -3.179 },
  { name: 'Edinburgh', lat: 55.953, lng: -3.188 },
  { name: 'Glasgow', lat: 55.864, lng: -4.252 },
  { name: 'Aberdeen', lat: 57.15, lng: -2.094 },
  { name: 'Belfast', lat: 54.597, lng: -5.93 },
  { name: 'Dublin', lat: 53.35, lng: -6.26 },
  { name: 'Southampton', lat: 50.91, lng: -1.404 },
  { name: 'Plymouth', lat: 50.376, lng: -4.143 },
  { name: 'Exeter', lat: 50.718, lng: -3.534 },
  { name: 'Oxford', lat: 51.752, lng: -1.258 },
  { name: 'Cambridge', lat: 52.205, lng: 0.122 },
  { name: 'Norwich', lat: 52.631, lng: 1.297 },
  { name: 'Nottingham', lat: 52.955, lng: -1.158 },
  { name: 'York', lat: 53.96, lng: -1.087 },
];
