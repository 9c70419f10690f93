#!/usr/bin/env node
// Writes prometheus-rule.yaml, the Prometheus Operator's PrometheusRule, from share-web.rules.yaml
// (the one source of the rules): `node deploy/monitoring/prometheus-rule.mjs`. With --check it
// writes nothing and exits 1 when the file is not what it would write (rules.spec.ts runs that).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parse, stringify } from 'yaml';

const here = import.meta.dirname;
const target = path.join(here, 'prometheus-rule.yaml');

/** The PrometheusRule's text for the rules file's text, formatted as the repository's files are. */
async function prometheusRule(rulesText) {
  const { groups } = parse(rulesText);
  const rule = {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: {
      name: 'share-web',
      labels: { 'app.kubernetes.io/name': 'share-web', 'app.kubernetes.io/part-of': 'share-web' },
    },
    spec: { groups },
  };
  const text = `# Written by deploy/monitoring/prometheus-rule.mjs from share-web.rules.yaml: edit that file, then run it.
# Your Prometheus picks this up when its ruleSelector matches these labels (docs/deploying.md, "Alerts").
${stringify(rule, { lineWidth: 0 })}`;
  return format(text, { ...(await resolveConfig(target)), filepath: target });
}

if (process.argv[1] === import.meta.filename) {
  const text = await prometheusRule(readFileSync(path.join(here, 'share-web.rules.yaml'), 'utf8'));
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== text) {
      console.error(
        'deploy/monitoring/prometheus-rule.yaml is out of date: node deploy/monitoring/prometheus-rule.mjs',
      );
      process.exit(1);
    }
  } else writeFileSync(target, text);
}
