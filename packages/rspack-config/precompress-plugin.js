// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file a production build emits,
// so the gateway (or any static host) sends compressed bytes without compressing on each request.
const { writeFile } = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /\.(js|css|html|json|svg|txt)$/;
// Below this, headers outweigh what compression saves.
const minimumBytes = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const files = compilation
        .getAssets()
        .filter((asset) => compressible.test(asset.name) && asset.source.size() >= minimumBytes);
      await Promise.all(
        files.map(async (asset) => {
          const content = asset.source.buffer();
          const file = path.join(outputPath, asset.name);
          const [brotliCopy, gzipCopy] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, brotliCopy), writeFile(`${file}.gz`, gzipCopy)]);
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
