import { clientsStaticProps } from '@/lib/pages/props/clients';

export { default } from '../clients';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticProps = clientsStaticProps('ar');
