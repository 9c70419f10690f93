// What the record loaders' tests share: the route's options (a 404 that throws NotFound), a page of
// a list, a refusal and an outage of the platform. Only spec files import it, through
// @share/api-client/testing.
import { envelope, type MockAnswer } from './mock-fetch';

/** What the options' `notFound` throws: the route's 404. */
export class RecordNotFound extends Error {}

export const recordLoadOptions = {
  notFound: (): never => {
    throw new RecordNotFound();
  },
  origin: 'https://share.example.com',
  now: 5,
};

export const recordPage = <T>(list: T[], count = list.length) => envelope({ list, count, page: 1, size: 10 });

/** The platform refuses: `message` with code 404. */
export const recordRefusal = (message: string) => envelope(null, message, 404);

export const platformOutage: MockAnswer = () => {
  throw new TypeError('fetch failed');
};
