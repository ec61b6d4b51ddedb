import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@app/shared/admin/dashboard';
import { adminNav, badgeCount } from '../admin-nav';

const dashboard: AdminDashboard = {
  leads: { total: 0, new: 0, converted: 0 },
  students: { total: 0, active: 0 },
  courses: { total: 0, published: 0, drafts: 0 },
  admins: { total: 1 },
  unmatchedBookings: 2,
  deliveriesToReview: 3,
  pendingRequests: 4,
  pendingRefunds: 6,
  staleNewLeads: 7,
};

const item = (label: string) => adminNav.find((entry) => entry.label === label)!;

describe('badgeCount', () => {
  it('counts the unmatched bookings and the deliveries to review on Bookings', () => {
    expect(badgeCount(item('Bookings'), dashboard)).toBe(5);
    expect(badgeCount(item('Bookings'), { ...dashboard, unmatchedBookings: 0 })).toBe(3);
  });
  it('keeps the pending requests on Package Requests', () => {
    expect(badgeCount(item('Package Requests'), dashboard)).toBe(4);
  });
  it('puts a badge on every queue: refund requests, and new leads waiting more than a day', () => {
    expect(badgeCount(item('Refund Requests'), dashboard)).toBe(6);
    expect(badgeCount(item('Leads'), dashboard)).toBe(7);
  });
  it('is 0 without a badge or before the dashboard loads', () => {
    expect(badgeCount(item('Students'), dashboard)).toBe(0);
    expect(badgeCount(item('Bookings'), undefined)).toBe(0);
  });
});

describe('adminNav', () => {
  it('lists Money right after Refund Requests, for every admin', () => {
    const labels = adminNav.map((entry) => entry.label);
    expect(labels[labels.indexOf('Refund Requests') + 1]).toBe('Money');
    expect(item('Money')).toEqual({ label: 'Money', to: '/admin/money', superAdminOnly: false });
  });
  it('lists Lessons and Tutors right after Students, for every admin, without a badge', () => {
    const labels = adminNav.map((entry) => entry.label);
    expect(labels.slice(labels.indexOf('Students'), labels.indexOf('Students') + 3)).toEqual([
      'Students',
      'Lessons',
      'Tutors',
    ]);
    expect(item('Lessons')).toEqual({ label: 'Lessons', to: '/admin/lessons', superAdminOnly: false });
    expect(item('Tutors')).toEqual({ label: 'Tutors', to: '/admin/tutors', superAdminOnly: false });
  });
  it('lists Scheduling right after Bookings, for every admin, without a badge', () => {
    const labels = adminNav.map((entry) => entry.label);
    expect(labels[labels.indexOf('Bookings') + 1]).toBe('Scheduling');
    expect(item('Scheduling')).toEqual({ label: 'Scheduling', to: '/admin/scheduling', superAdminOnly: false });
  });
});
