import { describeBadInput } from './bad-input.fuzz';

// Bad input on every route, first half (the other: bad-input-2.test.ts).
describeBadInput(0, 2);
