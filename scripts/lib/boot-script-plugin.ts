import { resolve } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

/** The inline boot script's source (src/boot/boot.ts), relative to the project root. */
const BOOT_SCRIPT_ENTRY = 'src/boot/boot.ts';

/**
 * Compiles {@link BOOT_SCRIPT_ENTRY} with everything it imports into one minified classic script (an
 * IIFE, no imports left) and inlines it in index.html's `<head>` right after `<title>`, in builds and in the
 * dev server alike. It runs while the browser is still downloading the app's chunks and starts the signed-in
 * user's data batch (src/boot/user-data-prefetch.ts). The compile uses Vite's own library build (Rollup), with
 * the same mode and `VITE_*` env as the app, so `import.meta.env` means the same thing in both.
 *
 * The production CSP allows exactly the inline scripts of the built index.html by their SHA-256 hashes
 * (server/lib/security-headers.ts `inlineScriptHashes`). In dev the compiled code is cached until a source
 * file changes.
 */
export function bootScriptPlugin(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  let envDir: string | false = root;
  let compiled: Promise<string> | null = null;

  const compile = async (): Promise<string> => {
    const result = await build({
      configFile: false,
      root,
      mode,
      envDir,
      logLevel: 'silent',
      publicDir: false,
      build: {
        write: false,
        target: 'es2020',
        minify: 'terser',
        sourcemap: false,
        emptyOutDir: false,
        copyPublicDir: false,
        lib: { entry: resolve(root, BOOT_SCRIPT_ENTRY), formats: ['iife'], name: 'regiotaxiBoot' },
        rollupOptions: { output: { inlineDynamicImports: true } },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error(`boot script: no output for ${BOOT_SCRIPT_ENTRY}`);
    // A script element's text must not contain `</script`.
    return chunk.code.trim().replace(/<\/script/gi, '<\\/script');
  };

  return {
    name: 'regiotaxi:boot-script',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      envDir = config.envDir;
    },
    watchChange() {
      compiled = null;
    },
    configureServer(server) {
      server.watcher.on('change', () => {
        compiled = null;
      });
    },
    // Right after <title>: after `<meta charset>` (which must stay in the first 1024 bytes) and before the
    // stylesheet Vite adds, which a classic script would otherwise wait for.
    async transformIndexHtml(html): Promise<string> {
      compiled ??= compile();
      const script = `<script>${await compiled}</script>`;
      if (!html.includes('</title>')) throw new Error('boot script: index.html needs a <title>');
      return html.replace('</title>', `</title>\n    ${script}`);
    },
  };
}
