import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_GUARD_MS } from './reload-guard';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('claimReload', () => {
  it('allows one reload in 10 seconds', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(claimReload(storage, 1_000_000 + 1)).toBe(false);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS + 5)).toBe(false);
  });

  it('treats a recorded time in the future (clock set back) as long ago', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 5_000_000)).toBe(true);
    expect(claimReload(storage, 1_000_000)).toBe(true);
  });

  it('never reloads without storage', () => {
    expect(claimReload(undefined, 1_000_000)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimReload(throwing, 1_000_000)).toBe(false);
  });
});
