// The administrator's recent changes word impersonation's own audit entries (docs/impersonation.md).
import { describe, expect, it } from 'vitest';
import { describeChange, type MyAuditEntry } from '../../admin-ui/dashboard/recent-change-text.js';

const entry = (over: Partial<MyAuditEntry>): MyAuditEntry => ({ id: 1, auditType: 'I', userName: 'admin', createdAt: '2025-02-03T15:04:00Z', changes: [], ...over });

describe('impersonation in the recent changes', () => {
  it('names whom the administrator started and stopped acting as, by the name the server gives', () => {
    const start = entry({ entity: 'impersonation', entityId: '2', title: 'Priya Raman', changes: [{ field: 'actingAs', oldValue: null, newValue: 'analyst' }] });
    const stop = entry({ auditType: 'D', entity: 'impersonation', entityId: '2', title: 'Priya Raman', changes: [{ field: 'actingAs', oldValue: 'analyst', newValue: null }, { field: 'reason', oldValue: null, newValue: 'stopped' }] });
    expect(describeChange(start, new Map())).toBe('Started acting as Priya Raman');
    expect(describeChange(stop, new Map())).toBe('Stopped acting as Priya Raman');
    // an account that is gone: the login name the entry kept
    expect(describeChange({ ...start, title: null }, new Map())).toBe('Started acting as analyst');
  });
});
