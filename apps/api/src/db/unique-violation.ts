/** Whether an error (or one of its causes) is PostgreSQL's unique violation: a concurrent writer took the key. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
