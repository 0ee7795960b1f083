export { drawArtwork, FRAMES, TABLES, type Artwork, type Frame, type Subject } from './artwork';
export type { FlatLay } from './scenes/flat-lay';
export type { TimeOfDay } from './palette';
export { createRandom, hashText, type Random } from './random';
