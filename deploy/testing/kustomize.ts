/**
 * deploy/k8s as kustomize renders it (`kubectl kustomize`, kustomize v5): the objects an operator's
 * `kubectl apply -k` sends. kubectl missing is one line naming it and the script that checks it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

const root = path.join(__dirname, '../..');

/** Throws one line when kubectl with kustomize v5 is not installed; checked within a few seconds. */
export function requireKubectl(): void {
  let version = '';
  try {
    version = execFileSync('kubectl', ['version', '--client'], { encoding: 'utf8', timeout: 5000 });
  } catch {
    // below
  }
  if (!version.includes('Kustomize Version: v5'))
    throw new Error('kubectl with kustomize v5 not found: run bash scripts/ensure-prerequisites.sh kubectl');
}

/** The objects of a kustomization folder (relative to the repository, or absolute). */
export function kustomize(folder: string): K8sObject[] {
  const yaml = execFileSync('kubectl', ['kustomize', path.resolve(root, folder)], {
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 32 * 1024 * 1024,
  });
  return parseAllDocuments(yaml).map((document) => document.toJS() as K8sObject);
}
