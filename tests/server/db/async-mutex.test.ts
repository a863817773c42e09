import { describe, expect, test } from 'vitest';
import { AsyncMutex } from '../../../server/db/async-mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('AsyncMutex', () => {
  test('lets one holder in at a time, in the order they asked', async () => {
    const mutex = new AsyncMutex();
    const events: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const release = await mutex.lock();
        events.push(`${name} in`);
        await tick();
        events.push(`${name} out`);
        release();
      }),
    );
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  test('ignores a second release of the same lock', async () => {
    const mutex = new AsyncMutex();
    const first = await mutex.lock();
    first();
    first();
    const second = await mutex.lock();
    let thirdAcquired = false;
    const third = mutex.lock().then((release) => {
      thirdAcquired = true;
      return release;
    });
    await tick();
    expect(thirdAcquired).toBe(false);
    second();
    (await third)();
    expect(thirdAcquired).toBe(true);
  });
});
