// Shared test setup: jest-dom matchers for Testing Library assertions (harmless in node-environment tests).
import '@testing-library/jest-dom/vitest';
