/**
 * `npm run start:cluster`: N server processes sharing one port (Node's cluster module hands
 * connections out round robin), for a machine with several cores. Each process is the whole
 * app on the shared PostgreSQL database; docs/operations.md (Several processes).
 *
 *   DATABASE_URL=postgres://… CLUSTER_WORKERS=4 node apps/server/dist/cluster.js
 *
 * The first process starts alone (migrations, first admin, demo content), then the others. A
 * process that dies is replaced; SIGTERM stops them all, each draining its requests.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

if (cluster.isPrimary) {
  if (!process.env.DATABASE_URL) {
    console.error('The embedded database allows one process: set DATABASE_URL to run a cluster.');
    process.exit(1);
  }
  const workers = Number(process.env.CLUSTER_WORKERS ?? availableParallelism());
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    console.error('CLUSTER_WORKERS must be a whole number from 1 to 64');
    process.exit(1);
  }
  let stopping = false;
  const first = cluster.fork();
  first.once('listening', () => {
    for (let i = 1; i < workers; i++) cluster.fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `server process ${worker.process.pid} ended (${signal ?? code}); starting another`,
    );
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  await import('./server');
}
