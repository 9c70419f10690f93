// What the record loaders' tests share: the route's options (a 404 that throws NotFound), a page of
// a list, a refusal and an outage of the platform. Only spec files import it.
import { envelope, type MockAnswer } from '@share/api-client/testing';

export class NotFound extends Error {}

export const options = {
  notFound: (): never => {
    throw new NotFound();
  },
  origin: 'https://share.example.com',
  now: 5,
};

export const page = <T>(list: T[], count = list.length) => envelope({ list, count, page: 1, size: 10 });

/** The platform refuses: `message` with code 404. */
export const refusal = (message: string) => envelope(null, message, 404);

export const outage: MockAnswer = () => {
  throw new TypeError('fetch failed');
};
