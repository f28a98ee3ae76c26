/**
 * Procurement methods (采购方式). Codes 1 and 2 are the product's (docs/product.md); 3 and 4 are the tendered methods docs/rules.md
 * adds for projects that must go to tender. Stored and sent as numbers.
 */
export const PURCHASE_WAYS = [1, 2, 3, 4] as const;
export type PurchaseWay = (typeof PURCHASE_WAYS)[number];

export const PurchaseWayCode = {
  inquiry: 1,
  negotiation: 2,
  openTender: 3,
  invitedTender: 4,
} as const satisfies Record<string, PurchaseWay>;

export const PURCHASE_WAY_LABELS: Record<PurchaseWay, string> = {
  1: '询价采购',
  2: '竞争性谈判采购',
  3: '公开招标',
  4: '邀请招标',
};

/** A purchase way from a number or a numeric string (form selects and query strings send text), else null. */
export function toPurchaseWay(value: unknown): PurchaseWay | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return PURCHASE_WAYS.includes(n as PurchaseWay) ? (n as PurchaseWay) : null;
}
