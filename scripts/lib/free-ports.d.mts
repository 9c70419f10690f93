/** Fails when something already listens on one of `ports` (a server left running would answer the checks). */
export declare function assertFree(ports: number[]): Promise<void>;
