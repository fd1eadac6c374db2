// Starts the request meters of a demo page: one per panel marked `data-meter`, counting for the fieldset it is in
// (or the whole page), and one fetch wrapper that gives each service call to the meter of the block that makes it.
import { observeServiceCalls } from './fetch-observer.js';
import { meterBlock } from './meter-panel.js';
import { billedLookups } from './service-calls.js';

export function startMeters(target: Window & typeof globalThis): () => void {
  const meters = [...target.document.querySelectorAll<HTMLElement>('[data-meter]')].map((panel) =>
    meterBlock(panel.closest('fieldset') ?? target.document.body, panel),
  );
  return observeServiceCalls(target, (call) => {
    const meter = meters.find((candidate) => candidate.calls.has(call));
    if (!meter) return () => {};
    const span = meter.tally.sent();
    return (outcome) => meter.tally.bill(span, billedLookups(call, outcome));
  });
}
