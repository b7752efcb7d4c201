// Submission and registration cycles (spec 3 §3, §4, §7 "Cycles"): the recent cycles, saving their
// dates, and what the cycles decide elsewhere (current.ts). docs/cycles.md.
export { registerCycleRoutes as registerCycleArea } from './routes.js';
