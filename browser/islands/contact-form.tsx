import ContactForm, { type ContactFormProps } from '@/components/contact/ContactForm';
import type { EarlyActs } from '../early-acts';
import { hydrateIsland } from './hydrate';

export const hydrate = (root: HTMLElement, props: unknown, takeOver: () => EarlyActs) => hydrateIsland(root, ContactForm, props as ContactFormProps, takeOver);
