import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port free on this machine now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export type ServerProcess = {
  base: string;
  /** SIGTERM, then waits for the process to exit: its exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (no chance to close anything), then waits for the process to exit. */
  kill(): Promise<number | null>;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
};

/**
 * The real server as a child process (the entry point of `npm run serve`), API only, on DATA_DIR
 * and, when given, a PostgreSQL database; resolves once it listens.
 */
export async function startServer(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    WEB_DIR: '',
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  const ended = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    return exited;
  };
  return {
    base: `http://127.0.0.1:${port}`,
    stop: ended('SIGTERM'),
    kill: ended('SIGKILL'),
    output: () => output,
  };
}
