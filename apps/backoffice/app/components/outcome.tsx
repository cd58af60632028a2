/** What came of the last action on a screen: said politely, or as an alert when it failed. */
export type Outcome = { text: string; failed: boolean } | null;

/**
 * The live regions of a screen's last action: a status that is always there (so screen readers
 * hear its change), and an alert for a failure.
 */
export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <p role="status" className="font-semibold text-brand-800">
        {outcome && !outcome.failed ? outcome.text : ''}
      </p>
      {outcome?.failed ? (
        <p role="alert" className="font-semibold text-red-700">
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}
