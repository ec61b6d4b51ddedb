import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface Child {
  name: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Start a long-running helper that cannot outlive us: a small shell loop watches our pid and
 * stops the child when we are gone, even if we die by SIGKILL and never run our exit handlers.
 */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; verbose?: boolean } = {},
): Child {
  const quoted = [command, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  const script = `${quoted} & c=$!; trap 'kill $c 2>/dev/null; wait $c; exit 0' TERM INT; while kill -0 ${process.pid} 2>/dev/null && kill -0 $c 2>/dev/null; do sleep 1; done; kill $c 2>/dev/null; wait $c`;
  const child = spawn('bash', ['-c', script], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: options.verbose ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code && code !== 0 && code !== 143) {
      console.error(`[${name}] exited with code ${code}\n${stderr}`);
    }
  });
  return {
    name,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 5000).unref();
      }),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port: number, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not start listening on port ${port} within ${timeoutMs} ms`);
}
