/** Turns a form-service call into the only two outcomes the visitor sees (docs/product.md#verification-and-sending, docs/decisions.md#the-contact-form-contract). */

export const SUBMIT_TIMEOUT_MS = 15_000;

export type SubmitOutcome = 'succeeded' | 'failed';

/**
 * Success only when the service says so (`kind: 'success'`); an `errors` reply, a thrown error
 * (HTTP or network failure) or no answer within the timeout is a failure.
 */
export async function submitWithTimeout(send: () => Promise<{ kind: string }>, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<SubmitOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<SubmitOutcome>((resolve) => {
    timer = setTimeout(() => resolve('failed'), timeoutMs);
  });
  const request = send().then(
    (result): SubmitOutcome => (result?.kind === 'success' ? 'succeeded' : 'failed'),
    (): SubmitOutcome => 'failed',
  );
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
