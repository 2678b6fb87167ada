import { PLAN_IDS } from '@archive/domain/plans/plans';
import type { PlanId } from '@archive/domain/plans/plans';
import { readStored, removeStored, writeStored } from '../storage/local-storage';

const KEY = 'selected-plan';

/** The plan chosen on the pay step, kept so a reload or a return to /pay shows it again. */
export function getSelectedPlan(): PlanId | null {
  const value = readStored(KEY, 'session');
  return PLAN_IDS.find((id) => id === value) ?? null;
}

export function setSelectedPlan(plan: PlanId): void {
  writeStored(KEY, plan, 'session');
}

export function clearSelectedPlan(): void {
  removeStored(KEY, 'session');
}
