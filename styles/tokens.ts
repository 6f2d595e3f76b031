/**
 * Design tokens as plain data (no vanilla-extract, no React): the single source for colours, spacing, type,
 * radii, z-indices, the product §2.8 layout values and breakpoints.
 *
 * Flow: tokens (this file) → `createThemeContract` (contract.css.ts) → `createTheme` / `createGlobalTheme`
 * (theme.css.ts) → recipes (styles/recipes/; the sprinkles layer was removed as unused). Every themeable leaf is a CSS string so it can fill the contract.
 *
 * Colour pairs that carry text are listed in {@link contrastPairs} and checked for WCAG 2.1 AA
 * (4.5:1 text, 3:1 non-text UI) by tests/components/tokens-contrast.test.ts.
 */

/** Colour palette of the default theme (hex, sRGB). `on*` is the text/icon colour used on the matching fill. */
export const colors = {
  /** Brand blue: primary actions, links, active navigation. */
  primary: '#0B4F9C',
  primaryHover: '#083D7A',
  onPrimary: '#FFFFFF',
  /** Light blue tint: active navigation item, info surfaces. */
  primarySoft: '#E6EEF8',
  onPrimarySoft: '#0B3D78',
  /** Brand green: the pick-up marker of the live map (buttons no longer use it: secondary is outlined blue). */
  secondary: '#1B7A3A',
  secondaryHover: '#14602D',
  onSecondary: '#FFFFFF',
  /** Brand yellow: highlights and badges; always with dark text, never as text colour on white. */
  accent: '#FFD200',
  onAccent: '#1A1A1A',
  accentSoft: '#FFFBE6',
  onAccentSoft: '#5C4400',

  text: '#1A1A1A',
  textMuted: '#4A4A4A',
  textInverse: '#FFFFFF',
  /** Page background behind cards. */
  background: '#F4F6F8',
  /** Cards, dialogs, sidebar, inputs. */
  surface: '#FFFFFF',
  /** Disabled controls, subtle fills. */
  surfaceMuted: '#E8EAED',
  /** Input and control borders: 3:1 against surface and background (WCAG 1.4.11). */
  border: '#767676',
  /** Decorative dividers only (no contrast requirement). */
  borderSubtle: '#D0D5DD',
  /** Keyboard focus outline (drawn with an offset, so it sits on surface/background). */
  focusRing: '#1A1A1A',
  /** Full-screen backdrops (dialogs, waiting overlay). */
  backdrop: 'rgba(16, 24, 40, 0.6)',

  danger: '#B3261E',
  dangerHover: '#8C1D18',
  onDanger: '#FFFFFF',
  dangerSoft: '#FDECEA',
  onDangerSoft: '#8C1D18',

  warning: '#F2A900',
  onWarning: '#1A1A1A',
  warningSoft: '#FFF4D6',
  onWarningSoft: '#6B4700',

  success: '#1B7A3A',
  onSuccess: '#FFFFFF',
  successSoft: '#E7F4EC',
  onSuccessSoft: '#145C2C',

  info: '#0B4F9C',
  onInfo: '#FFFFFF',
  infoSoft: '#E6EEF8',
  onInfoSoft: '#0B3D78',
} as const;

/** Names of the colour tokens (shared by every theme). */
export type ColorName = keyof typeof colors;

/**
 * Colour palette of the high-contrast theme: pure black text, darker fills, black borders.
 * Same keys as {@link colors}.
 */
export const highContrastColors: { readonly [K in ColorName]: string } = {
  ...colors,
  primary: '#003366',
  primaryHover: '#001F3F',
  primarySoft: '#DCE8F5',
  onPrimarySoft: '#001F3F',
  secondary: '#0E4F23',
  secondaryHover: '#093A19',
  text: '#000000',
  textMuted: '#1A1A1A',
  background: '#FFFFFF',
  surface: '#FFFFFF',
  surfaceMuted: '#D9D9D9',
  border: '#000000',
  borderSubtle: '#4A4A4A',
  focusRing: '#000000',
  backdrop: 'rgba(0, 0, 0, 0.8)',
  danger: '#8C1D18',
  dangerHover: '#6A1612',
  onDangerSoft: '#6A1612',
  onWarningSoft: '#4D3300',
  success: '#0E4F23',
  onSuccessSoft: '#0E4F23',
  info: '#003366',
  onInfoSoft: '#001F3F',
};

/** Foreground/background pairs that must meet WCAG AA; `minimum` is the required contrast ratio. */
export const contrastPairs: ReadonlyArray<{
  foreground: ColorName;
  background: ColorName;
  minimum: 4.5 | 3;
}> = [
  { foreground: 'text', background: 'background', minimum: 4.5 },
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'text', background: 'surfaceMuted', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5 },
  { foreground: 'textMuted', background: 'background', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surfaceMuted', minimum: 4.5 },
  { foreground: 'primary', background: 'surface', minimum: 4.5 },
  { foreground: 'primary', background: 'background', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primary', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primaryHover', minimum: 4.5 },
  { foreground: 'onPrimarySoft', background: 'primarySoft', minimum: 4.5 },
  { foreground: 'onSecondary', background: 'secondary', minimum: 4.5 },
  { foreground: 'onSecondary', background: 'secondaryHover', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accent', minimum: 4.5 },
  { foreground: 'onAccentSoft', background: 'accentSoft', minimum: 4.5 },
  { foreground: 'onDanger', background: 'danger', minimum: 4.5 },
  { foreground: 'onDanger', background: 'dangerHover', minimum: 4.5 },
  { foreground: 'onDangerSoft', background: 'dangerSoft', minimum: 4.5 },
  { foreground: 'danger', background: 'surface', minimum: 4.5 },
  { foreground: 'onWarning', background: 'warning', minimum: 4.5 },
  { foreground: 'onWarningSoft', background: 'warningSoft', minimum: 4.5 },
  { foreground: 'onSuccess', background: 'success', minimum: 4.5 },
  { foreground: 'onSuccessSoft', background: 'successSoft', minimum: 4.5 },
  { foreground: 'onInfo', background: 'info', minimum: 4.5 },
  { foreground: 'onInfoSoft', background: 'infoSoft', minimum: 4.5 },
  { foreground: 'border', background: 'surface', minimum: 3 },
  { foreground: 'border', background: 'background', minimum: 3 },
  { foreground: 'focusRing', background: 'surface', minimum: 3 },
  { foreground: 'focusRing', background: 'background', minimum: 3 },
];

/** Spacing scale (rem, so it follows the user's browser font size). */
const space = {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '3rem',
} as const;

/** Corner radii. */
const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '999px',
  round: '50%',
} as const;

/** Type scale (rem). Body text is `md` (18px at the default 16px root) for readability. */
export const fontSizes = {
  xs: '0.875rem',
  sm: '1rem',
  md: '1.125rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '1.875rem',
  display: '2.25rem',
} as const;

/** The high-contrast theme enlarges every step by 25 %. */
export const largeFontSizes: { readonly [K in keyof typeof fontSizes]: string } = {
  xs: '1.125rem',
  sm: '1.25rem',
  md: '1.40625rem',
  lg: '1.5625rem',
  xl: '1.875rem',
  xxl: '2.375rem',
  display: '2.8125rem',
};

/** One system font family (product §2: one family in regular and bold); nothing is downloaded. */
const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
} as const;

/** The only two weights in use (product §2). */
const fontWeights = { regular: '400', bold: '700' } as const;

const lineHeights = { tight: '1.25', normal: '1.5' } as const;

/** Stacking order: waiting overlay covers dialogs (it can appear over the booking confirmation); toasts and the skip link stay on top. */
const zIndices = {
  base: '0',
  sticky: '100',
  sidebar: '200',
  backdrop: '1000',
  dialog: '1010',
  popover: '1020',
  waitingOverlay: '1100',
  toast: '1200',
  skipLink: '1300',
} as const;

const shadows = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.12)',
  md: '0 4px 12px rgba(16, 24, 40, 0.14)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.22)',
} as const;

/** Keyboard focus indicator geometry. */
const focus = { width: '3px', offset: '2px' } as const;

const durations = { fast: '120ms', normal: '200ms' } as const;

/**
 * product §2.8 layout values as named tokens (px), plus the minimum touch target (WCAG 2.5.5: 44×44 CSS px).
 */
export const layout = {
  sidebarWidth: '300px',
  tabbedCardMaxWidth: '700px',
  /** Tabbed card min height below the small breakpoint (under 480px wide). */
  tabbedCardMinHeightSmall: '500px',
  /** Tabbed card min height below the medium breakpoint (under 768px wide). */
  tabbedCardMinHeightMedium: '600px',
  popoverWidth: '500px',
  /** Blur radius of the backdrop behind a popover (product §2 "over a blurred backdrop"). */
  popoverBackdropBlur: '3px',
  formBoxWidth: '500px',
  historyMinWidth: '900px',
  historyToolbarMinWidth: '1000px',
  welcomeCardMaxWidth: '400px',
  noTripCardHeight: '200px',
  mapHeight: '500px',
  minTargetSize: '44px',
  /** Readable maximum width of the main content column. */
  contentMaxWidth: '1200px',
} as const;

/** Breakpoints in px. "small" = under 480, "medium" = under 768 (product §2). */
const breakpoints = { small: 480, medium: 768, large: 1024 } as const;

/**
 * Media query strings for vanilla-extract `'@media'` keys (no `@media` prefix).
 * `below*` queries use `.98` so they never overlap the matching `from*` query.
 */
export const media = {
  belowSmall: `screen and (max-width: ${breakpoints.small - 0.02}px)`,
  belowMedium: `screen and (max-width: ${breakpoints.medium - 0.02}px)`,
  fromSmall: `screen and (min-width: ${breakpoints.small}px)`,
  fromMedium: `screen and (min-width: ${breakpoints.medium}px)`,
  fromLarge: `screen and (min-width: ${breakpoints.large}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Shape of one theme's values; the contract (contract.css.ts) is derived from it. */
export interface ThemeTokens {
  color: { readonly [K in ColorName]: string };
  space: { readonly [K in keyof typeof space]: string };
  radius: { readonly [K in keyof typeof radii]: string };
  font: { readonly [K in keyof typeof fonts]: string };
  fontSize: { readonly [K in keyof typeof fontSizes]: string };
  fontWeight: { readonly [K in keyof typeof fontWeights]: string };
  lineHeight: { readonly [K in keyof typeof lineHeights]: string };
  zIndex: { readonly [K in keyof typeof zIndices]: string };
  shadow: { readonly [K in keyof typeof shadows]: string };
  focus: { readonly [K in keyof typeof focus]: string };
  duration: { readonly [K in keyof typeof durations]: string };
  layout: { readonly [K in keyof typeof layout]: string };
}

/** Values of the default theme. */
export const defaultThemeTokens: ThemeTokens = {
  color: colors,
  space,
  radius: radii,
  font: fonts,
  fontSize: fontSizes,
  fontWeight: fontWeights,
  lineHeight: lineHeights,
  zIndex: zIndices,
  shadow: shadows,
  focus,
  duration: durations,
  layout,
};

/** Values of the high-contrast, larger-text theme. */
export const highContrastThemeTokens: ThemeTokens = {
  ...defaultThemeTokens,
  color: highContrastColors,
  fontSize: largeFontSizes,
  lineHeight: { tight: '1.3', normal: '1.6' },
  focus: { width: '4px', offset: '2px' },
  shadow: { sm: 'none', md: '0 0 0 2px #000000', lg: '0 0 0 3px #000000' },
};
