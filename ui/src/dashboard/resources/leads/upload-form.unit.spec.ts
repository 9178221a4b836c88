import { LEAD_LIMITS, leadMessages } from '@shared/leads/contract';
import { describe, expect, it } from 'vitest';
import { nameFromFile, uploadFormProblem, uploadFormSchema } from './upload-form';

const csv = (name = 'list.csv') => new File(['username\nann\n'], name, { type: 'text/csv' });

describe('the upload form', () => {
  it('given no file, no name, or a blank-looking name, when checked, then the specification’s one message', () => {
    expect(uploadFormProblem({ file: null, name: '' })).toBe(leadMessages.fileAndNameRequired);
    expect(uploadFormProblem({ file: null, name: 'Conference' })).toBe(leadMessages.fileAndNameRequired);
    expect(uploadFormProblem({ file: csv(), name: '   ' })).toBe(leadMessages.fileAndNameRequired);
    expect(uploadFormSchema.safeParse({ file: csv(), name: '' }).error?.issues.map((issue) => issue.message)).toEqual([
      leadMessages.fileAndNameRequired,
    ]);
  });

  it('given a name longer than the API takes, when checked, then the name’s limit is said', () => {
    expect(uploadFormProblem({ file: csv(), name: 'x'.repeat(LEAD_LIMITS.maxNameLength + 1) })).toBe(leadMessages.nameTooLong);
    expect(uploadFormProblem({ file: csv(), name: 'x'.repeat(LEAD_LIMITS.maxNameLength) })).toBeNull();
  });

  it('given a file and a name, when checked, then there is no problem and the name is sent trimmed', () => {
    const file = csv();
    expect(uploadFormProblem({ file, name: ' Conference ' })).toBeNull();
    expect(uploadFormSchema.parse({ file, name: ' Conference ' })).toEqual({ file, name: 'Conference' });
  });

  it('given a chosen file, then the source is named after it without its extension', () => {
    expect(nameFromFile(csv('Conference Leads.CSV'))).toBe('Conference Leads');
    expect(nameFromFile(csv('people.json'))).toBe('people');
    expect(nameFromFile(csv('handles'))).toBe('handles');
  });
});
