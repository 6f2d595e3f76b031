/**
 * The account wing (docs/architecture.md "Wings"): registration, activation, password reset, password change,
 * account deletion (product §2.1, §5 and §7) and carers (product §10.12: the profile tab and the invitation), with the account form rules they and the profile charts share. Views,
 * src/logic and the other charts import the wing only through this file (lint: `import-x/no-restricted-paths`); its
 * files import each other directly. Re-exported: the machines (with the password-policy child the three password
 * forms invoke) with their event and input types, and the field rules.
 */
export * from './password-policy.machine';
export * from './registration.machine';
export * from './activation.machine';
export * from './password-reset.machine';
export * from './change-password.machine';
export * from './deletion.machine';
export * from './rules';
export * from './carers.machine';
export * from './carer-invitation.machine';
export * from './carer-rules';
