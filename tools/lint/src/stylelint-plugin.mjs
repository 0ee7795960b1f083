// The stylesheet rules of the architecture (ARCHITECTURE.md "Styles that cannot collide"), wired
// into the root stylelint.config.mjs:
//
// - riviere/layers: every style rule sits in an `@layer` block of the site's order (reset, base,
//   components, utilities, declared once in packages/design-tokens/src/layers.css); reset and base,
//   and every selector that targets an element by its tag or `*` (`a`, `.cr-app a`, `button:hover`),
//   only where the option `elements` allows them (the design-tokens package).
// - riviere/class-prefix: a part's classes carry its own prefix (`cr-` in mf-careers…); another
//   part's prefix is refused, except the shared components' (`rv-`) next to a class of its own.
import selectorParser from 'postcss-selector-parser';
import stylelint from 'stylelint';

const {
  createPlugin,
  utils: { report, ruleMessages, validateOptions },
} = stylelint;

export const LAYERS = ['reset', 'base', 'components', 'utilities'];
/** Layers only the design-tokens package writes to. */
const ELEMENT_LAYERS = new Set(['reset', 'base']);

const isKeyframes = (node) => node.type === 'atrule' && /^(-webkit-)?keyframes$/i.test(node.name);

/** The name of the nearest `@layer` block around a rule, or null. */
function layerOf(node) {
  for (let up = node.parent; up; up = up.parent) {
    if (up.type === 'atrule' && up.name.toLowerCase() === 'layer') return up.params.trim();
  }
  return null;
}

/** Whether a rule is inside @keyframes (its `from`, `to`, `50%` are not selectors). */
function inKeyframes(node) {
  for (let up = node.parent; up; up = up.parent) if (isKeyframes(up)) return true;
  return false;
}

/**
 * Tags and `*` a selector styles. Inside :is() and :where() they are still its targets; inside any
 * other pseudo-class they are a condition (:has(> *), :not(a)) or not a selector at all
 * (:nth-child(even), :lang(fr)).
 */
function elementsIn(selector) {
  const found = [];
  selectorParser((selectors) => {
    selectors.walk((node) => {
      if (node.type !== 'tag' && node.type !== 'universal') return;
      for (let up = node.parent; up; up = up.parent) {
        if (up.type === 'pseudo' && !/^:(is|where|matches)$/i.test(up.value)) return;
      }
      found.push(node.toString().trim());
    });
  }).processSync(selector);
  return found;
}

function classesIn(selector) {
  const found = [];
  selectorParser((selectors) => {
    selectors.each((complex) => {
      const names = [];
      complex.walkClasses((node) => {
        names.push(node.value);
      });
      found.push(names);
    });
  }).processSync(selector);
  return found;
}

const layersName = 'riviere/layers';
const layersMessages = ruleMessages(layersName, {
  outside: (selector) => `"${selector}" is outside any cascade layer: put it in @layer components (or utilities)`,
  unknown: (layer) => `@layer ${layer} is not one of the site's layers (${LAYERS.join(', ')})`,
  order: (params) => `"@layer ${params}" declares another order: the one order (${LAYERS.join(', ')}) is declared in design-tokens' layers.css`,
  baseLayer: (layer) => `@layer ${layer} belongs to the design-tokens package: a part's own styles go in @layer components`,
  element: (selector, elements) => `"${selector}" styles elements by tag (${elements.join(', ')}): element styles come from design-tokens' base.css; give the element a class of your own`,
});

/** @type {import('stylelint').Rule} */
const layers = (primary, secondary) => (root, result) => {
  if (!validateOptions(result, layersName, { actual: primary, possible: [true] }, { actual: secondary, possible: { elements: [true, false] }, optional: true })) return;
  const elementsAllowed = secondary?.elements === true;
  root.walkAtRules(/^layer$/i, (atRule) => {
    const params = atRule.params.trim();
    if (!atRule.nodes) {
      const names = params.split(',').map((name) => name.trim());
      if (names.join(',') !== LAYERS.join(',')) report({ ruleName: layersName, result, node: atRule, message: layersMessages.order(params) });
      return;
    }
    if (!LAYERS.includes(params)) report({ ruleName: layersName, result, node: atRule, message: layersMessages.unknown(params) });
    else if (ELEMENT_LAYERS.has(params) && !elementsAllowed) report({ ruleName: layersName, result, node: atRule, message: layersMessages.baseLayer(params) });
  });
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const layer = layerOf(rule);
    if (layer === null) {
      report({ ruleName: layersName, result, node: rule, message: layersMessages.outside(rule.selector) });
      return;
    }
    const elements = elementsIn(rule.selector);
    if (elements.length > 0 && !(elementsAllowed && ELEMENT_LAYERS.has(layer))) {
      report({ ruleName: layersName, result, node: rule, message: layersMessages.element(rule.selector, elements) });
    }
  });
};
layers.ruleName = layersName;
layers.messages = layersMessages;

const prefixName = 'riviere/class-prefix';
const prefixMessages = ruleMessages(prefixName, {
  other: (name, part) => `".${name}" has ${part}'s prefix: style only your own classes`,
  unprefixed: (name, prefix) => `".${name}" does not start with this part's prefix "${prefix}"`,
  sharedAlone: (name) => `".${name}" is a shared component of design-tokens' base.css: restyle it only inside a class of your own`,
});

/**
 * Options: { prefix: 'cr-' | null, parts: { 'cr-': 'mf-careers', … }, shared?: 'rv-' }.
 * `prefix: null` (the shell): its classes have no prefix, and may not take any part's.
 */
/** @type {import('stylelint').Rule} */
const classPrefix = (primary) => (root, result) => {
  if (!validateOptions(result, prefixName, { actual: primary, possible: (value) => typeof value === 'object' && value !== null && 'parts' in value })) return;
  const { prefix, parts, shared } = primary;
  const partOf = (name) => Object.keys(parts).find((p) => name.startsWith(p));
  const isOwn = (name) => (prefix ? name.startsWith(prefix) : partOf(name) === undefined);
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    for (const names of classesIn(rule.selector)) {
      const hasOwn = names.some(isOwn);
      for (const name of names) {
        if (isOwn(name)) continue;
        const owner = partOf(name);
        if (shared && owner === shared) {
          if (!hasOwn) report({ ruleName: prefixName, result, node: rule, message: prefixMessages.sharedAlone(name) });
        } else if (owner) {
          report({ ruleName: prefixName, result, node: rule, message: prefixMessages.other(name, parts[owner]) });
        } else {
          report({ ruleName: prefixName, result, node: rule, message: prefixMessages.unprefixed(name, prefix) });
        }
      }
    }
  });
};
classPrefix.ruleName = prefixName;
classPrefix.messages = prefixMessages;

export default [createPlugin(layersName, layers), createPlugin(prefixName, classPrefix)];
