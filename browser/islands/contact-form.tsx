import ContactForm, { type ContactFormProps } from '@/components/contact/ContactForm';
import { hydrateIsland } from './hydrate';

export const hydrate = (root: HTMLElement, props: unknown) => hydrateIsland(root, ContactForm, props as ContactFormProps);
