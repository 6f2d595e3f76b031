import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadMachines } from './machines';
import { toMermaid } from './mermaid';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * SVG renderings of the statechart diagrams: docs/machines/<machine>.svg next to each
 * docs/machines/<machine>.md, drawn from the same Mermaid `stateDiagram-v2` source by the installed `mermaid`
 * package inside Debian's Chromium (one browser for all machines). Each SVG carries the SHA-256 of its Mermaid
 * source (and the mermaid version) in an XML comment, so tests/model/generated-docs.test.ts can tell a stale SVG
 * without a browser, and `npm run diagrams` re-renders only the SVGs whose source changed.
 */

/** One machine's diagram: where its SVG goes and the Mermaid source it is drawn from. */
export interface DiagramSource {
  /** File stem (`booking` for machines/booking/booking.machine.ts). */
  name: string;
  exportName: string;
  /** Repository-relative path of the SVG, e.g. `docs/machines/booking.svg`. */
  svgPath: string;
  /** Mermaid `stateDiagram-v2` text (exactly what docs/machines/<name>.md embeds). */
  mermaid: string;
  /** {@link sourceHash} of `mermaid`. */
  hash: string;
}

const MERMAID_DIR = 'node_modules/mermaid';

function mermaidVersion(root: string): string {
  const pkg = JSON.parse(readFileSync(resolve(root, MERMAID_DIR, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** SHA-256 (hex) of a Mermaid source and the mermaid version that draws it. */
function sourceHash(mermaid: string, version: string): string {
  return createHash('sha256').update(`mermaid@${version}\n${mermaid}`).digest('hex');
}

/** The XML comment an SVG carries: `<!-- mermaid-source-sha256: <hex> -->`. */
const stampComment = (hash: string) => `<!-- mermaid-source-sha256: ${hash} -->`;

/** The hash stamped into an SVG by {@link renderSvgs}, or null when it has none. */
export function stampOf(svg: string): string | null {
  return /<!-- mermaid-source-sha256: ([0-9a-f]{64}) -->/.exec(svg)?.[1] ?? null;
}

/** The SVG file name of a machine: `<name>.svg`, or `<name>.<exportName>.svg` when a file exports several. */
export function svgFileName(name: string, exportName: string, machinesInFile: number): string {
  return machinesInFile > 1 ? `${name}.${exportName}.svg` : `${name}.svg`;
}

/** Every machine's diagram source, sorted like docs/machines/README.md. */
export async function diagramSources(root = process.cwd()): Promise<DiagramSource[]> {
  const found = await loadMachines(root);
  const version = mermaidVersion(root);
  const perFile = new Map<string, number>();
  for (const m of found) perFile.set(m.name, (perFile.get(m.name) ?? 0) + 1);
  return found.map((m) => {
    const mermaid = toMermaid(m.machine);
    return {
      name: m.name,
      exportName: m.exportName,
      svgPath: `docs/machines/${svgFileName(m.name, m.exportName, perFile.get(m.name)!)}`,
      mermaid,
      hash: sourceHash(mermaid, version),
    };
  });
}

/**
 * Renders each source to SVG with mermaid in one headless Chromium (offline: mermaid.min.js is injected from
 * node_modules, the page is about:blank). Deterministic: fixed theme, `deterministicIds` seeded by the machine
 * name, stamp comment after the `<svg …>` tag, trailing newline.
 */
export async function renderSvgs(
  sources: readonly DiagramSource[],
  root = process.cwd(),
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (sources.length === 0) return out;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body><div id="host"></div></body></html>');
    await page.addScriptTag({ path: resolve(root, MERMAID_DIR, 'dist/mermaid.min.js') });
    for (const source of sources) {
      const svg = await page.evaluate(
        async ({ text, seed }) => {
          const mermaid = (
            window as unknown as {
              mermaid: {
                initialize(c: object): void;
                render(id: string, text: string): Promise<{ svg: string }>;
              };
            }
          ).mermaid;
          mermaid.initialize({
            startOnLoad: false,
            theme: 'default',
            securityLevel: 'strict',
            deterministicIds: true,
            deterministicIDSeed: seed,
            fontFamily: 'sans-serif',
            // Plain SVG text instead of HTML in <foreignObject>: the file stays well-formed XML on its own.
            htmlLabels: false,
            flowchart: { htmlLabels: false },
          });
          const { svg } = await mermaid.render(`statechart-${seed}`, text);
          const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
          if (parsed.getElementsByTagName('parsererror').length)
            throw new Error('mermaid SVG is not well-formed XML');
          return svg;
        },
        { text: source.mermaid, seed: source.name },
      );
      const stamped = svg.replace(/^(<svg[^>]*>)/, `$1${stampComment(source.hash)}`);
      if (stampOf(stamped) !== source.hash) throw new Error(`${source.svgPath}: mermaid returned no <svg>`);
      out.set(source.svgPath, `${stamped}\n`);
    }
  } finally {
    await browser.close();
  }
  return out;
}
