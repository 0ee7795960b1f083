#!/usr/bin/env node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../src/cli.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
process.exitCode = await run(process.argv.slice(2), { root, io: { out: console.log, err: console.error, env: process.env } });
