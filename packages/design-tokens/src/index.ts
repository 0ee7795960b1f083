/**
 * The brand's design tokens (spec §9): crimson primary, dark blue secondary, off-white page,
 * mostly square corners, breakpoints 576/768/992/1200. `tokens.css` exposes the same values as
 * CSS custom properties; a test keeps the two in step.
 */
export const colors = {
  primary: '#9b1b30', // crimson
  primaryDark: '#7a1526',
  secondary: '#1d2f4f', // dark blue
  page: '#f8f4ee', // off-white
  black: '#1a1a1a',
  blue: '#2b4c7e',
  blush: '#f2d7d5',
  grey: '#5f5f5f',
  greyLight: '#d9d4cc',
  offWhite: '#f8f4ee',
  lightOrangeGrey: '#e9dfd3',
  red: '#c8102e',
  white: '#ffffff',
  success: '#1e6b3a',
  focus: '#1d5fbf',
} as const;

export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const space = { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' } as const;

export const radius = { none: '0', sm: '2px', pill: '999px' } as const;

/**
 * The type: Playfair Display (headings) and Source Sans 3 (body text and the interface), served by
 * the site (fonts.css), each followed by its metric-matched fallback and the system's own.
 */
export const font = {
  display: "'Playfair Display', 'Playfair Display fallback', Georgia, 'Times New Roman', serif",
  body: "'Source Sans 3', 'Source Sans 3 fallback', Arial, sans-serif",
  ui: "'Source Sans 3', 'Source Sans 3 fallback', Arial, sans-serif",
  size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
} as const;

/** `min-width` media query for a breakpoint. */
export const mediaUp = (bp: keyof typeof breakpoints): string => `(min-width: ${breakpoints[bp]}px)`;

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every token as a CSS custom property name and value. */
export function cssVariables(): [string, string][] {
  return [
    ...Object.entries(colors).map(([k, v]): [string, string] => [`--color-${kebab(k)}`, v]),
    ...Object.entries(space).map(([k, v]): [string, string] => [`--space-${k}`, v]),
    ...Object.entries(radius).map(([k, v]): [string, string] => [`--radius-${k}`, v]),
    ['--font-display', font.display],
    ['--font-body', font.body],
    ['--font-ui', font.ui],
    ...Object.entries(font.size).map(([k, v]): [string, string] => [`--font-size-${k}`, v]),
  ];
}
