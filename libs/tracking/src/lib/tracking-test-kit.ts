// Test doubles shared by the tracking specs: a beacon that records what it sends, a controllable
// IntersectionObserver, and a user agent switch. Not part of the library's face.
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

export interface SentBeacon {
  url: string;
  type: string;
  body: unknown;
}

/** jsdom's Blob has no text(): read it the old way. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A fetch answer with a JSON body (jsdom has no Response). */
export function jsonResponse(body: unknown, status = 200): Response {
  return { type: 'basic', ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}

/** A sendBeacon that answers `accept` and records url, content type and parsed body. */
export function fakeBeacon(accept = true) {
  const sent: SentBeacon[] = [];
  const reads: Promise<void>[] = [];
  const sendBeacon = jest.fn((url: string, data: Blob) => {
    reads.push(
      blobText(data).then((text) => {
        sent.push({ url, type: data.type, body: JSON.parse(text) });
      }),
    );
    return accept;
  });
  /** Everything sent so far, once the blobs have been read. */
  const settled = async () => {
    await Promise.all(reads);
    return sent;
  };
  /** The events sent so far, batches flattened. */
  const events = async () =>
    (await settled()).flatMap((beacon) => (Array.isArray(beacon.body) ? beacon.body : [beacon.body])) as Record<
      string,
      unknown
    >[];
  return { sendBeacon, settled, events };
}

/** Lets queued microtasks (the tracker's same-tick batch) run. */
export async function nextTick(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

export function setUserAgent(userAgent: string): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

/** An IntersectionObserver whose entries the test decides. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Reports the observed targets among `targets` at this visible ratio. */
  show(targets: Element[], ratio = 1) {
    const entries = targets
      .filter((target) => this.observed.has(target))
      .map(
        (target) =>
          ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry,
      );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
  static latest(): FakeIntersectionObserver {
    const last = FakeIntersectionObserver.instances[FakeIntersectionObserver.instances.length - 1];
    if (!last) throw new Error('no IntersectionObserver created');
    return last;
  }
}
