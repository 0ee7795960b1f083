/**
 * The artwork's colours: the brand's own (design tokens: crimson, dark blue, off-white, blush,
 * light orange-grey) and the warm tones of a brasserie around them (brass, zinc, oak, leather,
 * lamp light, Bath stone). Every picture draws from this list only, which is most of what makes
 * them one family.
 */
export const brand = {
  crimson: '#9b1b30',
  crimsonDark: '#7a1526',
  navy: '#1d2f4f',
  navyDeep: '#132039',
  offWhite: '#f8f4ee',
  blush: '#f2d7d5',
  oatmeal: '#e9dfd3',
} as const;

export const warm = {
  brass: '#c39a52',
  gold: '#d9b36a',
  lamp: '#ffdc9a',
  glow: '#ffc872',
  amber: '#e59a3c',
  ochre: '#c98a2e',
  terracotta: '#b8573b',
  rose: '#d98a7e',
  cream: '#f3e7cf',
  stone: '#dcc9a3',
  stoneShade: '#c4ad84',
  oak: '#8a5a36',
  walnut: '#5b3823',
  espresso: '#3a2418',
  leather: '#7d2231',
  zinc: '#a9b1b5',
  zincDark: '#7f898f',
  slate: '#4a5560',
  ink: '#1a1a1a',
  sage: '#8a9a74',
  olive: '#5f6f3c',
  leaf: '#4f6b3a',
  leafLight: '#7a9455',
  bottle: '#2f4a3a',
  wine: '#6e1423',
  white: '#fffdf8',
} as const;

/** The sky at five times of day: top and horizon colours, and whether windows and lamps glow. */
export const SKIES = {
  morning: { top: '#a9c3d6', horizon: '#f3e2c8', lit: false, sun: '#fff1d0' },
  noon: { top: '#8fb3d1', horizon: '#e9eef0', lit: false, sun: '#fffaf0' },
  golden: { top: '#d9a66c', horizon: '#f6d9a8', lit: true, sun: '#ffe3a6' },
  dusk: { top: '#2b3a63', horizon: '#d98a6e', lit: true, sun: '#f5b483' },
  night: { top: '#121c33', horizon: '#2f3f66', lit: true, sun: '#f3e7cf' },
} as const;
export type TimeOfDay = keyof typeof SKIES;

/** Façade paints and stones a brasserie front may have. */
export const FACADES = ['#efe4cf', '#dcc9a3', '#e8d6c0', '#cdd3cf', '#f2ece2', '#d9b99b', '#c9cfd8'] as const;
/** The ground floor's painted shopfront: deep, glossy colours. */
export const SHOPFRONTS = [brand.navy, brand.crimsonDark, '#24402f', '#2b2b2b', brand.navyDeep] as const;
/** Awning stripes: a colour with off-white. */
export const AWNINGS = [brand.crimson, brand.navy, '#2f5a45', '#b8573b', '#1f3d5c'] as const;
/** Neighbouring buildings. */
export const NEIGHBOURS = ['#c7b08a', '#b96f55', '#d8cfc2', '#a48b74', '#e3d9c6', '#9aa2a6', '#c98f6d', '#8c6b58'] as const;
/** Banquette leather and wall colours inside. */
export const BANQUETTES = [warm.leather, '#2f5a45', '#6b3a24', brand.navy, '#8f2a2a'] as const;
export const WALLS = ['#e9dcc3', '#d7b98f', '#7a2e2a', '#2f4a3a', '#c8a57a', '#e5d3bd', brand.navy, '#b4553a'] as const;
export const PANELLING = ['#2f4a3a', warm.walnut, brand.navyDeep, '#5a2a22', '#3b3026', '#e9dcc3'] as const;
