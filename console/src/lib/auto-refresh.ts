/** How often the live ops screens (health, outboxes, consumers, feeds) reload. */
export const AUTO_REFRESH_MS = 10_000;
