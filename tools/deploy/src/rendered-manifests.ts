/**
 * What `kubectl apply -k <dir>` sends, as kubectl's own kustomize (v5) renders it: the one reader of
 * deploy/k8s for the tests and for `npm run k8s:local`. Without kubectl it fails at once, in one line
 * naming the tool and the script that checks it.
 */
import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as YAML gives it. */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
};
type Json = Record<string, unknown>;

const KUBECTL = process.env['KUBECTL'] ?? 'kubectl';

/** The objects `kubectl kustomize dir` renders. */
export function renderKustomization(dir: string): K8sObject[] {
  let text: string;
  try {
    text = execFileSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8', timeout: 30_000, stdio: 'pipe' });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT')
      throw new Error(`kubectl not found: bash scripts/ensure-prerequisites.sh kubectl says how to get it`);
    throw new Error(`kubectl kustomize ${dir}: ${String(stderr ?? error).trim()}`);
  }
  return parseAllDocuments(text)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((doc): doc is K8sObject => doc !== null);
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The pod spec of a workload (a Deployment's or StatefulSet's template). */
export function podSpecOf(object: K8sObject): Json | undefined {
  const spec = object['spec'];
  if (!isObject(spec) || !isObject(spec['template'])) return undefined;
  const podSpec = spec['template']['spec'];
  return isObject(podSpec) ? podSpec : undefined;
}
