import { describe, expect, it } from 'vitest';
import { colors, contrastPairs, highContrastColors, layout } from '../../styles/tokens';

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

describe('layout tokens', () => {
  it('carry the SPEC §2 layout values', () => {
    expect(layout).toMatchObject({
      sidebarWidth: '300px',
      tabbedCardMaxWidth: '700px',
      tabbedCardMinHeightSmall: '500px',
      tabbedCardMinHeightMedium: '600px',
      popoverWidth: '500px',
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
