// Ends the visual run with what a designer needs: the stories whose picture changed (or has no
// baseline yet), those with accessibility violations or errors, and the path of the HTML report.
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { type FailedStory, type Finding, writeDesignerSummary } from './designer-summary.mjs';

const HEADINGS: Record<Finding, string> = {
  unready: 'Stories not photographed (empty, 404, a broken image or a request that failed)',
  changed: 'Changed stories (the picture differs from its baseline, or it has none)',
  accessibility: 'Stories with serious or critical accessibility violations',
  error: 'Stories that failed to render or whose play function failed',
};

export default class ChangedStoriesReporter implements Reporter {
  /** Each story's result (one attempt: the run retries nothing). */
  private readonly lastResults = new Map<TestCase, TestResult>();

  constructor(private readonly options: { reportDir: string; summaryDir: string }) {}

  onTestEnd(test: TestCase, result: TestResult) {
    this.lastResults.set(test, result);
  }

  /** The stories that failed on their last attempt: what failed, and the pictures Playwright wrote. */
  private failedStories(): FailedStory[] {
    const stories: FailedStory[] = [];
    for (const [test, result] of this.lastResults) {
      if (test.outcome() !== 'unexpected') continue;
      const id = test.title.match(/\[([^\]]+)\]$/)?.[1] ?? test.title;
      // eslint-disable-next-line no-control-regex -- the terminal's colour codes around Playwright's diff
      const messages = result.errors.map((error) => (error.message ?? '').replace(/\u001b\[[0-9;]*m/g, '')).join('\n');
      const kinds = new Set<Finding>();
      if (messages.includes('is ready to be photographed')) kinds.add('unready');
      if (/toHaveScreenshot|snapshot doesn't exist/.test(messages)) kinds.add('changed');
      if (messages.includes('accessibility violation')) kinds.add('accessibility');
      if (kinds.size === 0) kinds.add('error');
      // A story not photographed carries its reasons (the strings the readiness check expected empty).
      const reasons = kinds.has('unready')
        ? [...messages.matchAll(/^\+\s+"(.*)",?$/gm)].map((m) => m[1].replace(/\\"/g, '"'))
        : [];
      const picture = (suffix: string) =>
        result.attachments.find((attachment) => attachment.name.endsWith(suffix) && attachment.path)?.path;
      const title = test.title.replace(/ \[[^\]]+\]$/, '');
      stories.push({
        id,
        title,
        kinds: [...kinds],
        reasons,
        diff: picture('-diff.png'),
        actual: picture('-actual.png'),
      });
    }
    return stories;
  }

  /** The story ids that failed on their last attempt, by what failed. */
  private findings(stories: FailedStory[]): Map<Finding, string[]> {
    const findings = new Map<Finding, string[]>();
    for (const story of stories)
      for (const kind of story.kinds) {
        // A story not photographed has a line per reason.
        const named =
          kind === 'unready' && story.reasons.length > 0
            ? story.reasons.map((reason) => `${story.id}: ${reason}`)
            : [story.id];
        findings.set(kind, [...(findings.get(kind) ?? []), ...named]);
      }
    return findings;
  }

  onEnd(result: FullResult) {
    const report = path.join(this.options.reportDir, 'index.html');
    const stories = this.failedStories();
    const findings = this.findings(stories);
    // The pull request's job summary and its page of diff thumbnails (docs/storybook.md).
    const passed = result.status === 'passed';
    writeDesignerSummary(this.options.summaryDir, { passed, total: this.lastResults.size, stories });
    const lines = [''];
    for (const kind of ['unready', 'changed', 'accessibility', 'error'] as const) {
      const stories = findings.get(kind);
      if (!stories) continue;
      // A story not photographed has a line per reason; the count is of stories.
      const count = new Set(stories.map((line) => line.split(':')[0])).size;
      lines.push(`${HEADINGS[kind]}: ${count}`, ...stories.sort().map((story) => `  ${story}`), '');
    }
    if (passed) lines.push('Every story looks as its baseline and passes axe.');
    lines.push(`Report (expected, actual and diff of each changed story): ${report}`);
    if (findings.has('changed')) lines.push('Accept the new pictures: npm run visual -- --update');
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
