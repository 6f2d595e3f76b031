/**
 * `import section from './nl-NL.ts?section=core'` (or `rest`): one section of a dictionary, served by the Vite
 * plugin in scripts/lib/dictionary-sections.ts (common/dictionary-sections.ts says which groups). Typed loosely here;
 * src/i18n/loader.ts narrows it to `Partial<Dictionary>`.
 */
declare module '*?section=core' {
  const section: Readonly<Record<string, unknown>>;
  export default section;
}
declare module '*?section=rest' {
  const section: Readonly<Record<string, unknown>>;
  export default section;
}
