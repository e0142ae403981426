import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { Locale } from '@/lib/i18n';
import { DEFAULT_PHONE_COUNTRY, formatPhone, phoneCountry, textForCountry, toE164 } from '@/lib/browser/phone';

export interface PhoneFieldProps {
  readonly id: string;
  readonly name: string;
  /** The form's value for the field: E.164, `''`, or text that is no number (lib/browser/phone.ts `toE164`). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly invalid: boolean;
  readonly describedBy: string;
  /** Accessible name of the country list. */
  readonly countryLabel: string;
  /** The page's language: the countries are named and sorted in it. */
  readonly locale: Locale;
  /** False in the static HTML: the plain form's own check (`pattern`, `title`) applies then. */
  readonly hydrated: boolean;
  readonly pattern: string;
  readonly title: string;
  /** Classes of the visible box (the wrapper of the country list and the number). */
  readonly className: string;
}

interface State {
  /** What the field shows: the visitor's own text, written the international way once they leave a possible number. */
  readonly text: string;
  /** The country picked in the list: local numbers are read in it. */
  readonly picked: CountryCode;
  /** The value last given to the form, to tell its own changes (a reset) from the visitor's. */
  readonly value: string;
}

const prefixOf = (country: CountryCode) => `+${getCountryCallingCode(country)}`;

function stateFor(value: string): State {
  if (!value) return { text: prefixOf(DEFAULT_PHONE_COUNTRY), picked: DEFAULT_PHONE_COUNTRY, value };
  return { text: formatPhone(value), picked: phoneCountry(value), value };
}

/** The browser's names of the countries in `locale` (no list shipped), or none where Intl.DisplayNames is missing. */
function regionNames(locale: Locale): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return undefined;
  }
}

/** Every country of the phone metadata by its name in the page's language, sorted in that language. */
function countryOptions(locale: Locale): { code: CountryCode; name: string }[] {
  const names = regionNames(locale);
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * The phone input (docs/product.md#fields-and-rules): a country list shown as its flag, Lebanon by default, and a text field
 * that starts with the country's calling code and takes a number written any common way (local,
 * `00`, `+`, Arabic-Indic or Persian digits, typed over the code or pasted after it). The field
 * keeps exactly what the visitor typed, so nothing is lost: the form receives the E.164 reading of
 * it, or the text itself when it is no number (letters), which the rules reject as invalid. On
 * leaving the field a possible number is shown the international way (`+961 3 123 456`).
 *
 * Markup and class names are those of react-phone-number-input, whose stylesheet draws it.
 */
export function PhoneField({
  id,
  name,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  countryLabel,
  locale,
  hydrated,
  pattern,
  title,
  className,
}: PhoneFieldProps) {
  const [state, setState] = useState(() => stateFor(value));
  const input = useRef<HTMLInputElement>(null);
  // Names only once React runs in the browser: the static list holds the shown country alone.
  const options = useMemo(() => (hydrated ? countryOptions(locale) : []), [hydrated, locale]);
  if (value !== state.value) setState(stateFor(value)); // the form changed it (a reset)
  const shown = phoneCountry(state.text, state.picked);

  const update = (text: string, picked: CountryCode) => {
    const next = toE164(text, picked);
    setState({ text, picked, value: next });
    if (next !== state.value) onChange(next);
  };

  const onText = (event: ChangeEvent<HTMLInputElement>) => update(event.target.value, state.picked);

  const onCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const picked = event.target.value as CountryCode;
    update(textForCountry(state.text, picked), picked);
    input.current?.focus();
  };

  const onLeave = () => {
    const text = formatPhone(state.text, state.picked);
    if (text !== state.text) setState({ ...state, text });
    onBlur();
  };

  return (
    // A phone number reads left to right on every page: the flag, then the number.
    <div dir="ltr" className={`${className} PhoneInput`}>
      <div className="PhoneInputCountry">
        <select aria-label={countryLabel} className="PhoneInputCountrySelect" value={shown} onChange={onCountry}>
          {options.length > 0 ? (
            options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))
          ) : (
            <option value={shown} suppressHydrationWarning>
              {regionNames(locale)?.of(shown) ?? shown}
            </option>
          )}
        </select>
        <div aria-hidden="true" className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG flag, decorative (the list names the country); lazy, as the form is often far down the page */}
          <img className="PhoneInputCountryIconImg" alt="" src={`/flags/${shown}.svg`} loading="lazy" decoding="async" />
        </div>
        <div className="PhoneInputCountrySelectArrow" />
      </div>
      <input
        ref={input}
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        required
        pattern={hydrated ? undefined : pattern}
        title={hydrated ? undefined : title}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className="PhoneInputInput w-full border-0 bg-transparent text-base text-ink outline-none"
        value={state.text}
        onChange={onText}
        onBlur={onLeave}
      />
    </div>
  );
}
