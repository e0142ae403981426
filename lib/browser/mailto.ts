/** The e-mail fallback of the contact form: a mailto: link with every value encoded (DESIGN.md §7). */
import type { ContactRequest } from './contact-schema';

export const FALLBACK_SUBJECT = 'Request from the website contact form';

export function contactMailto(to: string, request: Partial<ContactRequest>, subject = FALLBACK_SUBJECT): string {
  const body = [
    `Name: ${request.fullname ?? ''}`,
    `E-mail: ${request.email ?? ''}`,
    `Phone: ${request.phone_number ?? ''}`,
    '',
    'Message:',
    request.message ?? '',
  ].join('\r\n');
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
