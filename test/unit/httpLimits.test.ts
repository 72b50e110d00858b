import { z } from 'zod/mini';
import { LIMITS } from '../../src/core/constants';
import { createHttpClient, ResponseTooLargeError } from '../../src/services/http';

/** Response bodies are read with a byte limit: past it the download stops and a clear error says why. */
const CHUNK = 64 * 1024;

/** A body of `total` bytes served chunk by chunk as it is read; counts what was actually pulled. */
function streamedBody(total: number) {
  const served = { bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (served.bytes >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(CHUNK, total - served.bytes)).fill(0x20);
      served.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      served.cancelled = true;
    },
  });
  return { stream, served };
}

const client = (response: () => Response) => createHttpClient({ baseUrl: 'http://api.test', fetch: async () => response() });
const anything = z.unknown();

describe('response body limit', () => {
  it(`refuses a 64 MB body after reading about ${LIMITS.responseBodyBytes} bytes of it, with a clear error`, async () => {
    const { stream, served } = streamedBody(64 * 1024 * 1024);
    const http = client(() => new Response(stream, { headers: { 'content-type': 'application/json' } }));
    const result = http.get({ path: '/v1/account/0xabc/history', schema: anything });
    await expect(result).rejects.toThrow(ResponseTooLargeError);
    await expect(result).rejects.toThrow(`The response from /v1/account/0xabc/history is larger than ${LIMITS.responseBodyBytes} bytes and was refused`);
    expect(served.bytes).toBeLessThanOrEqual(LIMITS.responseBodyBytes + 2 * CHUNK);
    expect(served.cancelled).toBe(true);
  });

  it('refuses a body whose declared length is past the limit without reading it', async () => {
    const { stream, served } = streamedBody(LIMITS.responseBodyBytes + 1);
    const http = client(() => new Response(stream, { headers: { 'content-length': String(LIMITS.responseBodyBytes + 1) } }));
    await expect(http.getBlob({ path: '/getWalletImage/x' })).rejects.toThrow(ResponseTooLargeError);
    expect(served.bytes).toBeLessThanOrEqual(CHUNK);
  });

  it('reads a body just under the limit', async () => {
    const json = `{"data":"${'x'.repeat(LIMITS.responseBodyBytes - 20)}"}`;
    const http = client(() => new Response(json));
    const answer = (await http.get({ path: '/x', schema: z.object({ data: z.string() }) })) as { data: string };
    expect(answer.data).toHaveLength(LIMITS.responseBodyBytes - 20);
  });
});
