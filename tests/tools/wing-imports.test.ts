import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BARRELS, valueExports, wingImports } from '../../scripts/lib/wing-imports-plugin';

/**
 * The build's rewrite of wing imports (scripts/lib/wing-imports-plugin.ts): the export map read from the sources
 * must be exactly what each wing's index.ts exports at run time, and an import through an index must become imports
 * of the declaring files, so that a page's chunks hold only the wing modules it uses.
 */
const ROOT = resolve(import.meta.dirname, '../..');

describe('wing imports', () => {
  it.each(BARRELS)(
    'reads the value exports of %s/index.ts as the running module has them',
    async (barrel) => {
      const index = resolve(ROOT, barrel, 'index.ts');
      const running = Object.keys((await import(index)) as Record<string, unknown>).sort();
      const read = valueExports(index);
      expect([...read.keys()].sort()).toEqual(running);
      // Each name points at a file (of the wing, machines/lib, a component) that declares it, never back at the index.
      for (const [name, module] of read) {
        expect(module, name).not.toBe(index);
        const declared = (await import(module)) as Record<string, unknown>;
        expect(declared[name], `${name} in ${module}`).toBeDefined();
      }
    },
  );

  const transform = (code: string, id: string) => {
    const plugin = wingImports(ROOT);
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    (plugin.buildStart as () => void).call(context);
    const result = (plugin.transform as (c: string, i: string) => { code: string } | null).call(
      context,
      code,
      id,
    );
    return result?.code ?? null;
  };

  it('splits an import through a wing index into imports of the declaring files', () => {
    const id = resolve(ROOT, 'src/logic/example.ts');
    const out = transform(
      'import { parseBookingDraft, selectIsBookingInProgress as busy } from "../../machines/booking";\nbusy(parseBookingDraft);',
      id,
    );
    expect(out).toContain('import { parseBookingDraft } from "../../machines/booking/draft";');
    expect(out).toContain(
      'import { selectIsBookingInProgress as busy } from "../../machines/booking/selectors";',
    );
    expect(out).not.toContain('"../../machines/booking"');
  });

  it('splits an import through the components index into imports of the component files', () => {
    const id = resolve(ROOT, 'src/features/example/example.tsx');
    const out = transform('import { Card, Button as B } from "../../components";\nB(Card);', id);
    expect(out).toContain('import { Card } from "../../components/card/card";');
    expect(out).toContain('import { Button as B } from "../../components/button/button";');
    expect(out).not.toContain('"../../components"');
  });

  it('leaves other imports alone and refuses a name the wing does not export', () => {
    const id = resolve(ROOT, 'src/logic/example.ts');
    expect(transform('import { x } from "../lib/x";\nx();', id)).toBeNull();
    expect(() => transform('import { noSuchThing } from "../../machines/trip";', id)).toThrow(/noSuchThing/);
  });
});
