import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  colors,
  contrastPairs,
  fontSizes,
  highContrastColors,
  highContrastThemeTokens,
  largeFontSizes,
  layout,
} from '../../styles/tokens';

/** WCAG 2.1 relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('colour tokens', () => {
  it.each([
    ['default', colors],
    ['high-contrast', highContrastColors],
  ] as const)('meet WCAG AA for every listed pair in the %s theme', (_name, palette) => {
    const failures = contrastPairs
      .map(({ foreground, background, minimum }) => ({
        pair: `${foreground} on ${background}`,
        ratio: Number(contrast(palette[foreground], palette[background]).toFixed(2)),
        minimum,
      }))
      .filter(({ ratio, minimum }) => ratio < minimum);
    expect(failures).toEqual([]);
  });

  it('gives the high-contrast theme at least the default contrast for body text', () => {
    expect(contrast(highContrastColors.text, highContrastColors.background)).toBeGreaterThanOrEqual(
      contrast(colors.text, colors.background),
    );
  });
});

describe('high-contrast, larger-text theme', () => {
  const ratio = (palette: typeof colors | typeof highContrastColors, fg: string, bg: string) =>
    contrast(palette[fg as keyof typeof colors], palette[bg as keyof typeof colors]);

  it('reaches WCAG AAA (7:1) for every text pair and 4.5:1 for every non-text pair', () => {
    const failures = contrastPairs
      .map(({ foreground, background, minimum }) => ({
        pair: `${foreground} on ${background}`,
        ratio: Number(ratio(highContrastColors, foreground, background).toFixed(2)),
        required: minimum === 4.5 ? 7 : 4.5,
      }))
      .filter(({ ratio: r, required }) => r < required);
    expect(failures).toEqual([]);
  });

  it('never lowers the contrast of a listed pair compared with the default theme', () => {
    const lower = contrastPairs
      .filter(
        ({ foreground, background }) =>
          ratio(highContrastColors, foreground, background) + 1e-9 < ratio(colors, foreground, background),
      )
      .map(({ foreground, background }) => `${foreground} on ${background}`);
    expect(lower).toEqual([]);
  });

  it('uses the high-contrast palette and type scale in its theme values', () => {
    expect(highContrastThemeTokens.color).toBe(highContrastColors);
    expect(highContrastThemeTokens.fontSize).toBe(largeFontSizes);
  });

  it('makes every step of the type scale at least 25 % larger', () => {
    const rem = (value: string) => Number(value.replace(/rem$/, ''));
    for (const step of Object.keys(fontSizes) as Array<keyof typeof fontSizes>) {
      expect(largeFontSizes[step]).toMatch(/rem$/);
      expect(rem(largeFontSizes[step]) / rem(fontSizes[step]), step).toBeGreaterThanOrEqual(1.25);
    }
  });
});

/** Every vanilla-extract style file of the app (src/ and styles/). */
function styleSources(): string {
  const root = join(import.meta.dirname, '..', '..');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.css.ts') ? [join(dir, e.name)] : [],
    );
  return [...walk(join(root, 'src')), ...walk(join(root, 'styles'))]
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

describe('layout tokens', () => {
  it('are each used by a style through the theme contract (no dead or bypassed product §2 value)', () => {
    const sources = styleSources();
    const unused = Object.keys(layout).filter((name) => !sources.includes(`vars.layout.${name}`));
    expect(unused).toEqual([]);
  });

  it('carry the product §2.8 layout values', () => {
    expect(layout).toMatchObject({
      sidebarWidth: '300px',
      tabbedCardMaxWidth: '700px',
      tabbedCardMinHeightSmall: '500px',
      tabbedCardMinHeightMedium: '600px',
      popoverWidth: '500px',
      popoverBackdropBlur: '3px',
      formBoxWidth: '500px',
      historyMinWidth: '900px',
      historyToolbarMinWidth: '1000px',
      welcomeCardMaxWidth: '400px',
      noTripCardHeight: '200px',
      mapHeight: '500px',
      minTargetSize: '44px',
    });
  });
});
