import { selectBackOfficeSession } from '@shop/core/staff';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import { screensOf } from '~/lib/roles';

/** The start: every role opens on its first screen (the shell sends a signed-out visit to sign in). */
export default function Home() {
  const session = useSelector(selectBackOfficeSession);
  const [first] = session ? screensOf(session) : [];
  return first ? <Navigate to={`/${first}`} replace /> : null;
}
