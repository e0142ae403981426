import ContactForm, { type ContactFormProps } from '@/components/contact/ContactForm';
import { hydrateIsland } from './hydrate';

export const hydrate = (root: HTMLElement, props: unknown, left: ReadonlySet<string>) => hydrateIsland(root, ContactForm, props as ContactFormProps, left);
