import { describe, expect, it } from 'vitest';
import { jqlOf } from '../../../../shared/api/jira';
import { pointsFieldOf } from './jira-api';

const number = (name: string) => ({ name, schema: { type: 'number' } });

describe('pointsFieldOf', () => {
  it('finds the field of team-managed and of company-managed projects', () => {
    expect(
      pointsFieldOf({
        customfield_10016: number('Story point estimate'),
        customfield_1: number('Business value'),
      }),
    ).toBe('customfield_10016');
    expect(
      pointsFieldOf({
        customfield_10028: number('Story Points'),
        customfield_10016: number('Story point estimate'),
      }),
    ).toBe('customfield_10016');
    expect(pointsFieldOf({ customfield_10028: number('Story Points') })).toBe('customfield_10028');
  });

  it('falls back to a numeric field named for points or an estimate, and never to text', () => {
    expect(
      pointsFieldOf({
        customfield_9: number('Team estimate'),
        summary: { name: 'Summary', schema: { type: 'string' } },
      }),
    ).toBe('customfield_9');
    expect(pointsFieldOf({ customfield_3: { name: 'Story Points', schema: { type: 'string' } } })).toBeNull();
  });
});

describe('jqlOf', () => {
  it('writes a project filter as JQL, quoting what people typed', () => {
    expect(jqlOf({ project: 'APP', issuetype: ['Story', 'Bug'], status: [], sprint: 12 })).toBe(
      'project = "APP" AND issuetype in ("Story", "Bug") AND sprint = 12 ORDER BY rank ASC',
    );
    expect(jqlOf({ project: 'A"B', issuetype: [], status: ['To Do'], sprint: null })).toBe(
      'project = "A\\"B" AND status in ("To Do") ORDER BY rank ASC',
    );
    expect(jqlOf({ jql: 'assignee = currentUser()' })).toBe('assignee = currentUser()');
  });
});
