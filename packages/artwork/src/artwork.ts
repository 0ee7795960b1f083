import type { TimeOfDay } from './palette';
import { createRandom } from './random';
import { FLAT_LAYS, flatLayScene, type FlatLay } from './scenes/flat-lay';
import { interiorScene } from './scenes/interior';
import { kitchenScene } from './scenes/kitchen';
import { streetScene } from './scenes/street';

/** What a picture shows. */
export type Subject =
  /** A restaurant's front on its street, its town on the awning. */
  | { kind: 'restaurant-front'; town: string }
  /** A restaurant's dining room: zinc bar, globe lights, banquettes. */
  | { kind: 'restaurant-room' }
  /** The brand's dining room at evening, arched windows onto the street (the home page). */
  | { kind: 'dining-room' }
  /** A brasserie terrace on its street, at a time of day. */
  | { kind: 'terrace'; time: TimeOfDay }
  /** The front with a chalkboard by the door saying "We're hiring". */
  | { kind: 'hiring' }
  /** The dining room dressed for Christmas or New Year's Eve. */
  | { kind: 'festive-room'; festive: 'christmas' | 'new-year' }
  /** A table from above with a dish or a table's worth of things on it. */
  | { kind: 'table'; lay: FlatLay }
  /** Behind the pass: the kitchen, with plates of moules frites waiting or not. */
  | { kind: 'kitchen'; plates: boolean };

/** Shapes a picture is made in. Widths are the largest variant the image pipeline makes. */
export const FRAMES = {
  /** Full-width page heroes (2 : 1). */
  hero: { width: 1600, height: 800 },
  /** A restaurant's photographs (3 : 2). */
  photo: { width: 1600, height: 1067 },
  /** Tiles, menus and offers (4 : 3). */
  card: { width: 1600, height: 1200 },
  /** Job headers (16 : 9). */
  banner: { width: 1600, height: 900 },
} as const;
export type Frame = keyof typeof FRAMES;

export interface Artwork {
  svg: string;
  width: number;
  height: number;
  /** What the picture shows, for its `alt`. */
  alt: string;
}

const TABLE_ALT: Record<FlatLay, string> = {
  'steak-frites': 'Steak frites with béarnaise and a glass of red wine on a bistro table',
  'two-steak-frites': 'Two plates of steak frites side by side with two glasses of red',
  'set-menu': 'Onion soup, steak frites and crème brûlée beside the prix fixe menu',
  'kids-plate': "A children's plate of steak, frites and peas with crayons and a colouring sheet",
  'afternoon-tea': 'A three-tier afternoon tea stand of sandwiches, scones, macarons and éclairs, with teacups',
  'vegan-bowl': 'A bowl of roast squash, chickpeas, greens and avocado with lemon and herbs',
  'menus-and-wine': 'Menus and a carafe of wine on a bistro table',
  'party-table': 'A long table laid with plates, coupes of fizz and candles',
  'fish-board': 'A whole fish on a board with lemon and herbs, ready to fillet',
  takeaway: 'A takeaway bag, boxed steak frites and a cone of frites',
  'sharing-frites': 'A big plate of frites to share, with dips and drinks',
  colouring: 'A colouring sheet of a brasserie with crayons and a glass of juice',
  'christmas-table': 'A festive plate of roast turkey with crackers, holly and candles',
  champagne: 'Champagne coupes and a bottle among gold stars',
  'flowers-and-fizz': 'Posies of flowers, a coupe of fizz and a card saying Merci maman',
  'moules-frites': 'A cocotte of moules marinière with frites and a glass of white wine',
  'service-tray': 'A waiter’s tray of coffees and wine beside an order pad',
  'managers-desk': 'An open reservations book with keys, a pen and a coffee',
  counter: 'Croissants and coffees on a marble counter with a takeaway bag',
};

function altFor(subject: Subject): string {
  switch (subject.kind) {
    case 'restaurant-front':
      return `The front of Maison Rivière ${subject.town}: the name in gold over a striped awning and lit windows`;
    case 'restaurant-room':
      return 'The dining room: a zinc bar, globe lights and leather banquettes';
    case 'dining-room':
      return 'A brasserie dining room at evening: globe lights, banquettes and a zinc bar';
    case 'terrace':
      return subject.time === 'noon' || subject.time === 'morning' ? 'A brasserie terrace in the sunshine' : 'A brasserie terrace at dusk';
    case 'hiring':
      return "A brasserie's front with a chalkboard by the door saying we're hiring";
    case 'festive-room':
      return subject.festive === 'christmas' ? 'The dining room decorated with garlands and fairy lights' : 'The dining room on New Year’s Eve with gold streamers and fairy lights';
    case 'table':
      return TABLE_ALT[subject.lay];
    case 'kitchen':
      return subject.plates ? 'Bowls of moules frites waiting at the pass under the heat lamps' : 'The kitchen behind the pass: copper pans, steaming stock pots and order tickets';
  }
}

/**
 * The picture of a subject in a frame, chosen by a seed: the same subject, frame and seed always
 * give the same SVG text; another seed gives another picture of the same kind.
 */
export function drawArtwork(subject: Subject, frame: Frame, seed: string): Artwork {
  const { width, height } = FRAMES[frame];
  const random = createRandom(`${subject.kind}:${seed}`);
  const size = { width, height };
  let svg: string;
  switch (subject.kind) {
    case 'restaurant-front':
      svg = streetScene({ town: subject.town, ...size }, random);
      break;
    case 'restaurant-room':
      svg = interiorScene({ ...size }, random);
      break;
    case 'dining-room':
      svg = interiorScene({ windows: true, ...size }, random);
      break;
    case 'terrace':
      svg = streetScene({ town: null, time: subject.time, terrace: true, ...size }, random);
      break;
    case 'hiring':
      svg = streetScene({ town: null, chalkboard: "We're hiring", terrace: false, ...size }, random);
      break;
    case 'festive-room':
      svg = interiorScene({ festive: subject.festive, windows: subject.festive === 'new-year', ...size }, random);
      break;
    case 'table':
      svg = flatLayScene({ lay: subject.lay, ...size }, random);
      break;
    case 'kitchen':
      svg = kitchenScene({ plates: subject.plates, ...size }, random);
      break;
  }
  return { svg, width, height, alt: altFor(subject) };
}

/** Every kind of table the artwork can lay. */
export const TABLES: readonly FlatLay[] = FLAT_LAYS;
