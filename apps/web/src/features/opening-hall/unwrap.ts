import { bidApi } from '@swp/core/bid/contract';
import { resolveUrl, tokenKey } from '../../app/http.ts';
import { withQuery } from '../../shared/url.ts';

/** How the supplier unlocks its bid in the hall: the 解密口令 it chose, or the 解密密钥文件 it kept. */
export type HallSecret = { passphrase: string } | { keyFile: string };

/**
 * The bid's key (base64, what `/api/opening/decrypt` takes), unwrapped in this browser: the passphrase and the key
 * file never leave the page. The header of the sealed file (salt, KDF, wrapped key, sealed manifest) is read from
 * the company's own download — before decryption the owner's download is the sealed bytes — and only the header is
 * read: the stream is cancelled after it, so a 100 MB bid costs a few hundred bytes on a phone. Core's bid-seal
 * (loaded here only, not by pages that do not decrypt) proves the key against the sealed manifest before it is
 * answered, so a wrong passphrase is told here, in core's words, without spending one of the server's tries.
 */
export async function unwrapOwnBidKey(bidId: string, secret: HallSecret): Promise<string> {
  const { readBidSealHeader, unwrapBidKey } = await import('@swp/core/bid-seal/index');
  const headers = new Headers();
  const token = localStorage.getItem(tokenKey('vender'));
  if (token) headers.set('token', token);
  const download = new AbortController();
  try {
    const url = resolveUrl(withQuery(bidApi.download.path, { bidId }));
    const res = await fetch(url, { headers, credentials: 'include', signal: download.signal });
    if (!res.ok || !res.body || (res.headers.get('content-type') ?? '').includes('json')) {
      throw new Error('未能读取本单位的密封投标文件，请刷新页面后重试');
    }
    const header = await readBidSealHeader(res.body);
    return await unwrapBidKey(header, secret);
  } finally {
    // The rest of the file is not needed: stop its download.
    download.abort();
  }
}
