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
  private readonly findings = new Map<Finding, string[]>();

  constructor(private readonly options: { reportDir: string }) {}

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const story = test.title.match(/\[([^\]]+)\]$/)?.[1] ?? test.title;
    const messages = result.errors.map((error) => error.message ?? '').join('\n');
    const kinds = new Set<Finding>();
    if (/toHaveScreenshot|snapshot doesn't exist/.test(messages)) kinds.add('changed');
    if (messages.includes('accessibility violation')) kinds.add('accessibility');
    if (kinds.size === 0) kinds.add('error');
    for (const kind of kinds) this.findings.set(kind, [...(this.findings.get(kind) ?? []), story]);
  }

  onEnd(result: FullResult) {
    const report = path.join(this.options.reportDir, 'index.html');
    const lines = [''];
    for (const kind of ['changed', 'accessibility', 'error'] as const) {
      const stories = this.findings.get(kind);
      if (!stories) continue;
      lines.push(`${HEADINGS[kind]}: ${stories.length}`, ...stories.sort().map((story) => `  ${story}`), '');
    }
    if (result.status === 'passed') lines.push('Every story looks as its baseline and passes axe.');
    lines.push(`Report (expected, actual and diff of each changed story): ${report}`);
    if (this.findings.has('changed')) lines.push('Accept the new pictures: npm run visual -- --update');
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
