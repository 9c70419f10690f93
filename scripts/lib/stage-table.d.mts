// Types of stage-table.mjs for the workspace's tests.
export declare function stageTable(
  rows: Array<{ label: string; ok: boolean; seconds: number }>,
  totalSeconds: number,
): string;
export declare function slowestNxTasks(
  record: { tasks?: Array<{ taskId: string; startTime: string; endTime: string; cacheStatus: string }> },
  count?: number,
): string;
export declare function failedNxTasks(
  record: { tasks?: Array<{ taskId: string; hash: string; status?: number }> },
  readOutput: (hash: string) => string | null,
  maxLines?: number,
): string;
