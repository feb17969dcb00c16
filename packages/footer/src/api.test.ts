import { describe, expect, it } from 'vitest';
import { readBounded } from './api.ts';
import { maxPromotionBytes, PromotionError } from './domain/promotionLimit.ts';

/** A body of `chunks` chunks of `chunk` bytes that records how many were pulled and whether it was cancelled. */
function countingBody(chunk: Uint8Array, chunks: number) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) {
        controller.close();
        return;
      }
      seen.pulled += 1;
      controller.enqueue(chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { body, seen };
}

describe('readBounded (the promotion answer, counted in bytes)', () => {
  it('reads an answer within the limit, multi-byte letters split across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"contentJSON":"Zürich ü"}');
    const halves = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 18));
        controller.enqueue(bytes.slice(18));
        controller.close();
      },
    });
    expect(await readBounded(halves, maxPromotionBytes)).toBe('{"contentJSON":"Zürich ü"}');
  });

  it('stops reading at the limit and cancels the rest of an endless answer (no Content-Length)', async () => {
    const { body, seen } = countingBody(new Uint8Array(64 * 1024).fill(0x61), 1_000);
    await expect(readBounded(body, maxPromotionBytes)).rejects.toBeInstanceOf(PromotionError);
    expect(seen.cancelled).toBe(true);
    // 256 KiB in 64-KiB chunks: the fifth chunk crosses the limit; the stream may have one queued.
    expect(seen.pulled).toBeLessThanOrEqual(6);
  });

  it('counts bytes, not characters: 200 000 "ü" (400 000 bytes) are over 256 KiB', async () => {
    const { body } = countingBody(new TextEncoder().encode('ü'.repeat(1000)), 200);
    await expect(readBounded(body, maxPromotionBytes)).rejects.toBeInstanceOf(PromotionError);
  });
});
