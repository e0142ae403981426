import { BrandIcon } from '@/components/ui/icons';
import { fill } from '@/lib/template';
import { useShell } from './ShellContext';

/** The visible social profiles (hidden ones are omitted), each opening in a new tab. */
export function SocialLinks({ tone = 'dark' }: { readonly tone?: 'dark' | 'light' }) {
  const { socialLinks, ui } = useShell();
  const color = tone === 'light' ? 'text-white hover:bg-white/15' : 'text-brand hover:bg-brand-light';
  return (
    <ul className="flex items-center gap-1">
      {socialLinks.map((social) => (
        <li key={social.name}>
          <a
            href={social.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(ui.links.social, { network: social.name })}
            className={`inline-flex h-11 w-11 items-center justify-center rounded-full ${color}`}
          >
            <BrandIcon name={social.name} className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
