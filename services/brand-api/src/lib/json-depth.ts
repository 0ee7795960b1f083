/**
 * How deep a JSON body may nest, the body itself being level 1. The deepest request of ours
 * (an application's answer list) has 4 levels; anything past this is not a form someone filled in.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }

/**
 * Whether JSON text opens more than `limit` arrays or objects inside one another, read as text
 * in one pass before anything parses or walks it, so no amount of nesting costs more than its
 * length. Brackets inside strings (escaped quotes included) are text and do not count. Text that
 * is not JSON at all is left for the parser to refuse.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1; // the escaped character, whatever it is, is part of the string
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}
