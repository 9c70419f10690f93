// The answer-size cap of the server's platform calls (UPSTREAM_MAX_MB): a fetch that refuses answers
// over `maxBytes`, so a huge list can never swell the site's process.

/**
 * A fetch that refuses answers over `maxBytes`: by Content-Length at once, else while the body
 * streams in. The refusal is an HTTP 502 without an envelope (the client's 'bad-response').
 */
export function cappedFetch(maxBytes: number, fetchImpl: typeof fetch = globalThis.fetch): typeof fetch {
  const tooLarge = () => new Response('upstream answer too large', { status: 502 });
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return tooLarge();
    }
    if (!response.body) return response;
    const chunks: Uint8Array[] = [];
    let received = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return tooLarge();
      }
      chunks.push(value);
    }
    return new Response(Buffer.concat(chunks), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
