import { aSection } from '@/testing/bids-builders';
import { sectionsWithAdded, sectionsWithEdited, sectionsWithout } from '../lib/section-edits';
import { activeStepOf, nextStatusMoves } from '../lib/workspace-status';

describe('workspace status moves (mirror of the bids service rule)', () => {
  it('offers draft → in review → submitted, archive from any other status, and restore from archived', () => {
    expect(nextStatusMoves('draft').map((m) => m.to)).toEqual(['in-review', 'archived']);
    expect(nextStatusMoves('in-review').map((m) => m.to)).toEqual(['submitted', 'archived']);
    expect(nextStatusMoves('submitted').map((m) => m.to)).toEqual(['archived']);
    expect(nextStatusMoves('archived')).toEqual([{ to: 'draft', label: 'Restore to draft' }]);
  });

  it('places the stepper on the current step, and nowhere when archived', () => {
    expect(activeStepOf('draft')).toBe(0);
    expect(activeStepOf('submitted')).toBe(2);
    expect(activeStepOf('archived')).toBe(-1);
  });
});

describe('section edits (the whole list PATCH /workspace/update expects)', () => {
  const current = [aSection(), aSection({ id: 's-2', title: 'Social value', body: 'Jobs.', updatedBy: 'acc-2' })];

  it('adds a new section without an id at the end, keeping the others as the server has them', () => {
    expect(sectionsWithAdded(current, { title: 'Pricing', body: '' })).toEqual([
      { id: 's-1', title: 'Executive summary', body: 'We deliver home care across Cardiff.' },
      { id: 's-2', title: 'Social value', body: 'Jobs.' },
      { title: 'Pricing', body: '' },
    ]);
  });

  it('replaces only the edited section', () => {
    expect(sectionsWithEdited(current, 's-2', { title: 'Social value (lot 2)', body: 'More jobs.' })).toEqual([
      { id: 's-1', title: 'Executive summary', body: 'We deliver home care across Cardiff.' },
      { id: 's-2', title: 'Social value (lot 2)', body: 'More jobs.' },
    ]);
  });

  it('leaves a removed section out', () => {
    expect(sectionsWithout(current, 's-1')).toEqual([{ id: 's-2', title: 'Social value', body: 'Jobs.' }]);
  });
});
