import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './tokens';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.fromSmall },
    desktop: { '@media': media.fromMedium },
    wide: { '@media': media.fromLarge },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gridTemplateColumns: { one: '1fr', two: 'repeat(2, minmax(0, 1fr))', three: 'repeat(3, minmax(0, 1fr))' },
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    width: { auto: 'auto', full: '100%' },
    maxWidth: {
      formBox: vars.layout.formBoxWidth,
      tabbedCard: vars.layout.tabbedCardMaxWidth,
      welcomeCard: vars.layout.welcomeCardMaxWidth,
      content: vars.layout.contentMaxWidth,
      full: '100%',
    },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

const colorProperties = defineProperties({
  conditions: {
    default: {},
    hover: { selector: '&:hover' },
  },
  defaultCondition: 'default',
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
  },
});

const staticProperties = defineProperties({
  properties: {
    fontWeight: vars.fontWeight,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
  },
});

/**
 * Atomic, theme-aware utility classes. Responsive props take a value, an object
 * (`{ mobile, tablet, desktop, wide }` = base, ≥480px, ≥768px, ≥1024px) or an array in that order,
 * e.g. `sprinkles({ gridTemplateColumns: { mobile: 'one', desktop: 'two' } })` for the §2 trip grid.
 */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties, staticProperties);

/** Argument type of {@link sprinkles}. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
