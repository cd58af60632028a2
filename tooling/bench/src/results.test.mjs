import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendResults, resultFields } from '#src/results.mjs';

describe('appendResults', () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bench-results-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('appends one JSON line per row with exactly the result fields, null where none applies', async () => {
    const file = await appendResults(
      'api',
      [
        { row: 'floor: product by key', engine: 'postgres', rps: 10000.04, p50: 0.7, p99: 4.3 },
        {
          row: 'detail',
          engine: 'postgres',
          cache: 'off',
          rps: 2500,
          p50: 3.21234,
          p99: 18,
          floorRps: 10000,
          hitRate: null,
        },
      ],
      { dir },
    );
    await appendResults('api', [{ row: 'long-tail mix', cache: 'on', rps: 4100, hitRate: 0.9 }], {
      dir,
    });
    expect(file).toBe(path.join(dir, 'api.jsonl'));
    const lines = (await readFile(file, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(Object.keys(line)).toEqual(resultFields);
    expect(lines[0]).toMatchObject({ cache: null, rps: 10000, floor_rps: null, ratio: null });
    expect(lines[1]).toMatchObject({ p50_ms: 3.212, floor_rps: 10000, ratio: 0.25 });
    expect(lines[2]).toMatchObject({ engine: null, p99_ms: null, hit_rate: 0.9 });
    expect(typeof lines[2].machine).toBe('string');
  });
});
