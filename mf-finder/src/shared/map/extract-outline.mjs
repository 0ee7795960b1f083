// Builds public/maps/uk-outline.json, the offline map's land, from Natural Earth 1:10m Admin 0 countries as
// world-atlas 2.0.2 redistributes them (Natural Earth 4.1.0, public domain; world-atlas, ISC):
//
//   cd "$(mktemp -d)" && npm pack world-atlas@2.0.2 && tar xzf world-atlas-2.0.2.tgz
//   node $REPO/mf-finder/src/shared/map/extract-outline.mjs package/countries-10m.json > $REPO/mf-finder/public/maps/uk-outline.json
//
// It keeps the United Kingdom, Ireland, the Isle of Man and the Channel Islands, projects them to
// Web Mercator world pixels (256 px at zoom 0, as map-view.ts and Google Maps count), simplifies
// them for a map drawn at zoom 8 at most (Douglas–Peucker, under half a pixel) and drops islets
// smaller than a few pixels. The result is one SVG path per country, so the browser only scales it.
import fs from 'node:fs';

const KEEP = { 826: 'united-kingdom', 372: 'ireland', 833: 'isle-of-man', 831: 'guernsey', 832: 'jersey' };
const MAX_ZOOM = 8;
const TOLERANCE = 0.4 / 2 ** MAX_ZOOM;
const MIN_AREA = 6 / 4 ** MAX_ZOOM;
const DIGITS = 3;

const topology = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const [sx, sy] = topology.transform.scale;
const [tx, ty] = topology.transform.translate;

/** TopoJSON arcs are quantized and delta-encoded: back to longitude and latitude. */
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * sx + tx, y * sy + ty];
  });
});

function ring(indexes) {
  const points = [];
  for (const index of indexes) {
    const arc = index < 0 ? arcs[~index].slice().reverse() : arcs[index];
    points.push(...(points.length ? arc.slice(1) : arc));
  }
  return points;
}

function project([lng, lat]) {
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * 256, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 256];
}

function simplify(points) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const length = Math.hypot(bx - ax, by - ay);
    let worst = 0;
    let at = -1;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i];
      const distance = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > worst) [worst, at] = [distance, i];
    }
    if (worst > TOLERANCE) {
      keep[at] = 1;
      stack.push([first, at], [at, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const area = (points) => Math.abs(points.reduce((sum, [x, y], i) => sum + x * points[(i + 1) % points.length][1] - points[(i + 1) % points.length][0] * y, 0)) / 2;
const round = (n) => Number(n.toFixed(DIGITS));

/** Relative path commands: most steps are a few thousandths, so the file stays small. */
function pathOf(points) {
  let [x, y] = points[0].map(round);
  let d = `M${x} ${y}l`;
  for (const point of points.slice(1, -1)) {
    const [nx, ny] = point.map(round);
    d += `${round(nx - x)} ${round(ny - y)} `.replace(/(^| |-)0\./g, '$1.');
    [x, y] = [nx, ny];
  }
  return `${d.trimEnd()}z`;
}

const regions = [];
for (const geometry of topology.objects.countries.geometries) {
  const id = KEEP[geometry.id];
  if (!id) continue;
  const polygons = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
  const rings = polygons
    .map((polygon) => simplify(ring(polygon[0]).map(project)))
    .filter((points) => points.length > 3 && area(points) >= MIN_AREA);
  if (rings.length) regions.push({ id, d: rings.map(pathOf).join('') });
}

process.stdout.write(
  `${JSON.stringify({
    source: 'Natural Earth 1:10m Admin 0 countries, v4.1.0 (public domain), via world-atlas 2.0.2 (ISC); Web Mercator world pixels, 256 at zoom 0',
    regions,
  })}\n`,
);
