// The workspace's batch executors (lint, typecheck) run a batch's tasks in worker threads, one per core
// (at most one per task). Nx starts no other task while a batch runs (its task orchestrator awaits the
// batch), so a batch on one thread left the other cores idle for as long as it lasted. CommonJS, as the
// executors.
const { availableParallelism } = require('node:os');
const { isMainThread, parentPort, Worker, workerData } = require('node:worker_threads');

/**
 * Runs `jobs` (each with an `id`) in worker threads of `file` (an executor that calls serveJobs),
 * each started with `setup`; a worker takes the next job when it is done with one. Yields
 * { id, result, startTime, endTime } as each job ends.
 */
async function* runInWorkers(file, setup, jobs) {
  const queue = [...jobs];
  const ended = [];
  let wake = () => undefined;
  const workers = Array.from({ length: Math.min(availableParallelism(), queue.length) }, () => {
    const worker = new Worker(file, { workerData: { batchWorker: setup } });
    const next = () => {
      const job = queue.shift();
      if (job) worker.postMessage(job);
    };
    worker.on('message', (message) => {
      ended.push(message);
      next();
      wake();
    });
    worker.on('error', (error) => {
      ended.push({ error });
      wake();
    });
    next();
    return worker;
  });
  try {
    for (let reported = 0; reported < jobs.length; reported += 1) {
      if (ended.length === 0) await new Promise((resolve) => (wake = resolve));
      const message = ended.shift();
      if (message.error) throw message.error;
      yield message;
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * An Nx batch of the executor in `file`: a job per task of `taskGraph` (its `id`, its project's
 * `projectRoot` and what `jobOf(task)` adds), run by runInWorkers with the workspace's root as the
 * setup, each yielded as Nx takes a batch's result, as it ends.
 */
async function* runBatch(file, taskGraph, context, jobOf) {
  const jobs = Object.values(taskGraph.tasks).map((task) => ({
    id: task.id,
    projectRoot: context.projectsConfigurations.projects[task.target.project].root,
    ...jobOf(task),
  }));
  for await (const { id, result, startTime, endTime } of runInWorkers(file, context.root, jobs))
    yield { task: id, result: { ...result, startTime, endTime } };
}

/**
 * In a worker thread started by runInWorkers: `create(setup)` once, then each job it is sent answered
 * with the result of the function that returned, one job at a time. Does nothing elsewhere.
 */
function serveJobs(create) {
  if (isMainThread || !workerData?.batchWorker) return;
  const run = create(workerData.batchWorker);
  parentPort.on('message', async (job) => {
    const startTime = Date.now();
    const result = await run(job);
    parentPort.postMessage({ id: job.id, result, startTime, endTime: Date.now() });
  });
}

module.exports = { runBatch, serveJobs };
