/**
 * The trip wing (docs/architecture.md "Wings"): a booked trip's lifecycle (product §4), the trip history of
 * /my-trips, the live map, the public follow page, the near notice, the next-trip card, share links and ratings,
 * with their rules. Views, src/logic and the other charts import the wing only through this file (lint:
 * `import-x/no-restricted-paths`); its files import each other directly. Re-exported: the machines with their event,
 * input and snapshot types, the trip rules and the live-trip helpers the views read.
 */
export * from './trip.machine';
export * from './trip-selectors';
export * from './action-selectors';
export * from './history.machine';
export * from './live-map.machine';
export * from './follow.machine';
export * from './near-notice.machine';
export * from './upcoming.machine';
export * from './share.machine';
export * from './rating.machine';
export * from './rules';
export * from './card-rules';
export * from './live-trip';
export * from './live-map-rules';
export * from './change-rules';
