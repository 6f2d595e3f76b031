import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * A `npm start` server of its own (tsx server/start.ts) on a given port and database file, for browser tests
 * that must stop and restart the server (persistence across restarts).
 */
export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts the server and resolves once it answers HTTP. `fresh` deletes the database file first. */
export async function startServer(opts: {
  port: number;
  dbPath: string;
  fresh?: boolean;
}): Promise<ServerProcess> {
  if (opts.fresh)
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${opts.dbPath}${suffix}`, { force: true });
  const child: ChildProcess = spawn('npx', ['tsx', 'server/start.ts'], {
    env: { ...process.env, PORT: String(opts.port), DB_PATH: opts.dbPath, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const url = `http://localhost:${opts.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/ticketing/regions/public`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // The whole process group: npx → tsx → node.
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}
