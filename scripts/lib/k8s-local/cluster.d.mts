/** A free port for each call (`pick`, the kernel's by default), never one given before; `base`'s next ones when set. */
export declare function portAllocator(base: number, pick?: () => Promise<number>): () => Promise<number>;

/** kube-proxy for one Service port: each connection goes to the next of `endpoints()`. */
export declare function startServiceProxy(port: number, endpoints: () => number[]): Promise<{ close(): Promise<void> }>;

/** An httpGet probe of a container spec, as the kubelet runs it. */
export interface HttpGetProbe {
  httpGet: { path?: string; scheme?: string };
  initialDelaySeconds?: number;
  periodSeconds?: number;
  timeoutSeconds?: number;
}

/** Runs `probe` against `port` until `stopped()`, or until `onResult` answers 'done'. */
export declare function runProbe(
  probe: HttpGetProbe,
  port: number,
  onResult: (ok: boolean, consecutive: number, why?: string) => 'done' | void,
  stopped: () => boolean,
): Promise<void>;
