import {
  isFulfilled,
  isPending,
  isRejected,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { ApiError } from '#api/contract.ts';
import type { customerApi } from '#customer/customer-api.ts';
import { errorsRaised, succeeded } from '#customer/events-slice.ts';
import { processingFinished, processingStarted } from '#customer/status-slice.ts';

/** How the outcome of one API mutation reaches the shopper (spec §3 event store, §8). */
export interface MutationEvents {
  /**
   * Who shows a failure. `store`: its error list goes to the event store, which the app shows
   * (a toast per error, `errors:api.<code>`). `form`: the screen that made the call renders the
   * list itself (in its form), so the store stays out and nothing is said twice.
   */
  errors: 'store' | 'form';
  /**
   * What a success shows. `default`: the spec's default message (R8.24). `own`: nothing from the
   * store, because the screen says its own message or the change itself shows (a pressed toggle,
   * a notification marked read). Any other string: that translation key.
   */
  success: 'default' | 'own' | (string & {});
}

/** A mutation missing from a table: its failure and its success are both the store's to show. */
export const defaultMutationEvents: MutationEvents = { errors: 'store', success: 'default' };

/** The names of the mutations among an RTK Query api's `endpoints`. */
export type MutationNames<Endpoints> = {
  [Name in keyof Endpoints]: Endpoints[Name] extends { useMutation: unknown } ? Name : never;
}[keyof Endpoints];

type CustomerMutation = MutationNames<typeof customerApi.endpoints>;

/**
 * The mutations that are not the store's alone (every other, and every new one, gets
 * {@link defaultMutationEvents}). The account forms render their errors and say their own
 * success texts (spec §4, §8); the list toggles and notifications show their change in place.
 */
export const customerMutationEvents = {
  signUp: { errors: 'form', success: 'own' },
  verifyEmail: { errors: 'form', success: 'own' },
  signIn: { errors: 'form', success: 'own' },
  resendEmail: { errors: 'form', success: 'own' },
  forgotPassword: { errors: 'form', success: 'own' },
  updatePassword: { errors: 'form', success: 'own' },
  updateProfile: { errors: 'form', success: 'own' },
  updateProfilePassword: { errors: 'form', success: 'own' },
  addAddress: { errors: 'form', success: 'own' },
  // The push switch shows "failed" or "enabled" itself.
  registerPush: { errors: 'form', success: 'own' },
  // Turning push off always ends "off": the API may never have had this browser's registration.
  unregisterPush: { errors: 'form', success: 'own' },
  addFavorite: { errors: 'store', success: 'own' },
  removeFavorite: { errors: 'store', success: 'own' },
  addCompare: { errors: 'store', success: 'own' },
  removeCompare: { errors: 'store', success: 'own' },
  markNotificationRead: { errors: 'store', success: 'own' },
  // The language is told in the background (at sign-in, at a switch): nothing to show, and a
  // failure is retried at the next one.
  updateLocale: { errors: 'form', success: 'own' },
} as const satisfies Partial<Record<CustomerMutation, MutationEvents>>;

interface MutationMeta {
  requestId: string;
  arg: { type: 'mutation'; endpointName: string };
  aborted?: boolean;
  condition?: boolean;
}

/**
 * RTK Query's mutation actions are matched by shape (`meta.arg.type`), not through the api
 * slice: the store gets this middleware on every page, RTK Query only with the screens that call.
 */
function mutationMeta(action: UnknownAction): MutationMeta | undefined {
  if (!isPending(action) && !isFulfilled(action) && !isRejected(action)) return undefined;
  const meta = action.meta as Partial<MutationMeta>;
  return meta.arg?.type === 'mutation' && typeof meta.arg.endpointName === 'string'
    ? (meta as MutationMeta)
    : undefined;
}

/** The error list of a failed call: the API's array, else one entry named by the status. */
export function errorListOf(payload: unknown): ApiError[] {
  const { value, status } = (payload ?? {}) as { value?: unknown; status?: unknown };
  const listed = Array.isArray(value)
    ? value.filter(
        (entry): entry is ApiError =>
          typeof (entry as { code?: unknown } | null)?.code === 'string',
      )
    : [];
  if (listed.length > 0)
    return listed.map(({ code, message, field }) => ({
      code,
      message: typeof message === 'string' ? message : '',
      ...(typeof field === 'string' ? { field } : {}),
    }));
  return [
    { code: typeof status === 'number' && status > 0 ? String(status) : 'internal', message: '' },
  ];
}

/**
 * The event store's middleware (spec §3): `processing` is true while any mutation runs; a
 * failure no form shows puts its error list in `errors`; a success with no message of its own
 * sets `success` with the default `successfulMessage`. A 401 is left to the session-ended
 * notice (the store signs the customer out on it), so it is never said twice.
 *
 * @example
 * ```ts
 * configureStore({ reducer, middleware: (d) => d().prepend(createStoreEventsMiddleware()) });
 * ```
 */
export function createStoreEventsMiddleware(
  events: Partial<Record<string, MutationEvents>> = customerMutationEvents,
): Middleware {
  return (store) => (next) => (action) => {
    const result = next(action);
    const meta = mutationMeta(action as UnknownAction);
    if (!meta) return result;
    if (isPending(action)) {
      store.dispatch(processingStarted(meta.requestId));
      return result;
    }
    store.dispatch(processingFinished(meta.requestId));
    const policy = events[meta.arg.endpointName] ?? defaultMutationEvents;
    if (isFulfilled(action)) {
      if (policy.success !== 'own')
        store.dispatch(succeeded(policy.success === 'default' ? undefined : policy.success));
    } else if (policy.errors === 'store' && !meta.aborted && !meta.condition) {
      const payload = (action as { payload?: unknown }).payload;
      if ((payload as { status?: unknown } | undefined)?.status !== 401)
        store.dispatch(errorsRaised(errorListOf(payload)));
    }
    return result;
  };
}
