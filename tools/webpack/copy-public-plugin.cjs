// Emits an app's `public/` folder into its build unchanged (videos and other media the content
// refers to by path), so the site server serves them beside the bundles.
const fs = require('node:fs');
const path = require('node:path');

function filesUnder(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of filesUnder(this.dir)) {
          const full = path.join(this.dir, file);
          compilation.fileDependencies.add(full);
          compilation.emitAsset(file.split(path.sep).join('/'), new compiler.webpack.sources.RawSource(fs.readFileSync(full)));
        }
      });
    });
  }
}

module.exports = { CopyPublicPlugin };
