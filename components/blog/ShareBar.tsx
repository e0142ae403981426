import type { ReactNode } from 'react';
import { BrandIcon } from '@/components/ui/icons';
import type { ShareLink, ShareNetwork } from '@/lib/share';

/* eslint-disable @next/next/no-img-element -- 14 px decorative icons served as files */
const fileIcon = (name: string) => <img src={`/icons/share/${name}.svg`} width={14} height={14} alt="" />;

const icons: Record<ShareNetwork, ReactNode> = {
  facebook: <BrandIcon name="Facebook" width={14} height={14} />,
  x: <BrandIcon name="X" width={12} height={12} />,
  linkedin: <BrandIcon name="LinkedIn" width={12} height={12} />,
  whatsapp: fileIcon('whatsapp'),
  telegram: fileIcon('telegram'),
};

export interface ShareBarProps {
  /** From `shareLinks(url, title)` (lib/share.ts), which asserts a non-empty url at build time. */
  readonly links: readonly ShareLink[];
}

/**
 * Five round 24 px share buttons (Facebook, X, LinkedIn, WhatsApp, Telegram), grey until hovered
 * or focused so they stay quieter than the post they share. Each is a real link
 * to the network's share page; browser/behaviours/share.ts opens it as a popup of the network's
 * size, centred on the window, and checks every second whether the visitor closed it.
 */
export function ShareBar({ links }: ShareBarProps) {
  return (
    <ul className="flex items-center gap-1.5" data-behaviour="share">
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Share on ${link.label}`}
            data-network={link.network}
            data-width={link.width}
            data-height={link.height}
            className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-slate-500 text-white transition-colors hover:bg-brand focus-visible:bg-brand"
          >
            {icons[link.network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
