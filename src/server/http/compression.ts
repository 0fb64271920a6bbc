/**
 * Replies up to this size are compressed in one synchronous call; larger ones go through a zlib
 * stream (decision 347). @fastify/compress picks 8 KB on two cores, meant to move big payloads
 * off the event loop, but a stream per reply (an encoder set up, a pipeline, the thread pool's
 * hops, chunked writes) cost a member's 59 KB home page 3.0 ms of CPU against 0.7 ms for one
 * brotli call at the same quality, and 1.8 ms of that on the event loop itself. A member's menu
 * page (115 KB) is well inside; anything bigger is not a page.
 */
export const COMPRESS_SYNC_BYTES = 256 * 1024;
