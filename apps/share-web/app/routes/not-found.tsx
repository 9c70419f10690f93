import { notFound } from '../lib/route-guards.server';

/** Unmatched routes: the root error boundary renders 'This page could not be found' with status 404. */
export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
