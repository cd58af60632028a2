import { data } from 'react-router';

/** Any unmatched path: the layout's error boundary shows the 404 view with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
