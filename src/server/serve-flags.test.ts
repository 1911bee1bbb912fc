// `npm start` runs `npm run serve`, whose Node/V8 flags (memory) no other test
// starts a server with (the browser journeys and the cluster test run without them): a
// flag this Node does not know would stop Quad from starting at all.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serveEnv, serveFlags } from '../../scripts/serve-flags.mjs';

describe('npm run serve', () => {
  it('starts Node with flags and environment that this Node accepts', () => {
    const flags = serveFlags();
    expect(flags.length).toBeGreaterThan(0);
    const run = spawnSync(process.execPath, [...flags, '-e', 'process.stdout.write(JSON.stringify(process.execArgv))'], {
      env: { ...process.env, ...serveEnv() },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(expect.arrayContaining(flags));
  });

  it('bounds what glibc keeps after large images: two arenas, and a fixed mmap threshold', () => {
    // Without a fixed threshold glibc raises it to 32 MB once a large image buffer is freed, and
    // later decodes fill arenas that never shrink: after six 48 MP uploads RSS stayed 36 MB up
    // with two arenas, 120 MB without (bench/image-memory.ts); 2 MB with both.
    expect(serveEnv()).toMatchObject({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  });
});
