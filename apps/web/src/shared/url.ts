/**
 * `path?a=1&b=x` from a flat object of filters (any interface: its own enumerable properties). Empty values
 * (undefined, null, '') are left out: an empty field means "no filter", and the server's zod schemas would refuse
 * `?keyword=` as too short. `false` and 0 are kept.
 */
export function withQuery(path: string, params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
