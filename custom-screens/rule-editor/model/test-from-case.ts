// "Add from case": a recorded case becomes a test case that pins down what the draft decides for it.
import type { SimulationCase, TestCase } from '../../../core/contract/rules.js';

export function testNameForCase(c: SimulationCase): string {
  return `Recorded case ${c.evaluationId}${c.context ? ` (${c.context})` : ''}`;
}

/** Facts without the empty ones: the engine reads a missing fact as null anyway, so the test stays short. */
export function testFromCase(c: SimulationCase): TestCase {
  const facts = Object.fromEntries(Object.entries(c.facts).filter(([, v]) => v !== null && v !== undefined));
  const { allowed, messages, shown, cleared } = c.draft;
  return { name: testNameForCase(c), facts, expect: { allowed, messages: [...messages], shown: [...shown], cleared: [...cleared] } };
}
