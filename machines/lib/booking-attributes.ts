/**
 * Pure attribute rules of the booking form (product §2 companions, children and "what do you take with you", §3
 * Attributes and Attribute definition, §5/§9 unit ranges): defaults, ranges, the take-along popover model, chips.
 */
import * as FIELD_RULES from '../../openapi/generated/field-rules';
import type { AttributeDefinition, Attributes, Priority } from '../types';

/**
 * product §9 default companion/children unit range (0–5) when the region's attribute definition gives none: the
 * wire's bounds of `Attributes.travelers` (`children0to12` has the same).
 */
const DEFAULT_MIN_UNITS = FIELD_RULES.Attributes.travelers.minimum;
/** product §9 default companion/children maximum (see {@link DEFAULT_MIN_UNITS}). */
const DEFAULT_MAX_UNITS = FIELD_RULES.Attributes.travelers.maximum;

/** The priority value meaning "no priority" (product §4/§5). */
export const NO_PRIORITY: Priority = 'None';

/** product §2.4 priority selector options (arrival mode), in order; `'None'` is shown but not allowed (§5). */
export const PRIORITY_OPTIONS: readonly Priority[] = ['None', 'Low', 'Medium', 'High'];

/**
 * Attributes with their own selectors on the form (product §2: companions 12+, children 0–11, priority); every other
 * attribute of the region belongs in the "what do you take with you" popover.
 */
const OWN_SELECTOR_ATTRIBUTES: readonly AttributeDefinition['name'][] = [
  'travelers',
  'children0to12',
  'priority',
];

/** product §3 Attributes as the form holds them: every count present (default 0) and a priority. */
export type FormAttributes = Required<Attributes>;

/** product §3 Attributes with every count 0 and priority `'None'`. */
function emptyAttributes(): FormAttributes {
  return {
    travelers: 0,
    children0to12: 0,
    standardWheelchair: 0,
    foldableWheelchair: 0,
    electricWheelchair: 0,
    mobilityScooter: 0,
    rollatorOrWalker: 0,
    handLuggage: 0,
    tricycle: 0,
    stroller: 0,
    guideDog: 0,
    priority: NO_PRIORITY,
  };
}

/**
 * product §5/§9 unit range of a companions/children selector from the region's attribute definition
 * (`minUnits` default 0, `maxUnits` default 5).
 */
export function attributeRange(def?: { minUnits?: number | null; maxUnits?: number | null } | null): {
  min: number;
  max: number;
} {
  return { min: def?.minUnits ?? DEFAULT_MIN_UNITS, max: def?.maxUnits ?? DEFAULT_MAX_UNITS };
}

/** A companions/children counter: its unit range ({@link attributeRange}) and whether the region fixes it. */
export interface CounterRange {
  min: number;
  max: number;
  readOnly: boolean;
}

/**
 * product §2, §5/§9 a companions/children selector from the region's attribute definitions: the named
 * definition's unit range (0–5 without one) and whether the region fixes it (`readOnly`). A new object each time.
 */
export function counterRange(
  definitions: readonly AttributeDefinition[],
  name: 'travelers' | 'children0to12',
): CounterRange {
  const definition = definitions.find((d) => d.name === name);
  return { ...attributeRange(definition), readOnly: definition?.readOnly ?? false };
}

/**
 * product §3/§5 attribute rule against the region's attribute definitions: every count within its definition's
 * `minUnits`..`maxUnits`, and at most one choice in a "pick one" group (several dropdown definitions sharing a
 * `groupName`, e.g. the wheelchair kinds). Attributes without a definition are not checked; `priority` is checked
 * by `isPriorityValid` (booking-rules).
 */
export function areAttributesValid(
  attributes: Partial<Attributes>,
  definitions: readonly AttributeDefinition[],
): boolean {
  for (const def of definitions) {
    if (def.name === 'priority') continue;
    const value = attributes[def.name] ?? 0;
    if (typeof value !== 'number' || !Number.isInteger(value)) return false;
    const { min, max } = attributeRange(def);
    if (value < min || value > max) return false;
  }
  return choiceGroups(definitions).every(
    (group) => group.options.filter((def) => Number(attributes[def.name] ?? 0) > 0).length <= 1,
  );
}

/**
 * product §3 Attributes at the region's defaults: every count at its definition's `defaultUnits` clamped to
 * `minUnits`..`maxUnits` (0 without a definition), priority `'None'`.
 */
export function defaultAttributes(definitions: readonly AttributeDefinition[] = []): FormAttributes {
  const attributes = emptyAttributes();
  for (const def of definitions) {
    if (def.name === 'priority') continue;
    const { min, max } = attributeRange(def);
    attributes[def.name] = Math.min(max, Math.max(min, def.defaultUnits ?? 0));
  }
  return attributes;
}

/** A "pick one" group of the "what do you take with you" popover, e.g. the wheelchair kinds (product §2). */
export interface AttributeChoiceGroup {
  groupName: string;
  /** The group's title from the region (e.g. "Rolstoel of scootmobiel"); falls back to the group name. */
  title: string;
  /** The choosable attributes, in region order. */
  options: AttributeDefinition[];
}

/**
 * The "what do you take with you" popover built from the region's attribute definitions (product §2, §3 Attribute
 * definition), leaving out the attributes with their own selector ({@link OWN_SELECTOR_ATTRIBUTES}):
 * - `choices`: dropdown definitions sharing a `groupName` (two or more) → one "pick one or none" control each;
 * - `counters`: other dropdown definitions → a count selector (`minUnits`..`maxUnits`);
 * - `checkboxes`: checkbox definitions → a checkbox (0 or 1).
 */
export interface TakeAlongModel {
  choices: AttributeChoiceGroup[];
  counters: AttributeDefinition[];
  checkboxes: AttributeDefinition[];
}

/** Dropdown definitions that share a `groupName` with at least one other: "pick one" groups. */
function choiceGroups(definitions: readonly AttributeDefinition[]): AttributeChoiceGroup[] {
  const groups = new Map<string, AttributeChoiceGroup>();
  for (const def of definitions) {
    if (def.type !== 'dropdown' || !def.groupName || OWN_SELECTOR_ATTRIBUTES.includes(def.name)) continue;
    const group = groups.get(def.groupName) ?? {
      groupName: def.groupName,
      title: def.groupTitle ?? def.groupName,
      options: [],
    };
    group.options.push(def);
    groups.set(def.groupName, group);
  }
  return [...groups.values()].filter((group) => group.options.length > 1);
}

/** See {@link TakeAlongModel}. */
export function takeAlongModel(definitions: readonly AttributeDefinition[]): TakeAlongModel {
  const choices = choiceGroups(definitions);
  const inChoice = new Set(choices.flatMap((group) => group.options.map((def) => def.name)));
  const rest = definitions.filter(
    (def) => !OWN_SELECTOR_ATTRIBUTES.includes(def.name) && !inChoice.has(def.name),
  );
  return {
    choices,
    counters: rest.filter((def) => def.type === 'dropdown'),
    checkboxes: rest.filter((def) => def.type === 'checkbox'),
  };
}

/** The attribute chosen in a "pick one" group (the first with a count above 0), or null for none. */
export function chosenInGroup(
  group: AttributeChoiceGroup,
  attributes: Partial<Attributes>,
): AttributeDefinition['name'] | null {
  return group.options.find((def) => Number(attributes[def.name] ?? 0) > 0)?.name ?? null;
}

/**
 * The attribute patch for choosing `name` in a "pick one" group (null = none): the chosen one at 1 (or its
 * `minUnits` when higher), every other member of the group at 0.
 */
export function chooseInGroup(
  group: AttributeChoiceGroup,
  name: AttributeDefinition['name'] | null,
): Partial<Attributes> {
  const patch: Record<string, number> = {};
  for (const def of group.options) patch[def.name] = def.name === name ? Math.max(1, def.minUnits ?? 0) : 0;
  return patch as Partial<Attributes>;
}

/** One chip of the "what do you take with you" selection: the attribute, its region title and its count. */
export interface TakeAlongChip {
  name: AttributeDefinition['name'];
  title: string;
  units: number;
}

/**
 * product §2 chips of the selected items: every take-along attribute (not companions, children or priority) with a
 * count above 0, in region order.
 */
export function selectedTakeAlong(
  attributes: Partial<Attributes>,
  definitions: readonly AttributeDefinition[],
): TakeAlongChip[] {
  return definitions
    .filter((def) => !OWN_SELECTOR_ATTRIBUTES.includes(def.name))
    .map((def) => ({ name: def.name, title: def.title, units: Number(attributes[def.name] ?? 0) }))
    .filter((chip) => chip.units > 0);
}
