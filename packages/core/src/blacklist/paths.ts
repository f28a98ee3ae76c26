/** The 黑名单 calls (staff with system:suppler); `add` is part of the integration contract (docs/integration.md). */
export const BlacklistPath = {
  add: '/api/blacklist/add',
  list: '/api/blacklist/list',
  lift: '/api/blacklist/lift',
  /** The decision document of one entry: `GET ?id=`. */
  attachment: '/api/blacklist/attachment',
} as const;
