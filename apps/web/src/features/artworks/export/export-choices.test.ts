import { describe, expect, it } from 'vitest';
import { exportChoices } from './export-choices';

function disabled(count: number): string[] {
  return exportChoices(count)
    .filter((choice) => choice.disabledReason !== null)
    .map((choice) => choice.value);
}

describe('exportChoices', () => {
  it('offers the 13 documents and CSV, portfolio and condition report coming soon', () => {
    const choices = exportChoices(1);
    expect(choices).toHaveLength(16);
    expect(choices.filter((choice) => choice.disabledReason === null)).toHaveLength(14);
    expect(disabled(1)).toEqual(['portfolio', 'conditionReport']);
  });

  it('greys the one-work documents when more than one artwork is selected', () => {
    expect(disabled(2)).toEqual([
      'installationManual',
      'dataSheet',
      'portfolio',
      'conditionReport',
    ]);
  });
});
