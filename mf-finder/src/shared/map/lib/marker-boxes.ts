/**
 * Where each thing drawn on the offline map sits around its point, in CSS pixels: x to the
 * right, y down, (0, 0) the point itself. These are the boxes outline-map.css and
 * map-markers.css draw (change both together): clustering and label placement keep them apart.
 */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A restaurant's pin: a 28 × 32 link whose tip touches the point. */
export const PIN_BOX: Box = { left: -14, top: -27, right: 14, bottom: 5 };
/** Several restaurants' pin: a 34 × 42 button, its tail on the point. */
export const CLUSTER_BOX: Box = { left: -17, top: -38, right: 17, bottom: 4 };
/** The place searched for (or the visitor's position): an 18 px ring centred on the point. */
export const ORIGIN_BOX: Box = { left: -9, top: -9, right: 9, bottom: 9 };
/** A town's dot on the map, 6 px. */
export const TOWN_DOT_BOX: Box = { left: -3, top: -3, right: 3, bottom: 3 };

/** A shape's box placed at (x, y). */
export const boxAt = (shape: Box, x: number, y: number): Box => ({ left: x + shape.left, top: y + shape.top, right: x + shape.right, bottom: y + shape.bottom });

/** Whether two boxes share any area (touching edges do not count). */
export const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
