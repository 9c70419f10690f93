// Types of designer-summary.mjs for the visual run's reporter.
export type Finding = 'unready' | 'changed' | 'accessibility' | 'error';

export interface FailedStory {
  id: string;
  title: string;
  kinds: Finding[];
  /** Why a story was not photographed (empty, a 404, a broken image, a failed request). */
  reasons: string[];
  /** The diff picture Playwright wrote, when the story had a baseline. */
  diff?: string;
  /** The picture taken now. */
  actual?: string;
}

export declare function writeDesignerSummary(
  dir: string,
  run: { passed: boolean; total: number; stories: FailedStory[] },
): void;
