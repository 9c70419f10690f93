// From what `kubectl kustomize` renders to the pods `npm run k8s:local` starts: one plan per replica
// of each workload (the kinds in STARTED_KINDS; every other kind starts no process), with its
// container's command, environment, files and user as a kubelet would give them, and the few local
// differences said in scripts/k8s-local.mjs and docs/deploying.md.
import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import { OneLineError } from '../children.mjs';

/** The kinds whose pods this runner starts; Ingress, NetworkPolicy, HPA, PDB, PrometheusRule… start nothing. */
export const STARTED_KINDS = ['Deployment', 'StatefulSet'];

/** The objects `kubectl kustomize dir` renders; kubectl missing is one line. */
export function render(dir) {
  try {
    const text = execFileSync(process.env.KUBECTL ?? 'kubectl', ['kustomize', dir], {
      encoding: 'utf8',
      stdio: 'pipe',
      timeout: 30_000,
    });
    return parseAllDocuments(text)
      .map((doc) => doc.toJS())
      .filter(Boolean);
  } catch (error) {
    if (error.code === 'ENOENT')
      throw new OneLineError('kubectl not found: bash scripts/ensure-prerequisites.sh kubectl says how to get it');
    throw new OneLineError(`kubectl kustomize ${dir}: ${String(error.stderr ?? error.message).trim()}`);
  }
}

/** The repository part of an image reference: no registry host, tag or digest. */
export function repositoryOf(image) {
  const [reference] = image.split('@');
  const parts = reference.replace(/:[^/:]+$/, '').split('/');
  if (parts.length > 1 && /[.:]|^localhost$/.test(parts[0])) parts.shift();
  return parts.join('/');
}
/** The tag of an image reference (`1.22.1`), or undefined. */
export const tagOf = (image) => /:([^/:@]+)(?:@|$)/.exec(image)?.[1];

const selects = (selector = {}, labels = {}) => Object.entries(selector).every(([key, value]) => labels[key] === value);

/**
 * The value of an env entry: `value`, or its `valueFrom` (a ConfigMap's or Secret's key, a field of
 * the pod). A missing ConfigMap, Secret or key is an error naming the pod, as the kubelet's
 * CreateContainerConfigError would be (unless `optional`).
 */
function valueOf(entry, { pod, configMaps, secrets }) {
  if (!entry.valueFrom) return entry.value ?? '';
  const { configMapKeyRef, secretKeyRef, fieldRef } = entry.valueFrom;
  const fromMap = (ref, maps, what, decode) => {
    const map = maps.get(ref.name);
    const raw =
      map?.data?.[ref.key] ?? (map?.stringData?.[ref.key] === undefined ? undefined : map.stringData[ref.key]);
    if (raw === undefined) {
      if (ref.optional) return undefined;
      throw new OneLineError(`pod ${pod.name}: env ${entry.name}: ${what} ${ref.name} has no key ${ref.key}`);
    }
    return map?.data?.[ref.key] !== undefined ? decode(raw) : raw;
  };
  if (configMapKeyRef) return fromMap(configMapKeyRef, configMaps, 'ConfigMap', (v) => v);
  if (secretKeyRef) return fromMap(secretKeyRef, secrets, 'Secret', (v) => Buffer.from(v, 'base64').toString());
  if (fieldRef) {
    const fields = {
      'metadata.name': pod.name,
      'metadata.namespace': pod.namespace,
      'spec.nodeName': 'localhost',
      'status.podIP': '127.0.0.1',
      'status.hostIP': '127.0.0.1',
    };
    const label = /^metadata\.labels\['(.+)'\]$/.exec(fieldRef.fieldPath)?.[1];
    const value = label ? pod.labels[label] : fields[fieldRef.fieldPath];
    if (value === undefined)
      throw new OneLineError(`pod ${pod.name}: env ${entry.name}: no field ${fieldRef.fieldPath}`);
    return value;
  }
  throw new OneLineError(`pod ${pod.name}: env ${entry.name}: valueFrom not understood`);
}

/** The environment of a container as the kubelet builds it: envFrom first, then env in order. */
function environmentOf(container, context) {
  const env = {};
  for (const source of container.envFrom ?? []) {
    const ref = source.configMapRef ?? source.secretRef;
    const maps = source.configMapRef ? context.configMaps : context.secrets;
    const map = maps.get(ref.name);
    if (!map && !ref.optional)
      throw new OneLineError(`pod ${context.pod.name}: envFrom ${ref.name}: no such ConfigMap or Secret`);
    for (const [key, value] of Object.entries(map?.data ?? {}))
      env[`${source.prefix ?? ''}${key}`] = source.secretRef ? Buffer.from(value, 'base64').toString() : value;
  }
  for (const entry of container.env ?? []) {
    const value = valueOf(entry, context);
    if (value !== undefined) env[entry.name] = value;
  }
  return env;
}

/**
 * The pods of `objects`: for each workload of STARTED_KINDS, `replicas` pods, each with its labels,
 * user, containers (image, command, args, env, ports, probes, mounts) and volumes.
 */
export function podsOf(objects) {
  const byKind = (kind) => new Map(objects.filter((o) => o.kind === kind).map((o) => [o.metadata.name, o]));
  const configMaps = byKind('ConfigMap');
  const secrets = byKind('Secret');
  const pods = [];
  for (const workload of objects.filter((o) => STARTED_KINDS.includes(o.kind))) {
    const { template, replicas = 1 } = workload.spec;
    const podSpec = template.spec;
    for (let i = 0; i < replicas; i += 1) {
      const pod = {
        name: `${workload.metadata.name}-${i}`,
        workload: workload.metadata.name,
        namespace: workload.metadata.namespace ?? 'default',
        labels: template.metadata?.labels ?? {},
        annotations: template.metadata?.annotations ?? {},
      };
      const context = { pod, configMaps, secrets };
      const volumes = new Map((podSpec.volumes ?? []).map((v) => [v.name, v]));
      // A StatefulSet's claim: a folder of this run, like a fresh volume.
      for (const claim of workload.spec.volumeClaimTemplates ?? [])
        volumes.set(claim.metadata.name, { name: claim.metadata.name, persistentVolumeClaim: {} });
      const containers = (podSpec.containers ?? []).map((container) => {
        const security = { ...podSpec.securityContext, ...container.securityContext };
        return {
          name: container.name,
          image: container.image,
          command: container.command,
          args: container.args,
          workingDir: container.workingDir,
          env: environmentOf(container, context),
          ports: (container.ports ?? []).map((port) => ({ ...port })),
          startupProbe: container.startupProbe,
          readinessProbe: container.readinessProbe,
          user: security.runAsUser,
          group: security.runAsGroup,
          runAsNonRoot: security.runAsNonRoot === true,
          readOnlyRoot: security.readOnlyRootFilesystem === true,
          mounts: (container.volumeMounts ?? []).map((mount) => {
            const volume = volumes.get(mount.name);
            if (!volume) throw new OneLineError(`pod ${pod.name}: volumeMount ${mount.name}: no such volume`);
            if (volume.configMap) {
              const map = configMaps.get(volume.configMap.name);
              if (!map)
                throw new OneLineError(`pod ${pod.name}: volume ${mount.name}: no ConfigMap ${volume.configMap.name}`);
              // The kubelet writes a ConfigMap volume's files with its defaultMode (0644 unless set).
              return { ...mount, files: map.data ?? {}, mode: volume.configMap.defaultMode ?? 0o644 };
            }
            if (volume.secret) {
              const secret = secrets.get(volume.secret.secretName);
              if (!secret)
                throw new OneLineError(`pod ${pod.name}: volume ${mount.name}: no Secret ${volume.secret.secretName}`);
              const files = Object.fromEntries(
                Object.entries(secret.data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]),
              );
              return { ...mount, files, mode: volume.secret.defaultMode ?? 0o644 };
            }
            if (volume.emptyDir || volume.persistentVolumeClaim) return { ...mount, folder: true };
            throw new OneLineError(
              `pod ${pod.name}: volume ${mount.name}: only configMap, secret, emptyDir and claims run here`,
            );
          }),
        };
      });
      pods.push({ ...pod, containers });
    }
  }
  return pods;
}

/** The Services of `objects` with the pods each selects. */
export function servicesOf(objects, pods) {
  return objects
    .filter((o) => o.kind === 'Service' && o.spec?.selector)
    .map((service) => ({
      name: service.metadata.name,
      namespace: service.metadata.namespace ?? 'default',
      ports: service.spec.ports,
      pods: pods.filter((pod) => selects(service.spec.selector, pod.labels)),
    }));
}
