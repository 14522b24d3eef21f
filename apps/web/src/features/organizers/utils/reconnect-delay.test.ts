import { describe, expect, it } from 'vitest';

import { reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from 1 s, caps at 30 s and gives up after 10 attempts', () => {
    const delays = Array.from({ length: 12 }, (_, i) => reconnectDelay(i + 1));
    expect(delays).toEqual([
      1000,
      2000,
      4000,
      8000,
      16000,
      30000,
      30000,
      30000,
      30000,
      30000,
      null,
      null,
    ]);
  });

  it('has no delay for nonsense attempts', () => {
    expect(reconnectDelay(0)).toBeNull();
    expect(reconnectDelay(-1)).toBeNull();
    expect(reconnectDelay(1.5)).toBeNull();
  });
});
