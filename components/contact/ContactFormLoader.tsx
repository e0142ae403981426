import { useEffect, useRef, useState, type ComponentType } from 'react';
import { whenNear } from '@/components/ui/when-near';
import type { ContactFormProps } from './ContactForm';

function Placeholder({ copy, email }: Pick<ContactFormProps, 'copy' | 'email'>) {
  return (
    <div className="flex min-h-[40rem] flex-col justify-center rounded-xl border border-dashed border-brand/30 p-8 text-center">
      <p className="text-ink-muted" role="status">
        {copy.loading}
      </p>
      <p className="mt-3">
        {copy.withoutScript}{' '}
        <a href={`mailto:${email}`} className="font-semibold text-brand underline underline-offset-4">
          {email}
        </a>
      </p>
    </div>
  );
}

/**
 * Mounts the contact form when it comes within 300 px of the screen, so no page pays for the
 * form's code up front. Until then (and without JavaScript) a same-sized placeholder offers e-mail.
 */
export function ContactFormLoader(props: ContactFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [ContactForm, setContactForm] = useState<ComponentType<ContactFormProps> | null>(null);

  useEffect(
    () =>
      whenNear(ref.current, '300px 0px', () => {
        setNear(true);
        // The form and its libraries (validation, phone metadata, Formspree, reCAPTCHA) are a
        // separate chunk, fetched now. A plain import() costs no loader code (next/dynamic does).
        import('./ContactForm').then(
          (module) => setContactForm(() => module.default),
          () => setNear(false),
        );
      }),
    [],
  );

  return (
    <div ref={ref} className="min-h-[40rem]" data-contact-form={near ? 'requested' : 'waiting'}>
      {ContactForm ? <ContactForm {...props} /> : <Placeholder copy={props.copy} email={props.email} />}
    </div>
  );
}
