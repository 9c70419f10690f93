/**
 * What `kubectl apply -k <dir>` would send, for the tests, without kubectl: the subset of kustomize
 * that deploy/k8s uses (resources, a configMapGenerator of files, strategic-merge patches, images (tag, digest),
 * namespace). A field of a kustomization it does not know is an error, never silently skipped. No npm
 * package does this (kustomize is Go; the npm registry has no kept port of it).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as YAML gives it. */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
};
type Json = Record<string, unknown>;

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  configMapGenerator?: { name: string; files: string[] }[];
  patches?: { path: string }[];
  images?: KustomizeImage[];
}

/** An `images:` entry: a new name, tag and/or digest for the containers whose image is `name`. */
export interface KustomizeImage {
  name: string;
  newName?: string;
  newTag?: string;
  /** `sha256:…`: the image pinned by content; with newTag it reads `name:tag@digest`. */
  digest?: string;
}

/**
 * A container's image after an `images:` entry, as kustomize's image transformer writes it: a new
 * tag or digest replaces both the old tag and digest (`name:tag@digest` with both, `name@digest`
 * with a digest alone); with neither the old ones stay. `undefined` when the entry is for another image.
 */
export function imageAfter(current: string, entry: KustomizeImage): string | undefined {
  const [reference, oldDigest] = current.split('@');
  const [name, oldTag] = reference.split(/:(?=[^/]+$)/);
  if (name !== entry.name) return undefined;
  const tag = entry.newTag || entry.digest ? entry.newTag : oldTag;
  const digest = entry.newTag || entry.digest ? entry.digest : oldDigest;
  return `${entry.newName ?? name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
}

const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'configMapGenerator',
  'patches',
  'images',
]);
const CLUSTER_SCOPED = new Set(['Namespace', 'PersistentVolume', 'ClusterRole', 'ClusterRoleBinding', 'StorageClass']);

/** Every document of a YAML file (empty ones left out). */
function readYaml(file: string): Json[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
      return doc.toJS() as Json | null;
    })
    .filter((doc): doc is Json => doc !== null);
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Kubernetes' strategic merge, as far as these manifests need it: maps merge, lists whose items have a
 * `name` (containers, env, ports, volumes, volume mounts) merge item by item, other lists are replaced,
 * `null` removes a field.
 */
function strategicMerge(target: unknown, patch: unknown): unknown {
  if (
    Array.isArray(target) &&
    Array.isArray(patch) &&
    [...target, ...patch].every((item) => isObject(item) && typeof item['name'] === 'string')
  ) {
    const merged = target.map((item) => ({ ...(item as Json) }));
    for (const item of patch as Json[]) {
      const at = merged.findIndex((existing) => existing['name'] === item['name']);
      if (at === -1) merged.push(item);
      else merged[at] = strategicMerge(merged[at], item) as Json;
    }
    return merged;
  }
  if (!isObject(target) || !isObject(patch)) return patch;
  const merged: Json = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = key in merged ? strategicMerge(merged[key], value) : value;
  }
  return merged;
}

/** The pod specs of an object (a workload's template, a StatefulSet's too). */
export function podSpecOf(object: K8sObject): Json | undefined {
  const spec = object['spec'];
  if (!isObject(spec) || !isObject(spec['template'])) return undefined;
  const podSpec = spec['template']['spec'];
  return isObject(podSpec) ? podSpec : undefined;
}

function containersOf(object: K8sObject): Json[] {
  const podSpec = podSpecOf(object);
  return podSpec
    ? [...((podSpec['initContainers'] as Json[]) ?? []), ...((podSpec['containers'] as Json[]) ?? [])]
    : [];
}

/** A generated ConfigMap's name: its name and a hash of its content, so a change rolls the pods that mount it. */
function hashedName(name: string, data: Record<string, string>): string {
  return `${name}-${createHash('sha256').update(JSON.stringify({ name, data })).digest('hex').slice(0, 10)}`;
}

/** Points the pod specs' references to a generated ConfigMap at its hashed name. */
function renameConfigMaps(objects: K8sObject[], renames: Map<string, string>) {
  for (const object of objects) {
    const podSpec = podSpecOf(object);
    if (!podSpec) continue;
    for (const volume of (podSpec['volumes'] as Json[]) ?? []) {
      const configMap = volume['configMap'] as Json | undefined;
      if (configMap && renames.has(configMap['name'] as string))
        configMap['name'] = renames.get(configMap['name'] as string);
    }
    for (const container of containersOf(object)) {
      for (const source of (container['envFrom'] as Json[]) ?? []) {
        const ref = source['configMapRef'] as Json | undefined;
        if (ref && renames.has(ref['name'] as string)) ref['name'] = renames.get(ref['name'] as string);
      }
    }
  }
}

function render(dir: string): { objects: K8sObject[]; renames: Map<string, string> } {
  const [kustomization] = readYaml(path.join(dir, 'kustomization.yaml')) as Kustomization[];
  const unknown = Object.keys(kustomization).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length)
    throw new Error(`${dir}/kustomization.yaml: ${unknown.join(', ')} not supported by this renderer`);
  let objects: K8sObject[] = [];
  const renames = new Map<string, string>();
  for (const resource of kustomization.resources ?? []) {
    const file = path.join(dir, resource);
    if (statSync(file).isDirectory()) {
      const child = render(file);
      objects.push(...child.objects);
      for (const [from, to] of child.renames) renames.set(from, to);
    } else objects.push(...(readYaml(file) as K8sObject[]));
  }
  for (const { name, files } of kustomization.configMapGenerator ?? []) {
    const data = Object.fromEntries(
      files.map((file) => [path.basename(file), readFileSync(path.join(dir, file), 'utf8')]),
    );
    renames.set(name, hashedName(name, data));
    objects.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: renames.get(name) as string }, data });
  }
  renameConfigMaps(objects, renames);
  for (const { path: patchFile } of kustomization.patches ?? []) {
    for (const patch of readYaml(path.join(dir, patchFile)) as K8sObject[]) {
      const at = objects.findIndex(
        (object) => object.kind === patch.kind && object.metadata.name === patch.metadata.name,
      );
      if (at === -1) throw new Error(`${patchFile}: no ${patch.kind} ${patch.metadata.name} to patch`);
      if (patch['$patch'] === 'delete') objects.splice(at, 1);
      else objects[at] = strategicMerge(objects[at], patch) as K8sObject;
    }
  }
  for (const image of kustomization.images ?? []) {
    for (const container of objects.flatMap(containersOf))
      container['image'] = imageAfter(container['image'] as string, image) ?? container['image'];
  }
  if (kustomization.namespace) {
    objects = objects.map((object) =>
      CLUSTER_SCOPED.has(object.kind)
        ? object
        : { ...object, metadata: { ...object.metadata, namespace: kustomization.namespace } },
    );
  }
  return { objects, renames };
}

/** The objects `kubectl apply -k dir` would apply. */
export function renderKustomization(dir: string): K8sObject[] {
  return render(dir).objects;
}
