import { describeBadInput } from './bad-input.fuzz';

// Bad input on every route, second half (the first: bad-input.test.ts).
describeBadInput(1, 2);
