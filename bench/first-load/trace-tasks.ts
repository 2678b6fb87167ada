/**
 * What the main thread did in a Lighthouse run's long tasks (issue 37): reads a trace written by
 * `APP_LIGHTHOUSE_TRACES=<folder> npm run bench:app-lighthouse` (recorded with V8's sampling
 * profiler) and prints every task of the page's main thread longer than MIN ms (default 12:
 * Lighthouse's simulated phone runs four times slower, so 12.5 ms here is a 50 ms long task
 * there), with the functions that took its time, mapped through the built app's source maps.
 *
 *   npx tsx bench/first-load/trace-tasks.ts /tmp/traces/artworks-….trace.json [MIN]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import type { TraceEvent } from './trace-event';

/** A trace's frames leave out what they do not know (a native frame has no url). */
interface CallFrame {
  functionName?: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const [file, minArgument] = process.argv.slice(2);
if (file === undefined) throw new Error('Usage: trace-tasks.ts <trace.json> [min ms]');
const MIN_MS = Number(minArgument ?? 12);

const trace = JSON.parse(readFileSync(file, 'utf8')) as
  { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(trace) ? trace : trace.traceEvents;

// The page's main thread: the renderer's main thread with the most tasks.
const mains = events.filter(
  (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
);
const tasksOf = (pid: number, tid: number) =>
  events.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && event.pid === pid && event.tid === tid,
  );
const main = mains
  .map((thread) => ({ thread, tasks: tasksOf(thread.pid, thread.tid) }))
  .sort((a, b) => b.tasks.length - a.tasks.length)[0];
if (main === undefined) throw new Error('No renderer main thread in this trace');
const navigation = events.find(
  (event) => event.name === 'navigationStart' && event.pid === main.thread.pid,
);
const origin = navigation?.ts ?? main.tasks[0]?.ts ?? 0;

// The sampling profile of that thread: nodes, and each sample's time.
const nodes = new Map<number, ProfileNode>();
const samples: { time: number; node: number }[] = [];
for (const profile of events.filter(
  (event) => event.name === 'Profile' && event.pid === main.thread.pid,
)) {
  let time = Number(profile.args?.data?.startTime ?? 0);
  for (const chunk of events.filter(
    (event) =>
      event.name === 'ProfileChunk' && event.pid === profile.pid && event.id === profile.id,
  )) {
    const data = chunk.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, index) => {
      time += deltas[index] ?? 0;
      samples.push({ time, node });
    });
  }
}
samples.sort((a, b) => a.time - b.time);

const maps = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    const mapFile = path.join(dist, new URL(url).pathname) + '.map';
    maps.set(
      url,
      existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as never)
        : null,
    );
  }
  return maps.get(url) ?? null;
}

/** A frame as its source says it: function, file and line. */
function describe(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  const { url = '', lineNumber = 0, columnNumber = 0 } = frame;
  if (!url.startsWith('http')) return name;
  const at = consumerFor(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (at?.source == null) return `${name} ${path.basename(new URL(url).pathname)}`;
  const source = at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${at.name ?? name} ${source}:${String(at.line)}`;
}

const ms = (micro: number) => (micro / 1000).toFixed(1);
const long = main.tasks.filter((task) => (task.dur ?? 0) / 1000 >= MIN_MS);
console.log(
  `${String(main.tasks.length)} tasks on the main thread, ${String(long.length)} of ${String(MIN_MS)} ms or more; ${String(samples.length)} samples`,
);
const top = (map: Map<string, number>, count: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${ms(time)} ${name}`);
let blocking = 0;
for (const task of long) {
  const dur = task.dur ?? 0;
  blocking += Math.max(0, dur / 1000 - 12.5);
  const inside = samples.filter((sample) => sample.time >= task.ts && sample.time < task.ts + dur);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  inside.forEach((sample, index) => {
    const next = inside[index + 1]?.time ?? task.ts + dur;
    const weight = next - sample.time;
    const leaf = nodes.get(sample.node);
    if (leaf === undefined) return;
    const leafName = describe(leaf.callFrame);
    self.set(leafName, (self.get(leafName) ?? 0) + weight);
    const seen = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node;) {
      const name = describe(node.callFrame);
      if (!seen.has(name) && !name.startsWith('(root)')) {
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + weight);
      }
      node = node.parent === undefined ? undefined : nodes.get(node.parent);
    }
  });
  // What the browser itself did in it (style, layout, parsing, compiling), by event name.
  const work = new Map<string, number>();
  for (const event of events) {
    if (
      event.pid !== task.pid ||
      event.tid !== task.tid ||
      event.ph !== 'X' ||
      event === task ||
      event.ts < task.ts ||
      event.ts >= task.ts + dur
    )
      continue;
    work.set(event.name, (work.get(event.name) ?? 0) + (event.dur ?? 0));
  }
  console.log(`\n■ task at ${ms(task.ts - origin)} ms, ${ms(dur)} ms`);
  console.log(`  events: ${top(work, 8).join(', ')}`);
  console.log(`  self:  ${top(self, 6).join('\n         ')}`);
  console.log(`  total: ${top(total, 12).join('\n         ')}`);
}
console.log(
  `\nblocking beyond 12.5 ms a task (a quarter of the simulated phone's 50 ms): ${blocking.toFixed(0)} ms`,
);
