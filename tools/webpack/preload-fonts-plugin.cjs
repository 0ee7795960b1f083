// Adds <link rel="preload" as="font" crossorigin> for the font files a page needs above the fold
// (the headings' face and the body's), ahead of the stylesheet that names them: without it the
// browser discovers a font only once the CSS is parsed and text needs it, and paints the fallback
// first. The files are the hashed ones the build emitted (`assets/<name>.<hash>.woff2`), which the
// site server sends immutable; the site server's pages carry the tags with the shell's template.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadFontsPlugin {
  /** @param {RegExp[]} patterns  which emitted .woff2 files to preload, by name */
  constructor(patterns) {
    this.patterns = patterns;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFontsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFontsPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const fonts = compilation.getAssets().map((asset) => asset.name).filter((name) => name.endsWith('.woff2'));
        const files = this.patterns.map((pattern) => {
          const file = fonts.find((name) => pattern.test(name));
          if (!file) throw new Error(`PreloadFontsPlugin: no emitted font matches ${pattern} (emitted: ${fonts.join(', ') || 'none'})`);
          return file;
        });
        const links = files.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'font', type: 'font/woff2', href: `${publicPath}${file}`, crossorigin: true }));
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadFontsPlugin };
