// Types of main-thread.mjs for the workspace's tests.
interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  tdur?: number;
}
export declare const median: (values: number[]) => number;
export declare const LONG_TASK_MS: number;
export declare const blockingTime: (durations: number[]) => number;
export declare const WECHAT_UA: string;
export declare function mainThreadTasks(events: TraceEvent[]): { paint: TraceEvent; tasks: TraceEvent[] } | null;
