/**
 * Problems with an SVG's text as XML (unbalanced tags, stray characters, numbers that are not
 * numbers): enough to catch a drawing function gone wrong without an XML parser.
 */
export function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(last, m.index);
    if (/[<>]/.test(between)) problems.push(`stray text before <${m[2]}>: ${between.slice(0, 40)}`);
    last = tag.lastIndex;
    const [, closing, name, attrs, selfClosing] = m;
    if (/NaN|undefined|Infinity|null/.test(attrs ?? '')) problems.push(`<${name}> has a bad value: ${attrs?.slice(0, 120)}`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes nothing open`);
    } else if (!selfClosing) stack.push(name as string);
  }
  if (svg.slice(last).trim() !== '') problems.push('text after the last tag');
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}
