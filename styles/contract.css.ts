import { createThemeContract } from '@vanilla-extract/css';
import { defaultThemeTokens, type ThemeTokens } from './tokens';

type NullLeaves<T> = { [K in keyof T]: T[K] extends string ? null : NullLeaves<T[K]> };

/** Replaces every leaf with null: the shape createThemeContract expects. */
function toContractShape<T extends object>(tokens: T): NullLeaves<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContractShape(value as object),
    ]),
  ) as NullLeaves<T>;
}

/**
 * The theme contract: scoped CSS custom properties with the shape of {@link ThemeTokens}
 * (`vars.color.primary`, `vars.space.lg`, `vars.layout.sidebarWidth`, ...). Every theme in theme.css.ts fills it;
 * styles read only from `vars`, never from raw token values, so themes can swap them.
 */
export const vars = createThemeContract(toContractShape<ThemeTokens>(defaultThemeTokens));
