/** A phone number as a tel: link target: the "+" and the digits only ("+961 1 000 000" → "tel:+9611000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
