import { describe, expect, it } from 'vitest';
import { findPlan, plansForRole, PLANS } from './plans';

describe('plan table', () => {
  it('prices the artist plans as the spec says', () => {
    const [monthly, yearly] = plansForRole('artist');
    expect(monthly).toMatchObject({ id: 'artist-monthly', price: 10, priceForMonth: 10 });
    expect(yearly).toMatchObject({
      id: 'artist-yearly',
      price: 96,
      priceForMonth: 8,
      discount: 15,
    });
  });

  it.each(['collector', 'gallerist', 'art-professional', 'art-institution'] as const)(
    'prices the %s plans at 29 a month or 300 a year',
    (role) => {
      const [monthly, yearly] = plansForRole(role);
      expect(monthly?.price).toBe(29);
      expect(yearly?.price).toBe(300);
      expect(yearly?.priceForMonth).toBe(25);
      expect(yearly?.discount).toBe(15);
    },
  );

  it('points each plan at its alternative and back', () => {
    for (const plan of PLANS) {
      const alternative = findPlan(plan.alternativePlan);
      expect(alternative?.alternativePlan).toBe(plan.id);
      expect(alternative?.billingPeriod).not.toBe(plan.billingPeriod);
    }
  });
});
