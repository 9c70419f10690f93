// @share/ui/testing: test doubles for the browser APIs the design system leans on, and the document
// a hydration test renders in. Never imported by production code.
import { act } from 'react';
import type { Root } from 'react-dom/client';

interface Observation {
  element: Element;
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
}

/** An IntersectionObserver the test drives: nothing comes into view until `enter` says so. */
export interface FakeIntersectionObservers {
  /** Every element observed since install, with its observer's callback and options. */
  readonly observed: readonly Observation[];
  /** Tells the observers of `element` (by default every observed one) that it came into view. */
  enter(element?: Element): void;
  /** Takes the fake off `window` again. */
  uninstall(): void;
}

// One record for every install: code under test may keep the observer it made in an earlier test
// (a module's single observer), and what it observes still reaches the test that installed last.
const observed: Observation[] = [];

class FakeIntersectionObserver {
  constructor(
    private readonly callback: IntersectionObserverCallback,
    private readonly options?: IntersectionObserverInit,
  ) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback, options: this.options });
  }
  unobserve() {
    // The test decides what is in view; nothing to stop.
  }
  disconnect() {
    // As unobserve.
  }
}

/** Puts a controllable IntersectionObserver on `window` (jsdom has none), with nothing observed yet. */
export function installFakeIntersectionObserver(): FakeIntersectionObservers {
  observed.length = 0;
  const host = window as unknown as { IntersectionObserver?: unknown };
  host.IntersectionObserver = FakeIntersectionObserver;
  return {
    observed,
    enter(element) {
      for (const entry of observed) {
        if (element && entry.element !== element) continue;
        const change = { isIntersecting: true, target: entry.element } as unknown as IntersectionObserverEntry;
        entry.callback([change], {} as IntersectionObserver);
      }
    },
    uninstall() {
      delete host.IntersectionObserver;
    },
  };
}

/** The document a test renders in: `container` is new for each test, `root` (the test's createRoot or hydrateRoot) is unmounted after it. */
export interface TestContainer {
  readonly container: HTMLDivElement;
  root: Root | undefined;
}

/**
 * Registers, for the tests of the describe block it is called in, a fresh container in the document
 * and the unmounting of the root mounted in it. With `failOnConsoleError`, a test also fails on
 * anything React reported through console.error: a hydration mismatch, a thrown render, a use() that
 * suspended and was not called again.
 */
export function setUpTestContainer({
  failOnConsoleError = false,
}: { failOnConsoleError?: boolean } = {}): TestContainer {
  const dom: { container: HTMLDivElement; root: Root | undefined } = {
    container: document.createElement('div'),
    root: undefined,
  };
  let consoleError: jest.SpyInstance | undefined;
  beforeEach(() => {
    if (failOnConsoleError) consoleError = jest.spyOn(console, 'error');
    dom.container = document.createElement('div');
    document.body.appendChild(dom.container);
  });
  afterEach(() => {
    act(() => dom.root?.unmount());
    dom.root = undefined;
    dom.container.remove();
    if (!consoleError) return;
    const errors = consoleError.mock.calls;
    consoleError.mockRestore();
    consoleError = undefined;
    expect(errors).toEqual([]);
  });
  return dom;
}

// What the record views' tests share (clue reports, dejin, community).
export { expectEmptyAndError, screenName } from './lib/record-screen/record-view-test-kit';
