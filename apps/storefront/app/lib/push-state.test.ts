import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushTurnedOn } from './push-startup';
import { PUSH_STORAGE_KEY, pushIsOn, readPushState, savePushState } from './push-state';

const permission = (value: NotificationPermission) =>
  vi.stubGlobal('Notification', { permission: value });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
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

  it('says push is on only when turned on here and still permitted, at start-up alike', () => {
    permission('granted');
    expect([pushIsOn(), pushTurnedOn()]).toEqual([false, false]);
    savePushState({ on: true, kind: 'fcm' });
    expect([pushIsOn(), pushTurnedOn()]).toEqual([true, true]);
    permission('denied');
    expect([pushIsOn(), pushTurnedOn()]).toEqual([false, false]);
    permission('granted');
    savePushState({ on: false, kind: 'fcm' });
    expect([pushIsOn(), pushTurnedOn()]).toEqual([false, false]);
  });
});
