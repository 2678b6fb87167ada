/**
 * The production server as the load bench runs it, in a process of its own: `node:cluster`
 * forks BENCH_WORKERS copies of apps/server/src/main.ts that share one port (Node 20 has no
 * `reusePort`; the primary hands each connection to a worker in turn). One worker, or
 * BENCH_WORKERS unset, is main.ts itself. The configuration comes from the environment, as in
 * production.
 */
import cluster from 'node:cluster';

const workers = Number(process.env.BENCH_WORKERS ?? 1);

if (workers > 1 && cluster.isPrimary) {
  for (let index = 0; index < workers; index += 1) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    process.stderr.write(`A server worker ended (${String(code)}); the bench stops\n`);
    process.exit(1);
  });
  process.once('SIGTERM', () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  });
} else {
  await import('../../apps/server/src/main');
}
