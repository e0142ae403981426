/** Turns a form-service call into the only two outcomes the visitor sees (docs/product.md#verification-and-sending, docs/decisions.md#the-contact-form-contract). */

export const SUBMIT_TIMEOUT_MS = 15_000;

export type SubmitOutcome = 'succeeded' | 'failed';

/**
 * The service's own answer: success only when it says so (`kind: 'success'`); an `errors` reply or a
 * thrown error (HTTP or network failure) is a failure. The promise settles when the request does,
 * however late: a request that is still open is still open, so no second one starts (the form holds
 * its Send until then) and a late success still wins. When no answer has come within `timeoutMs`,
 * `onWaitOver` is called once, for the form to show its failure display and the e-mail fallback meanwhile.
 */
export async function submitWithWait(send: () => Promise<{ kind: string }>, onWaitOver: () => void, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<SubmitOutcome> {
  const timer = setTimeout(onWaitOver, timeoutMs);
  try {
    const result = await send();
    return result?.kind === 'success' ? 'succeeded' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
