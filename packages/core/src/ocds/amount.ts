/**
 * OCDS amounts are JSON numbers; ours are decimal strings exact to the fen ("1234567.50"). A number represents
 * every such amount exactly enough to print back the same two decimals while the fen count is a safe integer
 * (below 90 trillion yuan); beyond that, or for anything not a plain decimal, this throws rather than send a
 * rounded amount.
 */
export function ocdsAmount(decimal: string): number {
  const text = decimal.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a decimal amount: ${JSON.stringify(decimal)}`);
  const fen = BigInt(`${match[1]}${match[2]}${(match[3] ?? '').padEnd(2, '0')}`);
  if (fen > BigInt(Number.MAX_SAFE_INTEGER) || -fen > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Error(`amount too large for an exact number: ${decimal}`);
  }
  return Number(fen) / 100;
}
