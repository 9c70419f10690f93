/** deploy/compose.yaml parsed as YAML: a service and its `environment:` values. */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const COMPOSE_FILE = path.join(__dirname, '../compose.yaml');

interface ComposeService {
  environment?: Record<string, string | number | boolean>;
  healthcheck?: { test: string[] };
  [key: string]: unknown;
}

/** `services.<name>`. */
export function composeService(name: string): ComposeService {
  const service = (parse(fs.readFileSync(COMPOSE_FILE, 'utf8')) as { services?: Record<string, ComposeService> })
    .services?.[name];
  if (!service) throw new Error(`compose.yaml has no service ${name}`);
  return service;
}

/** `services.<name>.environment` as the strings a process sees (`${X:-d}` left as written). */
export function serviceEnvironment(name: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(composeService(name).environment ?? {}).map(([key, value]) => [key, String(value)]),
  );
}
