// Adds <link rel="preload" as="script"> for the chunks the entry loads straight away (the
// bootstrap and shared React): with module federation's async boundary the browser would only
// discover them after the entry has run, one round trip later. A chunk whose name starts with
// `deferred-` (`import(/* webpackChunkName: "deferred-…" */ …)`) is one the page fetches only
// when it needs it, and gets no hint.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadAsyncChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadAsyncChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadAsyncChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const files = new Set();
        // Module federation may put one module (react-dom's index) in two fallback chunks of
        // which the browser loads one: a chunk whose modules another chunk already has is skipped.
        const seen = [];
        const modulesOf = (chunk) => new Set(compilation.chunkGraph.getChunkModules(chunk).map((m) => m.identifier()));
        const asyncChunks = [...compilation.chunks].filter((c) => !c.canBeInitial() && !String(c.name ?? '').startsWith('deferred-')).sort((a, b) => String(a.id).localeCompare(String(b.id)));
        for (const chunk of asyncChunks) {
          const modules = modulesOf(chunk);
          if (seen.some((other) => [...modules].every((m) => other.has(m)))) continue;
          seen.push(modules);
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const links = [...files].sort().map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadAsyncChunksPlugin };
