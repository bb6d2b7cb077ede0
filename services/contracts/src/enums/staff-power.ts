/**
 * Platform-wide powers: changing what every user sees (a tender's criteria, the content pages). Admins hold them all;
 * a staff account holds one only while an admin has granted it in the console. Self-registered accounts hold none.
 */
export const STAFF_POWERS = ['tender-criteria', 'content'] as const;
export type StaffPower = (typeof STAFF_POWERS)[number];

export const STAFF_POWER_LABELS: Record<StaffPower, string> = {
  'tender-criteria': 'Tender criteria (add or replace the criteria of any tender)',
  content: 'Content (events, videos and announcements)',
};
