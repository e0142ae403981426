import { useUi } from '@/components/layout/ShellContext';
import { ShareIcon } from '@/components/ui/icons';
import type { ShareLink } from '@/lib/share';
import { fill } from '@/lib/template';

export interface ShareBarProps {
  /** From `shareLinks(url, title)` (lib/share.ts), which asserts a non-empty url at build time. */
  readonly links: readonly ShareLink[];
}

/**
 * Five round share buttons (Facebook, X, LinkedIn, WhatsApp, Telegram): the spec's 24 px grey discs,
 * blue when hovered or focused so they stay quieter than the post they share, each in a 44 px target
 * for a finger. Each is a real link to the network's share page; browser/behaviours/share.ts opens it as a popup of the network's
 * size, centred on the window, and checks every second whether the visitor closed it.
 */
export function ShareBar({ links }: ShareBarProps) {
  const ui = useUi();
  return (
    <ul className="flex items-center gap-0.5" data-behaviour="share" data-pagefind-ignore="">
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(ui.blog.shareOnNetwork, { network: link.label })}
            data-network={link.network}
            data-width={link.width}
            data-height={link.height}
            className="group/share inline-flex h-11 w-11 items-center justify-center rounded-full"
          >
            <span className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-slate-500 text-white transition-colors group-hover/share:bg-brand group-focus-visible/share:bg-brand">
              <ShareIcon network={link.network} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
