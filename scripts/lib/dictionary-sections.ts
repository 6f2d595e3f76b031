import { readFile } from 'node:fs/promises';
import { transformWithEsbuild, type Plugin } from 'vite';
import { pickSection, type DictionarySectionName } from '../../common/dictionary-sections';

/** `…/src/i18n/<locale>.ts?section=core|rest`: the module ids this plugin serves. */
const SECTION_ID = /^(.*\/src\/i18n\/[a-z]{2}-[A-Z]{2}\.ts)\?section=(core|rest)$/;

/**
 * Vite plugin: serves `src/i18n/<locale>.ts?section=core|rest` as a module whose default export is
 * that section of the dictionary (see common/dictionary-sections.ts), as plain JSON-like data. The dictionary file is
 * transpiled and evaluated at build time (it has type-only imports), so authors keep one file per locale. Used
 * by vite.config.ts (dev server and build) and vitest.config.ts.
 */
export function dictionarySections(): Plugin {
  return {
    name: 'regiotaxi:dictionary-sections',
    enforce: 'pre',
    async load(id) {
      const match = SECTION_ID.exec(id);
      if (!match) return null;
      const file = match[1] as string;
      const section = match[2] as DictionarySectionName;
      this.addWatchFile(file);
      const { code } = await transformWithEsbuild(await readFile(file, 'utf8'), file, {
        loader: 'ts',
        format: 'esm',
      });
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
      )) as Record<string, unknown>;
      const exported = Object.values(module);
      const dictionary = exported[0];
      if (exported.length !== 1 || typeof dictionary !== 'object' || dictionary === null)
        throw new Error(`${file}: a dictionary module must export exactly one dictionary object`);
      const picked = pickSection(dictionary as Record<string, unknown>, section);
      return `export default ${JSON.stringify(picked)};\n`;
    },
  };
}
