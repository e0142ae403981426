import { contactStaticProps } from '@/lib/pages/props/contact';

export { default } from '../contact-us';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticProps = contactStaticProps('ar');
