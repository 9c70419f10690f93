/**
 * Ends a browser test run with its 20 slowest tests (each attempt's own time, retries included), so
 * where the stage's minutes went is on the page without a JSON report (issue 60).
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const COUNT = 20;

export default class SlowestTestsReporter implements Reporter {
  private readonly times: Array<{ title: string; seconds: number }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.split('/').pop();
    const title = `${file} › ${test.titlePath().slice(3).join(' › ')}${result.retry ? ` (retry ${result.retry})` : ''}`;
    this.times.push({ title, seconds: result.duration / 1000 });
  }

  onEnd(): void {
    const slowest = [...this.times].sort((a, b) => b.seconds - a.seconds).slice(0, COUNT);
    const total = this.times.reduce((sum, time) => sum + time.seconds, 0);
    console.log(`\nslowest ${slowest.length} of ${this.times.length} tests (${Math.round(total)} s of test time):`);
    for (const { title, seconds } of slowest) console.log(`${seconds.toFixed(1).padStart(7)} s  ${title}`);
  }
}
