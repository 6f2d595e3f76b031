import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defaultThemeTokens, highContrastThemeTokens } from './tokens';

// The default values live on :root so content that Radix portals to <body> (dialogs, toasts) always resolves the vars.
createGlobalTheme(':root', vars, defaultThemeTokens);

/**
 * High-contrast, larger-text theme (black text, darker brand colours, black borders, 25 % larger type,
 * thicker focus ring). Put the class on `<html>` (document.documentElement) so portalled dialogs and toasts
 * inherit it too.
 */
export const highContrastTheme = createTheme(vars, highContrastThemeTokens, 'highContrastTheme');
