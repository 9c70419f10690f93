// Ends the visual run with what a designer needs: the stories whose picture changed (or has no
// baseline yet), those with accessibility violations or errors, and the path of the HTML report.
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

type Finding = 'changed' | 'accessibility' | 'error';

const HEADINGS: Record<Finding, string> = {
  changed: 'Changed stories (the picture differs from its baseline, or it has none)',
  accessibility: 'Stories with serious or critical accessibility violations',
  error: 'Stories that failed to render or whose play function failed',
};

export default class ChangedStoriesReporter implements Reporter {
  /** Each story's last attempt: a story retaken after a stray difference counts by its retake. */
  private readonly lastResults = new Map<TestCase, TestResult>();

  constructor(private readonly options: { reportDir: string }) {}

  onTestEnd(test: TestCase, result: TestResult) {
    this.lastResults.set(test, result);
  }

  /** The stories that failed on their last attempt, by what failed. */
  private findings(): Map<Finding, string[]> {
    const findings = new Map<Finding, string[]>();
    for (const [test, result] of this.lastResults) {
      if (test.outcome() !== 'unexpected') continue;
      const story = test.title.match(/\[([^\]]+)\]$/)?.[1] ?? test.title;
      const messages = result.errors.map((error) => error.message ?? '').join('\n');
      const kinds = new Set<Finding>();
      if (/toHaveScreenshot|snapshot doesn't exist/.test(messages)) kinds.add('changed');
      if (messages.includes('accessibility violation')) kinds.add('accessibility');
      if (kinds.size === 0) kinds.add('error');
      for (const kind of kinds) findings.set(kind, [...(findings.get(kind) ?? []), story]);
    }
    return findings;
  }

  onEnd(result: FullResult) {
    const report = path.join(this.options.reportDir, 'index.html');
    const findings = this.findings();
    const lines = [''];
    for (const kind of ['changed', 'accessibility', 'error'] as const) {
      const stories = findings.get(kind);
      if (!stories) continue;
      lines.push(`${HEADINGS[kind]}: ${stories.length}`, ...stories.sort().map((story) => `  ${story}`), '');
    }
    if (result.status === 'passed') lines.push('Every story looks as its baseline and passes axe.');
    lines.push(`Report (expected, actual and diff of each changed story): ${report}`);
    if (findings.has('changed')) lines.push('Accept the new pictures: npm run visual -- --update');
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
