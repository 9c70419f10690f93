// Types of stage-table.mjs for the workspace's tests.
export declare function stageTable(
  rows: Array<{ label: string; ok: boolean; seconds: number }>,
  totalSeconds: number,
): string;
