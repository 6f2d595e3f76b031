import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './tokens';
import './theme.css';

// Global resets and base typography. Import once from the app entry: `import '../styles/global.css'`.

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('html, body', { margin: 0, padding: 0, minHeight: '100%' });

globalStyle('body', {
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
globalStyle('h1', { fontSize: vars.fontSize.xxl });
globalStyle('h2', { fontSize: vars.fontSize.xl });
globalStyle('h3', { fontSize: vars.fontSize.lg });

globalStyle('p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', margin: 0, padding: 0 });
globalStyle('b, strong', { fontWeight: vars.fontWeight.bold });

globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('svg', { flexShrink: 0 });

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});

globalStyle('a', {
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
globalStyle('a:hover', { color: vars.color.primaryHover, textDecorationThickness: '2px' });

// A visible keyboard focus indicator on every focusable element (WCAG 2.4.7); mouse clicks keep the clean look.
globalStyle(':focus-visible', {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });
// Chromium does not match :focus-visible on native date/time inputs reached with Tab (only their inner segment
// is highlighted): these typing fields always show the ring while focused.
globalStyle('input[type="date"]:focus, input[type="time"]:focus', {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
});

globalStyle('[hidden]', { display: 'none !important' });

// Users who ask for less motion get none: transitions, animations and smooth scrolling are switched off.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
