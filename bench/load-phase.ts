import autocannon, { type Options, type Result } from 'autocannon';
import { probeHealth, type HealthFigures } from './health-probe';

/** How a load phase runs: its connections, warm-up and length, and how often /health is asked. */
export interface PhaseSettings {
  connections: number;
  warmUpSeconds: number;
  seconds: number;
  probeEveryMs: number;
}

/** The load benches' phases: 50 connections, 2 s of warm-up, BENCH_SECONDS (10), /health every 50 ms. */
export const LOAD_PHASE: PhaseSettings = {
  connections: 50,
  warmUpSeconds: 2,
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  probeEveryMs: 50,
};

/**
 * One load phase against `base`: a warm-up, then autocannon for `seconds` while a prober asks
 * `/health` one request at a time, so the figures say what the load does to everyone else.
 */
export async function measurePhase(
  base: string,
  settings: PhaseSettings,
  options: Omit<Options, 'url' | 'connections' | 'duration'>,
): Promise<{ result: Result; health: HealthFigures }> {
  const load = { url: base, connections: settings.connections, ...options };
  await autocannon({ ...load, duration: settings.warmUpSeconds });
  const probe = probeHealth(base, settings.probeEveryMs);
  const result = await autocannon({ ...load, duration: settings.seconds });
  return { result, health: await probe.stop() };
}
