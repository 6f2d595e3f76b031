/**
 * The booking wing (docs/architecture.md "Wings"): the booking chart (/book-trip and /quick-book, product §2 and §4),
 * the series chart (repeating trips, product §10) and the traffic indicator, with their rules. Views, src/logic and
 * the other charts import the wing only through this file (lint: `import-x/no-restricted-paths`); its files import
 * each other directly. Re-exported: the machines and their event, input and snapshot types, the selectors the views
 * read, the form's field limits, option lists and pure rules, the draft and the prefill of "Book again".
 */
export * from './booking.machine';
export * from './series.machine';
export * from './traffic-indicator.machine';
export * from './types';
export * from './selectors';
export * from './rules';
export * from './series-rules';
export * from './payment';
export * from './draft';
export * from './book-again';
export * from './change.machine';
export * from './change-types';
export * from './change-rules';
export * from './change-selectors';
export * from './change-series';
export * from './series-pause.machine';
export * from './change-checks';
export * from './change-draft';
