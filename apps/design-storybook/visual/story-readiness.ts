// When a story may be photographed, and when it must not be: the readiness rules of the visual run
// (docs/storybook.md). A story is shot only once its document has settled — no request in flight,
// fonts loaded, every image loaded and decoded, the DOM unchanged across two frames — and never when
// it shows a broken image, answered a request with an error, reached outside Storybook, or rendered
// nothing. Each wait is on a signal of the page, never a fixed sleep, so a loaded machine only makes
// it slower.
import type { Frame, Page, Request } from '@playwright/test';

/** The one origin stories may load from: the static Storybook the run serves. */
export function isStorybookUrl(url: string, baseURL: string): boolean {
  return url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === new URL(baseURL).origin;
}

/**
 * A page's requests, for the story it shows now: those in flight, and the problems seen since the
 * story was opened (an error status, a failed request, a request outside Storybook).
 */
export class StoryNetwork {
  private readonly inFlight = new Set<Request>();
  private problems: string[] = [];
  private idleWaiters: Array<() => void> = [];

  constructor(
    page: Page,
    private readonly baseURL: string,
  ) {
    page.on('request', (request) => this.inFlight.add(request));
    page.on('requestfinished', (request) => {
      void request.response().then((response) => {
        // The browser asks for a favicon on its own; Storybook has none, and no story shows it.
        const favicon = new URL(request.url()).pathname === '/favicon.ico';
        if (response && response.status() >= 400 && !favicon)
          this.problems.push(`${request.url()} answered ${response.status()}`);
        this.settle(request);
      });
    });
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      // A request the run blocked (outside Storybook) is reported by the route below; a media
      // element's request cancelled by the element itself (ERR_ABORTED) is not a broken fixture.
      if (isStorybookUrl(request.url(), this.baseURL) && !reason.includes('ERR_ABORTED'))
        this.problems.push(`${request.url()} failed (${reason})`);
      this.settle(request);
    });
  }

  /** Blocks every request outside Storybook (no story reaches the network) and records it. */
  async isolate(page: Page) {
    await page.route(
      (url) => !isStorybookUrl(url.href, this.baseURL),
      (route) => {
        this.problems.push(`${route.request().url()} is outside Storybook (a fixture must be served by it)`);
        return route.abort('blockedbyclient');
      },
    );
  }

  /** Called as a story is opened: what the previous story did is forgotten. */
  reset() {
    this.problems = [];
  }

  get busy() {
    return this.inFlight.size > 0;
  }

  takeProblems(): string[] {
    return [...this.problems];
  }

  /** Resolves once no request is in flight. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private settle(request: Request) {
    this.inFlight.delete(request);
    if (this.busy) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }
}

/** Counts every change to a document, in every frame, from its first script on (see `domChanges`). */
export const COUNT_DOM_CHANGES = () => {
  const counter = window as unknown as { __visualDomChanges: number };
  counter.__visualDomChanges = 0;
  new MutationObserver((records) => (counter.__visualDomChanges += records.length)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
};

/** What one frame looks like once its fonts and images have settled. */
interface FrameState {
  domChanges: number;
  brokenImages: string[];
  pendingImages: number;
  text: string;
  visibleElements: number;
}

/**
 * In one frame: waits for its fonts and images (lazy ones load now: the whole page is shot, and a
 * lazy image's decode() below the window would wait for a scroll forever), then two animation frames,
 * and reports what it shows. An image that failed is reported when it is drawn (a component that
 * replaces a failed picture with its fallback hides or swaps it, so it is not).
 */
async function frameState(frame: Frame, scrollThrough: boolean): Promise<FrameState | null> {
  try {
    return await frame.evaluate(async (scroll) => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // What waits to be seen (an IntersectionObserver's section, a lazy image) is brought into view
      // once, a window at a time, as the full-page picture would otherwise bring it mid-shot.
      if (scroll) {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await frames();
        }
        window.scrollTo(0, 0);
      }
      await document.fonts.ready;
      const images = [...document.images];
      images.forEach((image) => {
        if (image.loading === 'lazy') image.loading = 'eager';
      });
      await Promise.all(images.map((image) => (image.complete ? null : image.decode().catch(() => null))));
      await frames();
      const drawn = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
      };
      const storybookUi =
        '#storybook-docs, .sb-wrapper, .sb-preparing-story, .sb-preparing-docs, .sb-errordisplay, .sb-nopreview';
      const shown = [...document.body.querySelectorAll('img, svg, video, audio, canvas, iframe, input, button')].filter(
        (element) => !element.closest(storybookUi) && drawn(element),
      );
      return {
        domChanges: (window as unknown as { __visualDomChanges?: number }).__visualDomChanges ?? 0,
        brokenImages: images
          .filter((image) => image.isConnected && image.complete && image.naturalWidth === 0 && drawn(image))
          .map((image) => (image.currentSrc || image.src || '(no src)').slice(0, 120)),
        pendingImages: images.filter((image) => image.isConnected && !image.complete).length,
        text: document.body.innerText.trim(),
        visibleElements: shown.length,
      };
    }, scrollThrough);
  } catch {
    // A frame that navigated or went away meanwhile: the next round looks again.
    return null;
  }
}

export interface StoryReadiness {
  /** Why the story must not be photographed; empty when it may be. */
  problems: string[];
}

/**
 * Waits until the story's page has settled in every frame, then says whether it may be shot.
 * `rendersNothing`: the story is tagged as drawing nothing (a closed dialog, the online notice).
 */
export async function waitUntilReady(
  page: Page,
  network: StoryNetwork,
  { rendersNothing }: { rendersNothing: boolean },
): Promise<StoryReadiness> {
  let states: Array<FrameState | null> = [];
  for (let round = 0; ; round += 1) {
    await network.idle();
    const before = await Promise.all(page.frames().map((frame) => frameState(frame, round === 0)));
    const after = await Promise.all(page.frames().map((frame) => frameState(frame, false)));
    states = after;
    const settled =
      !network.busy &&
      before.length === after.length &&
      after.every(
        (state, i) => state && before[i] && state.domChanges === before[i].domChanges && state.pendingImages === 0,
      );
    if (settled) break;
  }
  const problems = network.takeProblems();
  for (const state of states) {
    for (const src of state?.brokenImages ?? []) problems.push(`an image failed to load: ${src}`);
    if (state && /Cannot GET |404 Not Found/.test(state.text))
      problems.push(`a frame shows a 404 page: "${state.text.slice(0, 80)}"`);
  }
  const main = states[0];
  const empty = !main || (main.text === '' && main.visibleElements === 0);
  if (empty && !rendersNothing)
    problems.push('the story rendered an empty body (tag it renders-nothing if that is its state)');
  if (!empty && rendersNothing) problems.push('the story is tagged renders-nothing but draws something');
  return { problems };
}
