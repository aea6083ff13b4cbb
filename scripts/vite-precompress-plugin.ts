import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than a packet. */
export const MIN_BYTES = 1024;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) copy beside every text file of the build's
 * assets/ folder, for the server to send as they are (server/middleware/precompressed-assets.ts).
 * Compressing on the fly, the server uses brotli quality 4: the entry script is 14% larger, and
 * each answer costs its CPU. A copy that is not smaller than the file is not written.
 */
export function precompressAssets({ dir = "assets" }: { dir?: string } = {}): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.values(bundle).filter((file) => file.fileName.startsWith(`${dir}/`) && COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === "chunk" ? file.code : file.source);
          if (source.length < MIN_BYTES) return;
          const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length };
          const [br, gz] = await Promise.all([brotli(source, { params }), gzipAsync(source, { level: constants.Z_BEST_COMPRESSION })]);
          const path = join(outDir, file.fileName);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
