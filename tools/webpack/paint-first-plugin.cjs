// A server-rendered page is readable before any script runs: its scripts and script preloads are
// requested only once it has painted, so they do not compete with its HTML and CSS for the
// network. The plugin replaces them in the HTML with a JSON list (#after-paint) and a small
// loader (paint-first.js) that adds them after the first frame, in order.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const LOADER = fs.readFileSync(path.join(__dirname, 'paint-first.js'), 'utf8');

class PaintFirstPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.compilation.tap('PaintFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap({ name: 'PaintFirstPlugin', stage: 100 }, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const isScript = (tag) => tag.tagName === 'script' && tag.attributes.src;
        const isPreload = (tag) => tag.tagName === 'link' && tag.attributes.rel === 'preload' && tag.attributes.as === 'script';
        const all = [...data.headTags, ...data.bodyTags];
        const files = { scripts: all.filter(isScript).map((t) => t.attributes.src), preloads: all.filter(isPreload).map((t) => t.attributes.href) };
        if (files.scripts.length === 0) return data;
        // Emitted before optimisation: minified like the other scripts.
        const name = `paint-first.${createHash('sha256').update(LOADER).digest('hex').slice(0, 10)}.js`;
        compilation.emitAsset(name, new RawSource(LOADER));
        const keep = (tags) => tags.filter((t) => !isScript(t) && !isPreload(t));
        data.headTags = [
          ...keep(data.headTags),
          HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: 'after-paint' }, JSON.stringify(files).replace(/</g, '\\u003c')),
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${name}` }),
        ];
        data.bodyTags = keep(data.bodyTags);
        return data;
      });
    });
  }
}

module.exports = { PaintFirstPlugin };
