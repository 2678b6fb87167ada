import type { UserRole } from '../user/user-role';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const PLAN_IDS = [
  'artist-monthly',
  'artist-yearly',
  'collector-monthly',
  'collector-yearly',
  'gallerist-monthly',
  'gallerist-yearly',
  'art-professional-monthly',
  'art-professional-yearly',
  'art-institution-monthly',
  'art-institution-yearly',
] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  role: UserRole;
  label: string;
  /** Price charged per billing period, in EUR. */
  price: number;
  /** What the plan comes to per month, in EUR. */
  priceForMonth: number;
  /** Saving against paying monthly for a year, in percent. */
  discount: number;
  billingPeriod: BillingPeriod;
  alternativePlan: PlanId;
  currency: 'EUR';
}

const ROLE_PLAN_LABELS: Record<UserRole, string> = {
  artist: 'Artist',
  collector: 'Collector',
  gallerist: 'Gallerist',
  'art-professional': 'Art Professional',
  'art-institution': 'Art Institution',
};

// Spec section 9: artist 10 / 96 (8 a month); the other roles 29 / 300 (25 a month); 15 %.
const ROLE_PRICES: Record<UserRole, { monthly: number; yearly: number }> = {
  artist: { monthly: 10, yearly: 96 },
  collector: { monthly: 29, yearly: 300 },
  gallerist: { monthly: 29, yearly: 300 },
  'art-professional': { monthly: 29, yearly: 300 },
  'art-institution': { monthly: 29, yearly: 300 },
};
const YEARLY_DISCOUNT_PERCENT = 15;

function plansFor(role: UserRole): [Plan, Plan] {
  const prices = ROLE_PRICES[role];
  const label = ROLE_PLAN_LABELS[role];
  const monthlyId = `${role}-monthly` as PlanId;
  const yearlyId = `${role}-yearly` as PlanId;
  return [
    {
      id: monthlyId,
      role,
      label: `${label} Monthly`,
      price: prices.monthly,
      priceForMonth: prices.monthly,
      discount: 0,
      billingPeriod: 'monthly',
      alternativePlan: yearlyId,
      currency: 'EUR',
    },
    {
      id: yearlyId,
      role,
      label: `${label} Yearly`,
      price: prices.yearly,
      priceForMonth: prices.yearly / 12,
      discount: YEARLY_DISCOUNT_PERCENT,
      billingPeriod: 'yearly',
      alternativePlan: monthlyId,
      currency: 'EUR',
    },
  ];
}

export const PLANS: readonly Plan[] = (Object.keys(ROLE_PRICES) as UserRole[]).flatMap(plansFor);

export function plansForRole(role: UserRole): Plan[] {
  return PLANS.filter((plan) => plan.role === role);
}

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function formatEuro(amount: number): string {
  return new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
