import { describe, expect, it } from 'vitest';
import { rewardsAdjustmentRequest } from '../../src/domain/customers/rewards-adjustment-contract.ts';
import {
  ADJUSTMENT_LIMIT,
  adjustmentKey,
  adjustmentProblem,
  customerName,
  pointsFromInput,
  staffSource,
} from '../../src/domain/customers/rewards-adjustment.ts';

/** A staff rewards adjustment's pure rules: never below zero, its request contract, its keys. */
describe('rewards adjustment rules', () => {
  it('allows any adjustment that leaves the balance at zero or more', () => {
    expect(adjustmentProblem(0, 50, 'Ann Lee')).toBeNull();
    expect(adjustmentProblem(120, -120, 'Ann Lee')).toBeNull();
    expect(adjustmentProblem(120, -20, 'Ann Lee')).toBeNull();
  });

  it('refuses one that would make the balance negative, saying how much may go', () => {
    expect(adjustmentProblem(1_250, -1_251, 'Ann Lee')).toBe('Ann Lee has 1,250 points: take away at most 1,250.');
    expect(adjustmentProblem(1, -2, 'Ann Lee')).toBe('Ann Lee has 1 point: take away at most 1.');
    expect(adjustmentProblem(0, -5, 'Ann Lee')).toBe('Ann Lee has 0 points: there are none to take away.');
  });

  it('checks the request: whole non-zero points within the limit, a trimmed reason', () => {
    const ok = rewardsAdjustmentRequest.safeParse({ points: -40, reason: '  wrong   order ' });
    expect(ok.success && ok.data).toEqual({ points: -40, reason: 'wrong order' });
    const problem = (body: unknown) => {
      const r = rewardsAdjustmentRequest.safeParse(body);
      return r.success ? null : [r.error.issues[0]?.path.join('.'), r.error.issues[0]?.message];
    };
    expect(problem({ points: 0, reason: 'x' })).toEqual([
      'points',
      'Enter the points to add, or a minus sign to take points away',
    ]);
    expect(problem({ points: 2.5, reason: 'x' })?.[0]).toBe('points');
    expect(problem({ points: ADJUSTMENT_LIMIT + 1, reason: 'x' })).toEqual([
      'points',
      'Adjust at most 10,000 points at a time',
    ]);
    expect(problem({ points: -ADJUSTMENT_LIMIT, reason: 'x' })).toBeNull();
    expect(problem({ points: 5, reason: ' ' })).toEqual(['reason', 'Please give a reason']);
    expect(problem({ points: 5, reason: 'x'.repeat(121) })?.[0]).toBe('reason');
    expect(problem({ points: 5, reason: 'x', note: 'y' })).not.toBeNull();
  });

  it('scopes the ledger key to the member and names the staff member as the source', () => {
    expect(adjustmentKey('m-1', 'k-1')).toBe('adjustment:m-1:k-1');
    expect(adjustmentKey('m-2', 'k-1')).not.toBe(adjustmentKey('m-1', 'k-1'));
    expect(staffSource('s-1')).toBe('staff:s-1');
  });

  it('names the customer, or the e-mail’s name part without a name', () => {
    expect(customerName({ firstName: 'Ann', lastName: 'Lee', email: 'ann@x.example' })).toBe('Ann Lee');
    expect(customerName({ firstName: 'Ann', lastName: null, email: null })).toBe('Ann');
    expect(customerName({ firstName: null, lastName: '', email: 'ann.lee@x.example' })).toBe('ann.lee');
  });
});

describe('points as typed', () => {
  it('reads signs, a typographic minus and thousands separators; leaves the rest to the contract', () => {
    expect(pointsFromInput('50')).toBe(50);
    expect(pointsFromInput(' +50 ')).toBe(50);
    expect(pointsFromInput('-1,200')).toBe(-1200);
    expect(pointsFromInput('−20')).toBe(-20);
    expect(pointsFromInput('2.5')).toBe(2.5);
    expect(pointsFromInput('')).toBeUndefined();
    expect(pointsFromInput('fifty')).toBeNaN();
    expect(rewardsAdjustmentRequest.safeParse({ points: pointsFromInput('fifty'), reason: 'x' }).success).toBe(false);
  });
});
