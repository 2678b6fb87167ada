/** One event of a Chromium trace (Trace Event Format), as the first-load benches read them. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** A sampling profile's id: its chunks carry it too. */
  id?: string;
  args?: { name?: string; data?: { url?: string; [field: string]: unknown } };
}
