/**
 * Whether the NetworkPolicies of a namespace let one endpoint connect to another, by the rules of
 * networking.k8s.io/v1 (what a network plugin that enforces them does): a pod selected by no policy
 * of a direction is open in that direction; a selected pod takes only what some rule of those
 * policies allows. Enough for share-web's policies: podSelector and namespaceSelector by matchLabels,
 * ipBlock by IPv4 CIDR (no except), numeric ports.
 */
import type { K8sObject } from './kustomize';

type Labels = Record<string, string>;
/** A pod (its namespace's name and labels, its labels) or an address outside the cluster. */
export type Endpoint = { namespace: string; namespaceLabels?: Labels; labels: Labels } | { ip: string };

interface Peer {
  podSelector?: { matchLabels?: Labels };
  namespaceSelector?: { matchLabels?: Labels };
  ipBlock?: { cidr: string };
}
interface Rule {
  ports?: Array<{ port?: number; protocol?: string }>;
  from?: Peer[];
  to?: Peer[];
}
interface PolicySpec {
  podSelector: { matchLabels?: Labels };
  policyTypes?: string[];
  ingress?: Rule[];
  egress?: Rule[];
}

const matches = (selector: { matchLabels?: Labels } | undefined, labels: Labels) =>
  Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value);

function inCidr(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const number = (address: string) => address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
  const size = 2 ** (32 - Number(bits ?? 32));
  return Math.floor(number(ip) / size) === Math.floor(number(base) / size);
}

function peerMatches(peer: Peer, policyNamespace: string, endpoint: Endpoint): boolean {
  if ('ip' in endpoint) return peer.ipBlock !== undefined && inCidr(endpoint.ip, peer.ipBlock.cidr);
  if (peer.ipBlock) return false;
  const namespaceLabels = { 'kubernetes.io/metadata.name': endpoint.namespace, ...endpoint.namespaceLabels };
  const namespaceOk = peer.namespaceSelector
    ? matches(peer.namespaceSelector, namespaceLabels)
    : endpoint.namespace === policyNamespace;
  return namespaceOk && (peer.podSelector === undefined || matches(peer.podSelector, endpoint.labels));
}

function admits(
  policies: K8sObject[],
  namespace: string,
  pod: Labels,
  direction: 'Ingress' | 'Egress',
  other: Endpoint,
  port: number,
  protocol: string,
): boolean {
  const selecting = policies
    .map((policy) => policy.spec as unknown as PolicySpec)
    .filter((spec) => matches(spec.podSelector, pod))
    .filter((spec) => (spec.policyTypes ?? ['Ingress']).includes(direction));
  if (selecting.length === 0) return true;
  return selecting.some((spec) =>
    (direction === 'Ingress' ? spec.ingress : spec.egress)?.some((rule) => {
      const peers = direction === 'Ingress' ? rule.from : rule.to;
      const peerOk = !peers || peers.some((peer) => peerMatches(peer, namespace, other));
      const portOk =
        !rule.ports ||
        rule.ports.some((p) => (p.port === undefined || p.port === port) && (p.protocol ?? 'TCP') === protocol);
      return peerOk && portOk;
    }),
  );
}

/** Whether `from` may open a connection to `to` on `port`, under `policies` (all of one namespace). */
export function allowed(
  policies: K8sObject[],
  from: Endpoint,
  to: Endpoint,
  port: number,
  protocol: 'TCP' | 'UDP' = 'TCP',
): boolean {
  const inNamespace = (endpoint: Endpoint, namespace: string) =>
    !('ip' in endpoint) && endpoint.namespace === namespace;
  const namespace = policies[0]?.metadata.namespace ?? '';
  const egressOk =
    !inNamespace(from, namespace) ||
    admits(policies, namespace, (from as { labels: Labels }).labels, 'Egress', to, port, protocol);
  const ingressOk =
    !inNamespace(to, namespace) ||
    admits(policies, namespace, (to as { labels: Labels }).labels, 'Ingress', from, port, protocol);
  return egressOk && ingressOk;
}
