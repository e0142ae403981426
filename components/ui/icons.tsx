/** Inline SVG icons for the interface (decorative: the control carries the accessible name). */
import type { ReactNode, SVGProps } from 'react';
import type { ShareNetwork } from '@/lib/share';

type IconProps = SVGProps<SVGSVGElement>;

export function Stroke({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

function Filled({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Stroke>
);
/** A magnifying glass, in one path (the header's search control: every element counts on the home page). */
export const SearchIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm10 3-4.35-4.35" />
  </Stroke>
);
export const CloseIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Stroke>
);
export const ChevronDownIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m6 9 6 6 6-6" />
  </Stroke>
);
/** An arrow that points forward in the page's direction: right, or left on a right-to-left page. */
export const ArrowForwardIcon = ({ className = '', ...props }: IconProps) => (
  <Stroke className={`${className} rtl:-scale-x-100`} {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Stroke>
);
/** A link that leaves the site (a public register): a box with an arrow out of its corner. */
export const ExternalLinkIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </Stroke>
);
export const MapPinIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </Stroke>
);
const brandPaths = {
  LinkedIn:
    'M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12ZM7.12 20.45H3.56V9h3.56v11.45ZM22.23 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0h.01Z',
  Facebook:
    'M9.1 23.69v-7.98H6.63v-3.67H9.1v-1.58c0-4.09 1.85-5.98 5.86-5.98.76 0 2.07.15 2.61.3v3.32c-.28-.03-.78-.05-1.39-.05-1.97 0-2.73.75-2.73 2.69v1.3h3.92l-.67 3.67h-3.25v8.25C19.4 23.24 24 18.18 24 12.04 24 5.42 18.63.04 12 .04S0 5.42 0 12.04c0 5.63 3.87 10.35 9.1 11.65Z',
  X: 'M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z',
} as const;

/**
 * Icons of the networks the site links to. Hidden networks (content/site.ts) have none, so their
 * paths do not ship to every visitor; un-hiding one means adding its 24×24 path here.
 */
export function BrandIcon({ name, ...props }: IconProps & { name: string }) {
  const d = brandPaths[name as keyof typeof brandPaths];
  if (!d) {
    return (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" {...props}>
        <text x="12" y="17" textAnchor="middle" fontSize="14" fontWeight="700" fill="currentColor">
          {name.charAt(0)}
        </text>
      </svg>
    );
  }
  return <Filled d={d} {...props} />;
}

/* Contact card icons (components/contact/ContactCard.tsx). */
export const PhoneIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
  </Stroke>
);
export const MailIcon = (props: IconProps) => (
  <Stroke {...props}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </Stroke>
);
export const ChatIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-3.9-.9L3 21l1.9-4.6A8.4 8.4 0 1 1 21 11.5Z" />
  </Stroke>
);
export const ClockIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </Stroke>
);

/* eslint-disable @next/next/no-img-element -- 14 px decorative icons served as files */
const fileIcon = (name: string) => <img src={`/icons/share/${name}.svg`} width={14} height={14} alt="" />;
/* eslint-enable @next/next/no-img-element */

const shareIcons: Record<ShareNetwork, ReactNode> = {
  facebook: <BrandIcon name="Facebook" width={14} height={14} />,
  x: <BrandIcon name="X" width={12} height={12} />,
  linkedin: <BrandIcon name="LinkedIn" width={12} height={12} />,
  whatsapp: fileIcon('whatsapp'),
  telegram: fileIcon('telegram'),
};

/** The icon of a share button (components/blog/ShareBar.tsx), sized for its 24 px disc. */
export function ShareIcon({ network }: { readonly network: ShareNetwork }) {
  return shareIcons[network];
}
