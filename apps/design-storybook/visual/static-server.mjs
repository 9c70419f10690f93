#!/usr/bin/env node
// Serves a built Storybook (dist/storybook by default) as the static site it is, for the visual run.
// Usage: node static-server.mjs <dir> <port>
import path from 'node:path';
import express from 'express';

const [dir, port] = process.argv.slice(2);
const app = express();
app.use(express.static(path.resolve(dir)));
const server = app.listen(Number(port), '127.0.0.1', () => console.log(`Storybook ${dir} on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
