import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_STORAGE_KEY, pushIsOn, readPushState, savePushState } from '#push/state.ts';
import { memoryStorage } from '#testing/memory-storage.ts';

const permission = (value: NotificationPermission) =>
  vi.stubGlobal('Notification', { permission: value });

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser’s push record', () => {
  it('is off, by Web Push, when nothing or something unreadable is stored', () => {
    expect(readPushState()).toEqual({ on: false, kind: 'webpush', sent: undefined });
    localStorage.setItem(PUSH_STORAGE_KEY, '{not json');
    expect(readPushState()).toEqual({ on: false, kind: 'webpush', sent: undefined });
    localStorage.setItem(PUSH_STORAGE_KEY, JSON.stringify({ on: 'yes', kind: 'x', sent: 3 }));
    expect(readPushState()).toEqual({ on: false, kind: 'webpush', sent: undefined });
  });

  it('keeps what was saved', () => {
    const state = {
      on: true,
      kind: 'fcm',
      sent: { token: 'fcm.abc', for: 'a@example.com' },
    } as const;
    savePushState(state);
    expect(readPushState()).toEqual(state);
  });

  it('says push is on only when turned on here and still permitted', () => {
    expect(pushIsOn()).toBe(false);
    permission('granted');
    expect(pushIsOn()).toBe(false);
    savePushState({ on: true, kind: 'fcm' });
    expect(pushIsOn()).toBe(true);
    permission('denied');
    expect(pushIsOn()).toBe(false);
    permission('granted');
    savePushState({ on: false, kind: 'fcm' });
    expect(pushIsOn()).toBe(false);
  });

  it('is off where storage is blocked, and saving there is no error', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    permission('granted');
    expect(() => savePushState({ on: true, kind: 'webpush' })).not.toThrow();
    expect(pushIsOn()).toBe(false);
  });
});
