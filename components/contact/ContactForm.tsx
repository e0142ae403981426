import { useSubmit } from '@formspree/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useHydrated } from '@/components/ui/useHydrated';
import type { ContactFormCopy } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n';
import { characterCount } from '@/lib/browser/characters';
import {
  contactMessagesFrom,
  contactSchema,
  EMAIL_MAX,
  emptyContactRequest,
  FULLNAME_MAX,
  MESSAGE_MAX,
  MESSAGE_MIN,
  type ContactRequest,
} from '@/lib/browser/contact-schema';
import { CONTACT_DRAFT_KEY, clearDraft, readDraft, saveDraft, sessionDraftStorage } from '@/lib/browser/contact-draft';
import { submitWithWait } from '@/lib/browser/contact-submit';
import { contactMailto } from '@/lib/browser/mailto';
import { PhoneField } from './PhoneField';

export interface ContactFormProps {
  readonly copy: ContactFormCopy;
  /** The page's language: the country names of the phone list are written in it. */
  readonly locale: Locale;
  /** The company address for the e-mail fallback. */
  readonly email: string;
  readonly formspreeFormId: string;
  /** reCAPTCHA v2 site key; empty means no widget, so the e-mail fallback is offered. */
  readonly recaptchaSiteKey: string;
  /** Where Formspree sends a visitor who posted the form without JavaScript (`_next`). */
  readonly thankYouUrl: string;
}

/** Loose digits-and-separators check for the static form; the island checks the real rules. */
const PHONE_PATTERN = '[\\+0-9\\u0660-\\u0669\\u06F0-\\u06F9 \\(\\)\\-\\.]{8,24}';

type Display = 'form' | 'success' | 'failure';
type Captcha = { status: 'loading' } | { status: 'ready' } | { status: 'solved'; token: string } | { status: 'unavailable' };

/** How long the verification script may take before the e-mail fallback is offered instead. */
const CAPTCHA_LOAD_LIMIT_MS = 12_000;

const inputClass =
  'mt-1 block w-full rounded-lg border border-black/15 bg-white px-3 py-2.5 text-base text-ink shadow-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-700';

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} dir="auto" className="text-sm font-semibold text-brand-dark">
        {label}{' '}
        <span aria-hidden="true" className="text-brand-accent">
          *
        </span>
      </label>
      {children}
      <div className="mt-1 flex min-h-5 items-start justify-between gap-3 text-sm">
        <p id={`${id}-error`} dir="auto" className="min-w-0 font-medium text-red-700">
          {error}
        </p>
        {hint}
      </div>
    </div>
  );
}

/**
 * The contact form (docs/product.md#the-contact-form): validation with the shared yup schema, the phone input
 * (Lebanon by default, international entry, local flags), reCAPTCHA v2 before sending, one
 * Formspree request per submission, and the success and failure displays. The visitor's values
 * survive every failure and feed the e-mail fallback.
 */
export default function ContactForm({ copy, locale, email, formspreeFormId, recaptchaSiteKey, thankYouUrl }: ContactFormProps) {
  // False in the static HTML and while hydrating: the form is then a plain HTML form that posts to
  // Formspree with the browser's own validation. Once hydrated, the form's own rules (docs/product.md#fields-and-rules) take over.
  const hydrated = useHydrated();
  const resolver = useMemo(() => yupResolver(contactSchema(contactMessagesFrom(copy.messages))), [copy.messages]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors },
  } = useForm<ContactRequest>({ resolver, defaultValues: emptyContactRequest, mode: 'onTouched', reValidateMode: 'onChange' });
  const send = useSubmit<ContactRequest & { 'g-recaptcha-response': string }>(formspreeFormId);
  const [display, setDisplay] = useState<Display>('form');
  const [captcha, setCaptcha] = useState<Captcha>(recaptchaSiteKey ? { status: 'loading' } : { status: 'unavailable' });
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const recaptcha = useRef<ReCAPTCHA>(null);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  // Every value, live: the counter and the e-mail fallback links always reflect what was typed.
  const values = useWatch({ control });
  // Characters as the visitor sees them (an emoji is one), as the rules count them.
  const messageLength = characterCount(values.message ?? '');

  useEffect(() => {
    if (captcha.status !== 'loading') return;
    const timer = setTimeout(() => setCaptcha((current) => (current.status === 'loading' ? { status: 'unavailable' } : current)), CAPTCHA_LOAD_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [captcha.status]);

  useEffect(() => {
    if (display !== 'form') outcomeHeading.current?.focus();
  }, [display]);

  // What the visitor typed before a reload or a trip away and back is put back, and every change is
  // kept in the tab's session storage until the service says the request arrived (lib/browser/contact-draft.ts).
  // Typing in the static form before the island woke is replayed after this (browser/islands/hydrate.tsx), so it wins.
  useEffect(() => {
    const storage = sessionDraftStorage();
    const draft = readDraft(storage);
    if (draft) reset(draft);
    return subscribe({ formState: { values: true }, callback: ({ values: current }) => saveDraft(storage, current) });
  }, [reset, subscribe]);

  const onScriptLoad = useCallback((state: { loaded?: boolean; errored?: boolean }) => {
    setCaptcha((current) => (state.errored ? { status: 'unavailable' } : current.status === 'loading' ? { status: 'ready' } : current));
  }, []);

  const resetCaptcha = () => {
    recaptcha.current?.reset();
    setCaptcha((current) => (current.status === 'unavailable' ? current : { status: 'ready' }));
  };

  // Sends only once the check is solved (docs/product.md#verification-and-sending). A Send pressed
  // before the island woke is replayed here (browser/early-acts.ts): its fields' messages show, and
  // when every field is valid nothing is sent yet, since the widget has only just appeared. The
  // visitor solves it and presses Send, as on the live form: sending for them once it is solved
  // would be a request nobody clicked, after a check they had not seen.
  //
  // One request at a time, held until the service answers however long it takes (its Send says
  // "Sending…" meanwhile, even after the wait): after the 15 s wait the failure display and its e-mail
  // fallback show, and a success that comes later still replaces them (docs/product.md#verification-and-sending).
  const onValid = async (request: ContactRequest) => {
    if (inFlight.current || captcha.status !== 'solved') return;
    inFlight.current = true;
    setSending(true);
    let waitOver = false;
    const showFailure = () => {
      waitOver = true;
      setDisplay('failure');
    };
    const outcome = await submitWithWait(() => send({ ...request, 'g-recaptcha-response': captcha.token }), showFailure);
    inFlight.current = false;
    setSending(false);
    resetCaptcha();
    if (outcome === 'succeeded') {
      clearDraft(sessionDraftStorage());
      setDisplay('success');
    } else if (!waitOver) {
      // A failure after the wait changes nothing: the visitor was shown the failure display and the fallback then.
      setDisplay('failure');
    }
  };

  const fallbackHref = contactMailto(email, values, copy.mailSubject, copy.mailTruncated, copy.mailLabels);

  if (display === 'success') {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-light p-6 wrap-anywhere sm:p-8" role="status">
        <h3 ref={outcomeHeading} tabIndex={-1} dir="auto" className="text-2xl font-bold outline-none">
          {copy.success}
        </h3>
        <p dir="auto" className="text-lg">
          {copy.successSignOff}
        </p>
        <button
          type="button"
          className="mt-4 btn-secondary"
          onClick={() => {
            reset(emptyContactRequest);
            setDisplay('form');
          }}
        >
          {copy.sendAnother}
        </button>
      </div>
    );
  }

  if (display === 'failure') {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl border-s-4 border-brand-accent bg-brand-light p-6 wrap-anywhere sm:p-8" role="alert">
        <h3 ref={outcomeHeading} tabIndex={-1} dir="auto" className="text-2xl font-bold outline-none">
          {copy.failure}
        </h3>
        <p dir="auto" className="text-lg">
          {copy.failureText}{' '}
          <a href={`mailto:${email}`} className="font-semibold text-brand underline underline-offset-4">
            {email}
          </a>
          .
        </p>
        <a href={fallbackHref} className="btn-primary">
          {copy.failureLink}
        </a>
        <button type="button" className="btn-secondary" onClick={() => setDisplay('form')}>
          {copy.backToForm}
        </button>
      </div>
    );
  }

  return (
    <form
      method="post"
      action={`https://formspree.io/f/${encodeURIComponent(formspreeFormId)}`}
      noValidate={hydrated}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      aria-describedby="contact-form-text"
      className="space-y-4 wrap-anywhere"
    >
      <p id="contact-form-text" dir="auto" className="text-ink-muted">
        {copy.text}
      </p>
      <input type="hidden" name="_next" value={thankYouUrl} />
      <input type="hidden" name="_subject" value={copy.mailSubject} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['fullname', 'email'] as const).map((name) => (
          <Field key={name} id={`contact-${name}`} label={copy.labels[name]} error={errors[name]?.message}>
            <input
              id={`contact-${name}`}
              type={name === 'email' ? 'email' : 'text'}
              autoComplete={name === 'email' ? 'email' : 'name'}
              // An address reads left to right on every page; a name in the direction of its own letters.
              dir={name === 'email' ? 'ltr' : 'auto'}
              placeholder={copy.placeholders[name]}
              required
              // The plain form stops at the limits; the live one lets the visitor see and fix what is too long.
              maxLength={hydrated ? undefined : name === 'email' ? EMAIL_MAX : FULLNAME_MAX}
              aria-invalid={Boolean(errors[name])}
              aria-describedby={`contact-${name}-error`}
              className={inputClass}
              {...register(name)}
            />
          </Field>
        ))}
      </div>
      <Field id="contact-phone" label={copy.labels.phone_number} error={errors.phone_number?.message}>
        <Controller
          name="phone_number"
          control={control}
          render={({ field }) => (
            <PhoneField
              id="contact-phone"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(errors.phone_number)}
              describedBy="contact-phone-error"
              countryLabel={copy.countryLabel}
              locale={locale}
              hydrated={hydrated}
              pattern={PHONE_PATTERN}
              title={copy.labels.phone_number}
              // The visible box is this wrapper, not the borderless number input: it carries the error colour.
              className={`contact-phone mt-1 flex items-center gap-2 rounded-lg border bg-white px-3 py-2.5 shadow-sm focus-within:ring-2 focus-within:ring-brand/30 ${errors.phone_number ? 'border-red-700' : 'border-black/15 focus-within:border-brand'}`}
            />
          )}
        />
      </Field>
      <Field
        id="contact-message"
        label={copy.labels.message}
        error={errors.message?.message}
        hint={
          <span id="contact-message-count" className={`shrink-0 tabular-nums ${messageLength > MESSAGE_MAX ? 'font-semibold text-red-700' : 'text-ink-muted'}`}>
            {messageLength}/{MESSAGE_MAX}
          </span>
        }
      >
        <textarea
          id="contact-message"
          rows={4}
          placeholder={copy.placeholders.message}
          required
          // The plain form keeps the browser's minimum: it counts UTF-16 units, never fewer than the
          // characters seen, so it refuses nothing the live form accepts. It gets no maxlength: counted
          // the same way it would cut a visitor off at 200 emoji (a joined family emoji takes 11 units),
          // long before 400 characters. The live form says when the message is too long.
          minLength={hydrated ? undefined : MESSAGE_MIN}
          aria-invalid={Boolean(errors.message)}
          aria-describedby="contact-message-error contact-message-count"
          className={`${inputClass} resize-y`}
          {...register('message')}
        />
      </Field>

      {hydrated && captcha.status === 'unavailable' ? (
        <div role="alert" className="rounded-lg border border-brand-accent/40 bg-orange-50 p-4">
          <p dir="auto">
            {copy.captchaUnavailable}{' '}
            <a href={`mailto:${email}`} className="font-semibold text-brand underline underline-offset-4">
              {email}
            </a>
          </p>
          <a href={fallbackHref} className="mt-3 btn-primary">
            {copy.captchaUnavailableLink}
          </a>
        </div>
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
          {/* The verification widget exists only in the live form; the static form is checked by Formspree itself. */}
          <div className="min-h-[106px]">
            {hydrated ? (
              <>
                <p id="contact-captcha-prompt" dir="auto" className="mb-2 text-sm text-ink-muted">
                  {copy.captchaPrompt}
                </p>
                <div className="min-h-[78px]">
                  <ReCAPTCHA
                    ref={recaptcha}
                    sitekey={recaptchaSiteKey}
                    // The widget's own words in the page's language.
                    hl={locale}
                    // react-async-script passes its { loaded, errored } state, which the published types omit.
                    asyncScriptOnLoad={onScriptLoad as () => void}
                    onChange={(token) => setCaptcha(token ? { status: 'solved', token } : { status: 'ready' })}
                    onExpired={() => setCaptcha({ status: 'ready' })}
                    onErrored={() => setCaptcha({ status: 'unavailable' })}
                  />
                </div>
              </>
            ) : null}
          </div>
          <button
            type="submit"
            className="btn-primary shrink-0 whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60"
            disabled={hydrated && (captcha.status !== 'solved' || sending)}
            aria-describedby={hydrated ? 'contact-captcha-prompt' : undefined}
          >
            {sending ? copy.sending : copy.send}
          </button>
        </div>
      )}
    </form>
  );
}

// react-phone-number-input's styles draw the phone field (styles/features/phone.css).
ContactForm.sheet = 'phone' as const;
// A draft kept from before a reload wakes the form at once, to show it (browser/islands.ts).
ContactForm.draftKey = CONTACT_DRAFT_KEY;
