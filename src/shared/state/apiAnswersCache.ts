// The service worker's copies of the API's answers (lists, reference data, the partner's own record),
// read when the device is offline. Only the session that fetched an answer may read it (the worker
// keeps a digest of its token beside it), and sign-out deletes them all.

/** The Cache Storage name of the copies (the service worker writes, the page deletes at sign-out). */
export const API_ANSWERS_CACHE = 'pp-api-answers-v1';

/** The header the service worker marks an answer read from its copy with (the device is offline). */
export const FROM_DEVICE_HEADER = 'X-From-Device';

/** Deletes every copy; nothing to do where the browser has no Cache Storage. */
export async function clearApiAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_ANSWERS_CACHE);
}
