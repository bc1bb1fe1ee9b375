/**
 * Every back-office query key starts with 'admin', so signing out can drop them all at once.
 * The sidebar badges read `adminQueryKeys.stats`: a section that changes what a badge counts
 * (a new meal, a read message) invalidates it after its own list.
 */
export const adminQueryKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'dashboard', 'stats'] as const,
  section: (name: string) => ['admin', name] as const,
};
