/** The contact form's rules and messages (spec §5): the single source for the form and its tests. */
import { object, string, type InferType } from 'yup';
import { isPossiblePhone } from './phone';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 400;

export const contactMessages = {
  fullnameRequired: 'Fullname is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: 'Phone number is invalid',
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${MESSAGE_MIN} characters`,
  messageTooLong: `Message must not exceed ${MESSAGE_MAX} numbers`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const contactSchema = object({
  fullname: string().trim().required(contactMessages.fullnameRequired),
  email: string().trim().required(contactMessages.emailRequired).matches(EMAIL, { message: contactMessages.emailInvalid, excludeEmptyString: true }),
  phone_number: string()
    .required(contactMessages.phoneRequired)
    .test('possible-phone', contactMessages.phoneInvalid, (value) => !value || isPossiblePhone(value)),
  message: string()
    .trim()
    .required(contactMessages.messageRequired)
    // One message per field: the length rules apply once there is text.
    .test('min', contactMessages.messageTooShort, (value) => !value || value.length >= MESSAGE_MIN)
    .test('max', contactMessages.messageTooLong, (value) => !value || value.length <= MESSAGE_MAX),
});

export type ContactRequest = InferType<typeof contactSchema>;

export const emptyContactRequest: ContactRequest = { fullname: '', email: '', phone_number: '', message: '' };
