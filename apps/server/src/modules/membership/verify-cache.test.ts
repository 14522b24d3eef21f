import { describe, expect, it } from 'vitest';

import { createLocalEventBus } from '../../lib/event-bus';

import { createVerifyCache, type VerifyFacts } from './verify-cache';

const facts = (fullName: string): VerifyFacts => ({
  fullName,
  memberId: 'MPA001001',
  profilePicture: null,
  membershipExpiresOn: '2026-12-31',
  membershipSuspendedAt: null,
  membershipCancelledAt: null,
  graceDays: 30,
});

describe('verify cache', () => {
  it('keeps known tokens, never unknown ones, and forgets everything on a change in any process', async () => {
    const bus = createLocalEventBus();
    const here = createVerifyCache({ bus });
    const there = createVerifyCache({ bus });
    let loads = 0;
    const load = (name: string | null) => async () => {
      loads += 1;
      return name ? facts(name) : null;
    };
    expect((await here.get('t1', load('Aisyah')))?.fullName).toBe('Aisyah');
    expect((await here.get('t1', load('changed')))?.fullName).toBe('Aisyah');
    expect(await here.get('t2', load(null))).toBeNull();
    expect(await here.get('t2', load(null))).toBeNull();
    expect(loads).toBe(3);

    await there.changed();
    expect((await here.get('t1', load('Aisyah binti Ali')))?.fullName).toBe('Aisyah binti Ali');
  });

  it('does not keep an answer loaded while a change happened', async () => {
    const cache = createVerifyCache({ bus: createLocalEventBus() });
    let release!: () => void;
    const slow = cache.get('t1', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return facts('before the change');
    });
    await cache.changed();
    release();
    expect((await slow)?.fullName).toBe('before the change');
    expect((await cache.get('t1', async () => facts('after')))?.fullName).toBe('after');
  });

  it('expires entries after the time to live', async () => {
    const cache = createVerifyCache({ bus: createLocalEventBus(), ttlMs: 1 });
    await cache.get('t1', async () => facts('first'));
    await new Promise((r) => setTimeout(r, 5));
    expect((await cache.get('t1', async () => facts('second')))?.fullName).toBe('second');
  });
});
