/** `path?a=1&b=x` from a flat object; empty values (undefined, null, '') are left out, as "no filter". */
export function withQuery(path: string, params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
