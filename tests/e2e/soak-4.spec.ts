import { describeSoakPart } from './support/soak';

// Booking soak under chaos, part 4 of 5 (tests/e2e/support/soak.ts).
describeSoakPart(4);
