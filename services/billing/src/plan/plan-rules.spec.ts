import { limitChanges, validPlanLimits } from './plan-rules';

const limits = { seats: 2, savedSearchAlerts: 1, activeConsortiums: 1, openWorkspaces: 2, expertInvitationsPerMonth: 3, storageMb: null };

describe('plan rules', () => {
  it('accepts every limit as a whole number or null', () => {
    expect(validPlanLimits(limits)).toEqual(limits);
  });

  it('refuses missing, unknown, negative, fractional and non-number limits', () => {
    expect(() => validPlanLimits({ ...limits, seats: undefined })).toThrow('limits.seats');
    expect(() => validPlanLimits({ ...limits, rockets: 1 })).toThrow('Unknown limit rockets');
    expect(() => validPlanLimits({ ...limits, seats: -1 })).toThrow('limits.seats');
    expect(() => validPlanLimits({ ...limits, seats: 1.5 })).toThrow('limits.seats');
    expect(() => validPlanLimits({ ...limits, seats: '3' })).toThrow('limits.seats');
    expect(() => validPlanLimits([])).toThrow('limits must be an object');
  });

  it('lists the limits that changed', () => {
    expect(limitChanges(limits, { ...limits, seats: 5, storageMb: 10 })).toEqual({
      'limits.seats': { from: 2, to: 5 },
      'limits.storageMb': { from: null, to: 10 },
    });
  });
});
