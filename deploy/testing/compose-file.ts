/** deploy/compose.yaml read as text: a service's block and its `environment:` values (plain `KEY: value` lines). */
import fs from 'node:fs';
import path from 'node:path';

export const COMPOSE_FILE = path.join(__dirname, '../compose.yaml');

/** The lines of `services.<name>`, up to the next service or top-level key. */
export function serviceBlock(name: string): string {
  const text = fs.readFileSync(COMPOSE_FILE, 'utf8');
  const block = new RegExp(`^  ${name}:\\n((?:(?: {4}.*)?\\n)*)`, 'm').exec(text)?.[1];
  if (block === undefined) throw new Error(`compose.yaml has no service ${name}`);
  return block;
}

/** `services.<name>.environment` as written (quotes removed; `${X:-d}` left as is). */
export function serviceEnvironment(name: string): Record<string, string> {
  const environment = /^ {4}environment:\n((?: {6}.*\n|\s*\n)*)/m.exec(serviceBlock(name))?.[1] ?? '';
  const values: Record<string, string> = {};
  for (const [, key, value] of environment.matchAll(/^ {6}([A-Z_][A-Z0-9_]*): *(.*)$/gm)) {
    values[key] = value.trim().replace(/^"(.*)"$/, '$1');
  }
  return values;
}
