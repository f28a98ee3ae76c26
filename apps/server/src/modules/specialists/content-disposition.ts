/**
 * `attachment` with a Chinese file name (RFC 6266 + RFC 5987): `filename*` carries the UTF-8 name for every
 * current browser, `filename` an ASCII fallback for anything older.
 */
export function attachment(fileName: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
